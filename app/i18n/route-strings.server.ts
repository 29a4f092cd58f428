import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { pageStrings } from '~/i18n/catalogues.server'
import type { PageName } from '~/i18n/fr'
import { isPrefixLanguage } from '~/i18n/languages'
import type { Strings } from '~/i18n/translate'

/**
 * How a page's strings reach it (docs/decisions/052-english.md): a route names its parts in its `handle`
 * (`{ strings: ['blog'] }`), and its loader, made with `pageLoader(handle, …)`, returns them in the page's
 * language under `strings`, beside its data, also in the data of a 4xx it throws. Browsers get only their
 * language's strings, as data; `RouteStrings` (./use-translation.ts) gives them to the page's components.
 *
 * Both `pageLoader` and `pageAction` first check the route's language segment: `/xx/cart` answers 404 before
 * anything is asked of the platform (the root loader does the same for the whole page).
 */
export type StringsHandle = { strings: readonly PageName[] }

type ResponseData<D> = ReturnType<typeof data<D>>
type Carried = { strings: Strings[] }

/** What a loader returns, with the page's strings added to its data (a Response is passed on as it is). */
export type WithStrings<R> = R extends Response
  ? R
  : R extends ResponseData<infer D>
    ? ResponseData<D & Carried>
    : R extends object
      ? R & Carried
      : R

/** A 404 for a first path segment that is not a language: thrown before the route's own code runs. */
export function requireRouteLanguage(params: LoaderFunctionArgs['params']): void {
  if (params.lang !== undefined && !isPrefixLanguage(params.lang)) throw new Response(null, { status: 404 })
}

function isResponseData(value: unknown): value is ResponseData<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit' &&
    'data' in value
  )
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
}

/** `value` with `strings` added to its data when it carries plain object data; anything else unchanged. */
function carrying<R>(value: R, strings: Strings[]): WithStrings<R> {
  if (isResponseData(value) && isPlainObject(value.data))
    return data({ ...value.data, strings }, value.init ?? undefined) as WithStrings<R>
  if (isPlainObject(value)) return { ...value, strings } as WithStrings<R>
  return value as WithStrings<R>
}

/** A route's loader that also returns the strings its `handle` names (and checks its language segment). */
export function pageLoader<R = Record<never, never>>(
  handle: { strings?: readonly PageName[] },
  load?: (args: LoaderFunctionArgs) => R | Promise<R>,
): (args: LoaderFunctionArgs) => Promise<WithStrings<R>> {
  return async (args) => {
    requireRouteLanguage(args.params)
    const strings = pageStrings(args.context.language, handle.strings ?? [])
    try {
      return carrying(load ? await load(args) : ({} as R), strings)
    } catch (thrown) {
      throw carrying(thrown, strings)
    }
  }
}

/**
 * A route's action whose language segment is checked first, and whose answer carries the strings its `handle`
 * names when the browser posted it itself: a refused form (4xx) is rendered without the loaders' data.
 */
export function pageAction<R>(
  handle: { strings?: readonly PageName[] },
  act: (args: ActionFunctionArgs) => R | Promise<R>,
): (args: ActionFunctionArgs) => Promise<WithStrings<Awaited<R>>> {
  return async (args) => {
    requireRouteLanguage(args.params)
    const answer = await act(args)
    // A fetcher or a hydrated form (a `.data` request) keeps the page's strings it has.
    if (args.context.dataRequest) return answer as WithStrings<Awaited<R>>
    return carrying(answer, pageStrings(args.context.language, handle.strings ?? []))
  }
}
