/** What the session cookie remembers of the cart: its id, its count for the header, its promo code. */
import type { AppSession, SessionData } from '~/server/session.server'

export function getCartId(session: AppSession): string | null {
  return session.get('cartId') ?? null
}

export function setCartId(session: AppSession, cartId: string | null): void {
  if (cartId) session.set('cartId', cartId)
  else session.unset('cartId')
}

export function getCartCount(session: AppSession): number {
  return session.get('cartCount') ?? 0
}

export function setCartCount(session: AppSession, count: number): void {
  if (count > 0) session.set('cartCount', count)
  else session.unset('cartCount')
}

/** Forgets the cart: its id, its count and its promo code. */
export function clearCart(session: AppSession): void {
  session.unset('cartId')
  session.unset('cartCount')
  session.unset('promo')
}

export function getPromo(session: AppSession): SessionData['promo'] | null {
  return session.get('promo') ?? null
}

export function setPromo(session: AppSession, promo: SessionData['promo'] | null): void {
  if (promo) session.set('promo', promo)
  else session.unset('promo')
}

export function setCartNotice(session: AppSession, notice: string): void {
  session.flash('cartNotice', notice)
}

export function takeCartNotice(session: AppSession): string | null {
  return session.get('cartNotice') ?? null
}
