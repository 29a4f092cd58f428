import type { RootData } from '~/layout/root-data'

/**
 * A page from the edge cache is rendered for nobody: its root data names no customer, no cart, no message. The
 * edge fills the visitor's own parts into its HTML (app/visitor/edge-fill.server.ts) at the places this feature's
 * components mark with `data-part`, and writes the parts, as the root data has them, as JSON in the attribute
 * `<html data-visitor>`. An attribute rather than a script: its reading costs the browser's bundle the least.
 */

/** The places of a page the edge fills: each marked by the component that draws it. */
export type PartPlace =
  'cart-count' | 'cart-label' | 'account' | 'account-name' | 'toast' | 'newsletter' | 'newsletter-email' | 'recent'

declare module 'react' {
  /** The marker of a place, written as `data-part="cart-count"`: a place the edge does not know is a type error. */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's own, whose parameter it must repeat
  interface HTMLAttributes<T> {
    'data-part'?: PartPlace
  }
}

let hydration: [root: RootData, parts: RootData] | undefined

/**
 * The root's data with the visitor's parts of the page: while it is the data the page was hydrated with, those
 * the edge filled in (the first render then shows exactly what the HTML shows); once the root's data has been
 * asked for again (after a form; `.data` answers are never cached), that data's own.
 */
export function withVisitorParts(root: RootData): RootData {
  if (typeof document === 'undefined') return root
  hydration ??= [root, { ...root, ...JSON.parse(document.documentElement.dataset.visitor || '{}') }]
  return hydration[0] === root ? hydration[1] : root
}
