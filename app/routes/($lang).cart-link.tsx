import { pageAction, pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { Link, useLocalPath } from '~/i18n/links'
import {
  metaTranslate,
  useTranslation,
  withActionStrings,
  withErrorStrings,
  type StringsHandle,
} from '~/i18n/use-translation'
import { CartLinkView } from '~/cart/CartLinkView'
import { cartLinkAction, loadCartLinkPage, type CartLinkRefusal } from '~/cart/cart-link.server'
import type { LinkProblem } from '~/cart/cart-link'
import { CART_LINK_MAX_LINES, CART_LINK_MAX_QUANTITY, CART_LINK_PATH } from '~/cart/cart-link'
import { useShop } from '~/root'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { retryAfterHeaders } from '~/lib/page-headers'

/**
 * A cart passed on as a link, or a shop's bundle (/cart-link?items=…, app/cart/cart-link.ts): the same page for
 * every visitor, kept by the edge cache; one press puts its products in the visitor's own cart.
 */
export const headers = retryAfterHeaders

export const handle = { strings: ['cart-link', 'share'] } satisfies StringsHandle

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  const translate = metaTranslate(matches, error)
  const noindex = { name: 'robots', content: 'noindex' }
  if (!data) {
    const unreadable = isRouteErrorResponse(error) && error.status === 400
    return [{ title: translate(unreadable ? 'cartLink.problemTitle' : 'cartLink.loadError') }, noindex]
  }
  return [...pageMeta({ ...data.og, url: canonicalUrl(matches) }), noindex]
}

export const loader = /* @__PURE__ */ pageLoader(handle, loadCartLinkPage)

export const action = /* @__PURE__ */ pageAction(handle, cartLinkAction)

function CartLinkPage() {
  const data = useLoaderData<typeof loader>()
  const refusal = useActionData<CartLinkRefusal>() ?? null
  return <CartLinkView data={data} refusal={refusal} />
}

export default withActionStrings(CartLinkPage)

export const ErrorBoundary = withErrorStrings(PageError)

/** A link that cannot be read says what is wrong in it and how one is written; a platform failure says so. */
function PageError() {
  const error = useRouteError()
  const { t } = useTranslation()
  const { origin } = useShop()
  const local = useLocalPath()
  if (!isRouteErrorResponse(error)) console.error(error)
  const failed = isRouteErrorResponse(error)
    ? (error.data as { problem?: LinkProblem | null; limited?: string } | null)
    : null
  const problem = failed?.problem
  if (!problem)
    return (
      <section className="cart-link">
        <h1>{t('cartLink.loadError')}</h1>
        {failed?.limited ? (
          <p className="notice notice--error" role="alert">
            {failed.limited}
          </p>
        ) : null}
      </section>
    )
  const why =
    problem.kind === 'line'
      ? t(
          problem.fault === 'product'
            ? 'cartLink.lineProduct'
            : problem.fault === 'variant'
              ? 'cartLink.lineVariant'
              : 'cartLink.lineQuantity',
          { line: problem.line, text: problem.text, max: CART_LINK_MAX_QUANTITY },
        )
      : t(`cartLink.${problem.kind}`, {
          count: problem.kind === 'tooManyLines' ? problem.count : 0,
          max: CART_LINK_MAX_LINES,
        })
  return (
    <section className="cart-link">
      <h1>{t('cartLink.problemTitle')}</h1>
      <p className="notice notice--error" role="alert">
        {why}
      </p>
      <p>
        {t('cartLink.format', {
          path: local(CART_LINK_PATH),
          example: `${origin}${local(CART_LINK_PATH)}?items=pagne-wax.rouge:2,sac-raphia`,
        })}
      </p>
      <p>
        <Link to="/categories" className="button">
          {t('search.explore')}
        </Link>
      </p>
    </section>
  )
}

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { clientAction, shouldRevalidate } from '~/sending/keep-form'
