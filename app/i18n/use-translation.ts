import { useActionData, useMatches, useRouteError } from '@remix-run/react'
import { createContext, createElement, useContext, useMemo, useRef, type ReactNode } from 'react'
import type { PageName } from '~/i18n/fr'
import type { Language } from '~/lib/languages'
import { useLanguage } from '~/i18n/links'
import { translator, type Strings, type Translate } from '~/i18n/translate'

/**
 * The interface's strings in components: `const { t } = useTranslation()`, with the catalogue's `{{name}}`
 * placeholders, without shipping i18next nor any catalogue to browsers (docs/decisions/052-english.md): the
 * root's data carries the layout's strings in the page's language, a route's data the strings of the page's
 * parts its `handle` names. A `meta` function, which cannot call a hook, reads the same strings with
 * `metaTranslate(matches)`. A new language is a new catalogue on the server; no component changes. Server code
 * writes with `textOf(context.language)` (./text.server.ts).
 */

/** The strings a part of the page reads, in the order they are looked up, and their translate. */
interface Given {
  parts: readonly Strings[]
  t: Translate
}

const given = (parts: readonly Strings[]): Given => ({ parts, t: translator(parts) })

const TranslateContext = createContext<Given>(given([]))

/** Given by the root's layout: the layout's strings, in the page's language. */
export function TranslateProvider({ strings, children }: { strings: Strings | undefined; children: ReactNode }) {
  const value = useMemo(() => given(strings ? [strings] : []), [strings])
  return createElement(TranslateContext.Provider, { value }, children)
}

/**
 * The page's strings (`t`) and its language (`language`, for `formatPrice` and `formatDate`). `extra`: strings
 * that came with something else than a route's data (the search suggestions' answer), read first.
 */
export function useTranslation(extra?: Strings): { t: Translate; language: Language } {
  const { parts, t } = useContext(TranslateContext)
  const language = useLanguage()
  const read = useMemo(() => (extra ? translator([extra, ...parts]) : t), [extra, parts, t])
  return { t: read, language }
}

/** What a route module's `handle` names: its page's parts (app/i18n/fr/pages/*.ts), which its loader returns. */
export type StringsHandle = { strings: readonly PageName[] }

/** The page strings some data carries (a route's data, `pageLoader` of ./route-strings.server.ts), if any. */
function stringsOf(data: unknown): Strings[] {
  const strings = (data as { strings?: unknown } | null | undefined)?.strings
  return Array.isArray(strings) ? (strings as Strings[]) : []
}

/** The page strings the matched routes' data carries, in route order (the root's are the layout's, apart). */
function usePageStrings(): Strings[] {
  return useMatches().flatMap((match) => (match.id === 'root' ? [] : stringsOf(match.data)))
}

/**
 * The translate of a `meta` function: the layout's strings (the root's data) and the pages' strings of the
 * matched routes' data and of the error, if any. A failed root carries the layout's strings in its error's data
 * (app/layout/root-page.server.ts), a failed route its page's.
 */
export function metaTranslate(matches: readonly { id: string; data: unknown }[], error?: unknown): Translate {
  const root = matches.find((m) => m.id === 'root')?.data as { strings?: Strings } | undefined
  const carried = (error as { data?: { strings?: unknown } } | null | undefined)?.data
  const failedRoot = carried?.strings
  const layout =
    root?.strings ??
    (typeof failedRoot === 'object' && failedRoot !== null && !Array.isArray(failedRoot)
      ? (failedRoot as Strings)
      : undefined)
  const pages = [...matches.flatMap((m) => (m.id === 'root' ? [] : stringsOf(m.data))), ...stringsOf(carried)]
  return translator(layout ? [...pages, layout] : pages)
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
  const last = useRef<{ base: Given; pages: Strings[]; value: Given } | null>(null)
  const same =
    last.current?.base === base &&
    last.current.pages.length === pages.length &&
    last.current.pages.every((page, i) => page === pages[i])
  if (!same) last.current = { base, pages, value: pages.length ? given([...pages, ...base.parts]) : base }
  return createElement(TranslateContext.Provider, { value: last.current!.value }, children)
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
