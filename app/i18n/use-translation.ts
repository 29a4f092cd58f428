import { useMatches } from '@remix-run/react'
import { createContext, createElement, useContext, useRef, type ReactNode } from 'react'
import { translate, withPageStrings, type LayoutKey, type PageStrings, type Translate } from '~/i18n/translate'

/**
 * The interface's strings in components: `const { t } = useTranslation()`, with the
 * catalogue's `{{name}}` interpolation, as react-i18next offers it, but without shipping
 * i18next to browsers (about 15 KB gzip on every page). The entries provide the
 * language's translate function; a second language is a second catalogue given here,
 * no component changes. Loaders and actions read the same catalogue with `translate` (app/i18n/text.server.ts).
 */
const TranslateContext = createContext<Translate>(translate as Translate)

/** Given by the entries: the translate of the layout's strings, in the request's language. */
export function TranslateProvider({ value, children }: { value: Translate<LayoutKey>; children: ReactNode }) {
  return createElement(TranslateContext.Provider, { value: value as Translate }, children)
}

export function useTranslation(): { t: Translate } {
  return { t: useContext(TranslateContext) }
}

/** What a route module's `handle` may name: the page's strings (app/i18n/pages/*.ts). */
export type StringsHandle = { strings: readonly PageStrings[] }

/** The page strings the matched routes name in their `handle`, in route order. */
function usePageStrings(): PageStrings[] {
  return useMatches().flatMap((match) => (match.handle as Partial<StringsHandle> | undefined)?.strings ?? [])
}

/**
 * The page under it (the root's `<Outlet />`) reads the layout's strings and those its routes name
 * in `handle = { strings: [...] }`. The server and the browser render it from the same matched
 * routes, so a page shows the same text in both and hydration matches; a route's strings travel
 * in the route's chunk (a route module `handle` export is kept in the browser build).
 */
export function RouteStrings({ children }: { children: ReactNode }) {
  const base = useContext(TranslateContext)
  const pages = usePageStrings()
  // One function while the same routes stay matched, so components reading it do not render again for it.
  const last = useRef<{ base: Translate; pages: PageStrings[]; t: Translate } | null>(null)
  const same =
    last.current?.base === base &&
    last.current.pages.length === pages.length &&
    last.current.pages.every((page, i) => page === pages[i])
  if (!same) last.current = { base, pages, t: withPageStrings(base, pages) as Translate }
  return createElement(TranslateContext.Provider, { value: last.current!.t }, children)
}
