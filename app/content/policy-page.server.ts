import { data, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { isPolicyType, POLICIES } from '~/content/policies'
import { requireShop } from '~/layout/shop.server'
import { sanitizeHtml } from '~/server/sanitize.server'

/** A policy page's data (routes/($lang).policy.$type.tsx): the shop's text, sanitised; an unknown type is a 404. */
export async function loadPolicyPage({ params, context }: LoaderFunctionArgs) {
  const type = params.type
  if (!isPolicyType(type)) throw data({ notFound: true }, { status: 404 })
  const { shop } = await requireShop(context)
  const source = shop.politiques[POLICIES[type].field]?.trim() ?? ''
  // The shop's own HTML, sanitised here (workerd), with the same allowlist as blog bodies.
  const html = sanitizeHtml(source).trim()
  return { type, html, hasSource: source !== '' }
}
