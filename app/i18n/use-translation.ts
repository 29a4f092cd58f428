import { useActionData, useMatches, useRouteError } from '@remix-run/react'
import { createContext, createElement, useContext, useRef, type ReactNode } from 'react'
import type { PageName } from '~/i18n/fr'
import type { Language } from '~/i18n/languages'
import { useLanguage } from '~/i18n/links'
import { translator, withPageStrings, type LayoutKey, type Strings, type Translate } from '~/i18n/translate'

/**
 * The interface's strings in components: `const { t } = useTranslation()`, with the catalogue's `{{name}}`
 * interpolation, as react-i18next offers it, without shipping i18next nor any catalogue to browsers
 * (docs/decisions/052-english.md): the root's data carries the layout's strings in the page's language, a
 * route's data the strings of the page's parts its `handle` names. A new language is a new catalogue on the
 * server; no component changes. Loaders and actions write with `textOf(context.language)` (text.server.ts).
 */
const TranslateContext = createContext<Translate>(translator({}) as Translate)

/** Given by the root's layout: the translate of the layout's strings, in the page's language. */
export function TranslateProvider({ value, children }: { value: Translate<LayoutKey>; children: ReactNode }) {
  return createElement(TranslateContext.Provider, { value: value as Translate }, children)
}

/** The page's strings (`t`) and its language (`language`, for `formatPrice` and `formatDate`). */
export function useTranslation(): { t: Translate; language: Language } {
  return { t: useContext(TranslateContext), language: useLanguage() }
}

/** What a route module's `handle` names: its page's parts (app/i18n/pages/*.ts), which its loader returns. */
export type StringsHandle = { strings: readonly PageName[] }

/** The strings a route's data carries (`pageLoader` of ./route-strings.server.ts), if any. */
export function stringsOf(data: unknown): Strings[] {
  const strings = (data as { strings?: unknown } | null | undefined)?.strings
  return Array.isArray(strings) ? (strings as Strings[]) : []
}

/** The page strings the matched routes' data carries, in route order (the root's are the layout's, apart). */
function usePageStrings(): Strings[] {
  return useMatches().flatMap((match) => (match.id === 'root' ? [] : stringsOf(match.data)))
}

/**
 * The translate of a `meta` function: the layout's strings (the root's data) and the pages' strings of the
 * matched routes' data.
 */
export function metaTranslate(matches: readonly { id: string; data: unknown }[], error?: unknown): Translate {
  const root = matches.find((m) => m.id === 'root')?.data as { strings?: Strings } | undefined
  const pages = [
    ...matches.flatMap((m) => (m.id === 'root' ? [] : stringsOf(m.data))),
    ...stringsOf((error as { data?: unknown } | undefined)?.data),
  ]
  return withPageStrings(translator<LayoutKey>(root?.strings ?? {}), pages)
}

/**
 * The page under it (the root's `<Outlet />`) reads the layout's strings and those its routes' data carries.
 * The server and the browser render it from the same route data, so a page shows the same text in both and
 * hydration matches.
 */
export function RouteStrings({ children, extra }: { children: ReactNode; extra?: Strings[] }) {
  const base = useContext(TranslateContext)
  const pages = [...usePageStrings(), ...(extra ?? [])]
  // One function while the same strings stay, so components reading it do not render again for it.
  const last = useRef<{ base: Translate; pages: Strings[]; t: Translate } | null>(null)
  const same =
    last.current?.base === base &&
    last.current.pages.length === pages.length &&
    last.current.pages.every((page, i) => page === pages[i])
  if (!same) last.current = { base, pages, t: withPageStrings(base as Translate<LayoutKey>, pages) }
  return createElement(TranslateContext.Provider, { value: last.current!.t }, children)
}

/**
 * Around a route's error boundary: the page's strings its loader threw with its 4xx (`pageLoader` adds them to
 * a thrown `data(…)`), since an errored route has no data for `RouteStrings` to read.
 */
export function withErrorStrings(Boundary: () => ReactNode): () => ReactNode {
  return function ErrorStrings() {
    const error = useRouteError() as { data?: unknown } | undefined
    return createElement(RouteStrings, { extra: stringsOf(error?.data), children: createElement(Boundary) })
  }
}

/**
 * Around a page with a form: the strings its action's answer carries (`pageAction`), which are all the page has
 * when a form posted without JavaScript was refused (no loader runs then).
 */
export function withActionStrings(Page: () => ReactNode): () => ReactNode {
  return function ActionStrings() {
    return createElement(RouteStrings, { extra: stringsOf(useActionData()), children: createElement(Page) })
  }
}
