import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { requireCustomer } from '~/server/session.server'

/** The customer area opens on the orders. */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireCustomer(context, request)
  return redirect('/customer/orders')
}
