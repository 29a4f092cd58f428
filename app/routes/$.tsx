import type { MetaFunction } from '@remix-run/cloudflare'
import { GeneralErrorBoundary, NotFound } from '~/layout/NotFound'
import { metaTranslate } from '~/i18n/use-translation'

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  return [{ title: translate('notFound.title') }]
}

export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' })
}

export default function CatchAll() {
  return <NotFound />
}

export const ErrorBoundary = GeneralErrorBoundary

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'
