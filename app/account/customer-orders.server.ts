import { data } from '@remix-run/cloudflare'
import { getCustomerOrder, getCustomerOrders, type CustomerOrder, type CustomerOrderDetail } from '~/api/account.server'
import { type Api, type ApiError, customerApi, platformFailure } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import type { RequestContext } from '~/server/load-context'
import { textOf } from '~/i18n/text.server'
import { loginRedirect, requireCustomer, loginToken } from '~/account/login-session.server'
import { forgetLogin } from '~/server/session.server'

/**
 * The customer area's calls to the platform, with the customer's token. The
 * answers are awaited, not streamed: the page's status must say whether they
 * came, and a refused token must still be able to redirect.
 */

/**
 * Our page's status when a call failed: the platform's refusal (4xx) as it is,
 * except 404 (this page exists; the platform lost its way), else a gateway
 * status: 504 timeout, 503 no connection, 502 a 5xx or an unexpected answer.
 */
function upstreamStatus(error: ApiError): number {
  return error.kind === 'status' && error.status === 404 ? 502 : faultStatus(error)
}

/**
 * Runs a call with the customer's token. A 401 means the platform no longer
 * accepts that token (expired or revoked): the visitor is signed out and sent
 * to /login, which brings them back to this page.
 */
export async function withCustomer<T>(context: RequestContext, request: Request, call: (api: Api) => Promise<T>) {
  requireCustomer(context, request)
  try {
    return { ok: true as const, data: await call(customerApi(context, loginToken(context.session))) }
  } catch (caught) {
    const error = platformFailure(caught)
    if (error.status === 401) {
      forgetLogin(context.session)
      throw loginRedirect(request)
    }
    return { ok: false as const, error }
  }
}

export async function loadCustomerOrders(context: RequestContext, request: Request) {
  const t = textOf(context.language)
  const result = await withCustomer(context, request, getCustomerOrders)
  if (result.ok) return { orders: result.data satisfies CustomerOrder[], error: null }
  return data(
    { orders: [] as CustomerOrder[], error: t('customer.ordersError') },
    { status: upstreamStatus(result.error) },
  )
}

/** One of the customer's orders; anyone else's (the platform answers 404) is our 404 page. */
export async function loadCustomerOrder(context: RequestContext, request: Request, orderId: string | undefined) {
  const t = textOf(context.language)
  requireCustomer(context, request)
  if (!orderId || !/^[\w-]{1,64}$/.test(orderId)) throw notFound()
  const result = await withCustomer(context, request, (api) => getCustomerOrder(api, orderId))
  // The 'Commander à nouveau' form's one-time key: sent twice, the form adds once
  // (app/account/order-again.server.ts).
  if (result.ok)
    return { order: result.data satisfies CustomerOrderDetail, error: null, orderAgainKey: crypto.randomUUID() }
  if (result.error.status === 404) throw notFound()
  return data(
    { order: null, error: t('order.loadError'), orderAgainKey: null },
    { status: upstreamStatus(result.error) },
  )
}

export function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' })
}
