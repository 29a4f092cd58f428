/**
 * What the session cookie remembers of checkouts: where the last ones ended, the orders placed from this
 * browser (only those are shown on the confirmation pages), and the last card payment that failed.
 */
import type { AppSession, SessionData } from '~/server/session.server'
import type { CheckoutField } from './checkout-forms.server'

type CheckoutOutcome = SessionData['checkouts'][number]
type PlacedOrder = SessionData['failedPayment']

const REMEMBERED_CHECKOUTS = 3

export function findCheckout(session: AppSession, key: string): CheckoutOutcome | null {
  return (session.get('checkouts') ?? []).find((c) => c.key === key) ?? null
}

/** A checkout that ended (an order placed): where it ended is kept, its draft forgotten. */
export function rememberCheckout(session: AppSession, outcome: CheckoutOutcome): void {
  const others = (session.get('checkouts') ?? []).filter((c) => c.key !== outcome.key)
  session.set('checkouts', [outcome, ...others].slice(0, REMEMBERED_CHECKOUTS))
  session.unset('checkoutDraft')
}

type Draft = Partial<Record<CheckoutField, string>>
/** The lists' choices, which a browser cannot give back by itself: their options came with the page. */
const CHOICES = ['selectedCountry', 'selectedCity', 'selectedZone', 'selectedPaymentMethod'] as const
/** The cookie holds the whole draft up to this length (its JSON), else the choices alone: the cookie stays small. */
const DRAFT_MAX_CHARS = 1_000

/**
 * The checkout as it was sent, each 'Mettre à jour' and each refused send: the cart page renders it again, so that
 * a shopper without JavaScript whose next send met no network finds, going Back, the form whole, the lists and
 * their choices included. Text fields the browser gives back by itself are kept while the draft is short.
 */
export function keepCheckoutDraft(session: AppSession, values: Draft): void {
  const choices: Draft = {}
  for (const name of CHOICES) if (values[name]) choices[name] = values[name]
  session.set(
    'checkoutDraft',
    JSON.stringify(values).length <= DRAFT_MAX_CHARS ? { choices, typed: values } : { choices },
  )
}

export function checkoutDraft(session: AppSession): Draft | null {
  const draft = session.get('checkoutDraft')
  return draft ? ({ ...draft.typed, ...draft.choices } as Draft) : null
}

const REMEMBERED_ORDERS = 10

export function rememberOrder(session: AppSession, order: PlacedOrder): void {
  const others = (session.get('orders') ?? []).filter((o) => o.id !== order.id)
  session.set('orders', [order, ...others].slice(0, REMEMBERED_ORDERS))
}

export function findOrder(session: AppSession, match: { id?: string; numCommande?: string }): PlacedOrder | null {
  return (
    (session.get('orders') ?? []).find((o) => (match.id ? o.id === match.id : o.numCommande === match.numCommande)) ??
    null
  )
}

export function latestOrder(session: AppSession): PlacedOrder | null {
  return session.get('orders')?.[0] ?? null
}

export function getFailedPayment(session: AppSession): PlacedOrder | null {
  return session.get('failedPayment') ?? null
}

export function setFailedPayment(session: AppSession, order: PlacedOrder | null): void {
  if (order) session.set('failedPayment', order)
  else session.unset('failedPayment')
}

export function setPaymentError(session: AppSession, message: string): void {
  session.flash('paymentError', message)
}

export function takePaymentError(session: AppSession): string | null {
  return session.get('paymentError') ?? null
}
