import type { RootData } from '~/layout/root-data'

/**
 * A page from the edge cache is rendered for nobody: its root data names no customer, no cart, no message. The
 * edge fills the visitor's own parts into its HTML and writes them, as the root data has them, as JSON in the
 * attribute `<html data-visitor>` (app/visitor/edge-fill.server.ts, whose `FILLED` names the elements it
 * fills). An attribute rather than a script: its reading costs the browser's bundle the least.
 */

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
