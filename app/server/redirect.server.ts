import { localPath, withoutLanguage, type Language } from '~/lib/languages'

/**
 * Where a redirect built from a request's input (`redirectTo`, `to`, `path`) sends the browser: a path of this
 * shop, in `language` when one is given (any language prefix it has replaced by that language's), else as
 * written. Every redirect the storefront builds from input goes through here.
 *
 * The input is resolved with the URL parser against the shop's origin, as a browser resolves a `Location`
 * (`/\host`, `/.//\host`, `/..//host`, tabs and newlines are read for what they are), and the path is checked
 * again once its language prefix has changed: `/en//host` is a path of the shop, `//host` without its prefix is
 * another site. Whatever does not stay on the shop's origin gives `fallback`, a fixed local path.
 */
export function redirectTarget(
  input: FormDataEntryValue | string | null | undefined,
  origin: string,
  { language, fallback = '/' }: { language?: Language; fallback?: string } = {},
): string {
  const path = shopPath(input, origin)
  const inLanguage = path !== null && language ? localPath(language, withoutLanguage(path)) : path
  return shopPath(inLanguage, origin) ?? (language ? localPath(language, fallback) : fallback)
}

/**
 * `input` as a path, query and hash of `origin` (normalised by the URL parser, no empty segment), or null when it is not a path
 * (`//host` and `/\host` name a host, even this shop's) or leaves the origin.
 */
function shopPath(input: FormDataEntryValue | string | null | undefined, origin: string): string | null {
  if (typeof input !== 'string' || !/^\/(?![/\\])/.test(input) || /[\u0000-\u001f\u007f]/.test(input)) return null
  let url: URL
  try {
    url = new URL(input, origin)
  } catch {
    return null
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return null
  // An empty segment names no page, and the router would warn on it: `/en//x` is `/en/x`.
  return `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}${url.hash}`
}
