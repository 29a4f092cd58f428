/**
 * A visitor's own parts of the layout, read from the session in one place: the root's loader puts them in its data
 * (app/layout/root-page.server.ts), and a page from the edge cache gets them filled in at the edge
 * (app/visitor/edge-fill.server.ts), with 'Vus récemment' from `recentSlugs`
 * (app/visitor/recently-viewed.server.ts). Everything else on a shared page is the same for every visitor.
 */
import { getLogin } from '~/account/login-session.server'
import { getCartCount } from '~/cart/cart-session.server'
import { takeNewsletterAnswer, type NewsletterAnswer } from '~/content/newsletter.server'
import { takeToast, type AppSession, type Toast } from '~/server/session.server'

/** The layout's personal parts, as the root's data carries them. */
export interface LayoutParts {
  /** Signed in: the header links to the account, named by the first name. */
  customer: { prenom: string | null } | null
  /** The header's cart count, kept in the session. */
  cartCount: number
  /** A message shown once (taken from the session: it must then be written back). */
  toast: Toast | null
  /** The footer newsletter's answer to a form posted without JavaScript, shown once (taken likewise). */
  newsletter: NewsletterAnswer | null
}

/** The layout's parts of the session's visitor: reading them uses up its messages shown once. */
export function layoutParts(session: AppSession): LayoutParts {
  const login = getLogin(session)
  return {
    customer: login ? { prenom: login.customer.prenom ?? null } : null,
    cartCount: getCartCount(session),
    toast: takeToast(session),
    newsletter: takeNewsletterAnswer(session),
  }
}
