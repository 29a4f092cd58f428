import { pageLoader, pageAction } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { withActionStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { CartView } from '~/cart/CartView'
import { cartPageAction, loadCartPage } from '~/cart/cart-page.server'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { rootMeta } from '~/root'
import { retryAfterHeaders } from '~/lib/page-headers'

/** One visitor's page: private (app/server/request/render.server.ts); Back after a checkout must work without JavaScript. */
export const headers = retryAfterHeaders

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['cart', 'share'] } satisfies StringsHandle

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  return [
    { title: `${translate('cart.title')} - ${rootMeta(matches)?.shop.name ?? ''}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export const loader = /* @__PURE__ */ pageLoader(handle, loadCartPage)

export const action = /* @__PURE__ */ pageAction(handle, cartPageAction)

function CartPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation()
  if (!data.ok)
    return (
      <p className="notice notice--error" role="alert">
        {t('cart.loadError')}
      </p>
    )
  return <CartView data={data} actionData={actionData ?? null} />
}

export const ErrorBoundary = GeneralErrorBoundary

export default withActionStrings(CartPage)

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { clientAction, shouldRevalidate } from '~/sending/keep-form'
