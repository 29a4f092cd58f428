import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { isPrefixLanguage } from '~/lib/languages'
import { pageLinks, type PageLinks } from '~/i18n/page-links.server'
import { pageStrings } from '~/i18n/text.server'
import type { Strings } from '~/i18n/translate'
import type { StringsHandle } from '~/i18n/use-translation'

/**
 * How a page's strings reach it (docs/decisions/052-english.md): a route names its parts in its `handle`
 * (`{ strings: ['blog'] }`), and its loader, made with `pageLoader(handle, …)`, returns them in the page's
 * language under `strings`, beside its data, also in the data of a 4xx it throws. Browsers get only their
 * language's strings, as data; `RouteStrings` (./use-translation.ts) gives them to the page's components.
 * Its data also carries the page's canonical and `hreflang` links (`pageLinks`, ./page-links.server.ts), which
 * the root's layout renders in the head.
 *
 * Both `pageLoader` and `pageAction` first check the route's language segment: `/xx/cart` answers 404 before
 * anything is asked of the platform (the root loader does the same for the whole page).
 *
 * A route writes `export const loader = /* @__PURE__ *\/ pageLoader(handle, load)`: the annotation tells the
 * bundler that the call has no side effect, so the browser's build of the route leaves it out with the
 * server modules it reaches. Without it, each of those modules stays in the page's first load as an empty
 * chunk of its own (about 0.1 KB gzip and one request each: 0.4 KB on the cart page).
 */

type ResponseData<D> = ReturnType<typeof data<D>>
type Carried = { strings: Strings[]; pageLinks?: PageLinks }

/** What a loader returns, with the page's strings (and links) added to its data (a Response is passed on as it is). */
type WithStrings<R> = R extends null | undefined
  ? Carried
  : R extends Response
    ? R
    : R extends ResponseData<infer D>
      ? ResponseData<D & Carried>
      : R extends object
        ? R & Carried
        : R

/** A 404 for a first path segment that is not a language: thrown before the route's own code runs. */
function requireRouteLanguage(params: LoaderFunctionArgs['params']): void {
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

/** The plain object data `value` carries, if any. */
function plainData(value: unknown): Record<string, unknown> | null {
  if (isResponseData(value)) return isPlainObject(value.data) ? value.data : null
  return isPlainObject(value) ? value : null
}

/** `value` with `carried` added to its data when it carries plain object data or none; anything else unchanged. */
function carrying<R>(value: R, carried: Carried): WithStrings<R> {
  if (value === null || value === undefined) return carried as WithStrings<R>
  const given = plainData(value)
  if (!given) return value as WithStrings<R>
  if (isResponseData(value)) return data({ ...given, ...carried }, value.init ?? undefined) as WithStrings<R>
  return { ...given, ...carried } as WithStrings<R>
}

/**
 * A route's loader that also returns the strings its `handle` names and the page's links (and checks its
 * language segment). A page reached at another address than its own names it in its data (`canonicalPath`).
 */
export function pageLoader<R = Record<never, never>>(
  handle: Partial<StringsHandle>,
  load?: (args: LoaderFunctionArgs) => R | Promise<R>,
): (args: LoaderFunctionArgs) => Promise<WithStrings<R>> {
  return async (args) => {
    requireRouteLanguage(args.params)
    const strings = pageStrings(args.context.language, handle.strings ?? [])
    let loaded: R
    try {
      loaded = load ? await load(args) : ({} as R)
    } catch (thrown) {
      throw carrying(thrown, { strings })
    }
    const own = plainData(loaded)?.canonicalPath
    const links = pageLinks(args.context.origin, new URL(args.request.url), typeof own === 'string' ? own : undefined)
    return carrying(loaded, { strings, pageLinks: links })
  }
}

/**
 * A route's action whose language segment is checked first, and whose answer carries the strings its `handle`
 * names when the browser posted it itself: a refused form (4xx) is rendered without the loaders' data.
 */
export function pageAction<R>(
  handle: Partial<StringsHandle>,
  act: (args: ActionFunctionArgs) => R | Promise<R>,
): (args: ActionFunctionArgs) => Promise<WithStrings<Awaited<R>>> {
  return async (args) => {
    requireRouteLanguage(args.params)
    const answer = await act(args)
    // A fetcher or a hydrated form (a `.data` request) keeps the page's strings it has.
    if (args.context.dataRequest) return answer as WithStrings<Awaited<R>>
    return carrying(answer, { strings: pageStrings(args.context.language, handle.strings ?? []) })
  }
}
