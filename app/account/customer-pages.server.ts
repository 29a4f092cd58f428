import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { isUpcomingSection } from '~/account/customer-sections'
import { loadCustomerOrder, loadCustomerOrders, notFound } from '~/account/customer-orders.server'
import { requireCustomer } from '~/account/login-session.server'
import { orderAgainAction } from '~/account/order-again.server'
import { localPath } from '~/lib/languages'

/** The customer area's layout (routes/($lang).customer.tsx): signed in only, with the first name it greets. */
export function loadCustomerArea({ request, context }: LoaderFunctionArgs) {
  const { customer } = requireCustomer(context, request)
  return { prenom: customer.prenom?.trim() || null }
}

/** /customer (routes/($lang).customer._index.tsx): the customer area opens on the orders. */
export function loadCustomerHome({ request, context }: LoaderFunctionArgs) {
  requireCustomer(context, request)
  return redirect(localPath(context.language, '/customer/orders'))
}

/**
 * /customer/:section (routes/($lang).customer.$section.tsx): settings, invoices, disputes and support have a
 * place in the menu and the titles but no page yet; any other name is the 404 page (the layout's boundary).
 */
export function loadCustomerSection({ request, context, params }: LoaderFunctionArgs) {
  requireCustomer(context, request)
  const section = params.section
  if (!isUpcomingSection(section)) throw notFound()
  return { section }
}

/** The customer's orders (routes/($lang).customer.orders._index.tsx). */
export function loadCustomerOrdersPage({ request, context }: LoaderFunctionArgs) {
  return loadCustomerOrders(context, request)
}

/**
 * One of the customer's orders (routes/($lang).customer.orders.$id.tsx). Another customer's order, or an unknown
 * one, is the 404 page (thrown to the layout's boundary).
 */
export function loadCustomerOrderPage({ request, context, params }: LoaderFunctionArgs) {
  return loadCustomerOrder(context, request, params.id)
}

/** 'Commander à nouveau' on an order's page: the order's lines still sold into the cart, then the cart. */
export function customerOrderAction({ request, context, params }: ActionFunctionArgs) {
  return orderAgainAction(context, request, params.id)
}
