import { readFileSync } from 'node:fs'
import { Response as MiniflareResponse } from 'miniflare'
import { pageCacheKey } from '../../app/server/edge-cache/pages.server'
import { STORED_AT } from '../../app/server/edge-cache/store.server'
import { SHARED_COOKIES } from '../../app/visitor/shared-cookies.server'
import { BROWSER_UA, type Storefront } from './storefront'

/** The version of the last build (`npm run build`), which every stored page's key names. */
export const BUILD_VERSION = readFileSync('build/version.txt', 'utf8').trim()

/**
 * The key under which a browser's anonymous French page of `path` is stored (generation 0: a shop never purged), by
 * this build or another one.
 */
export function storedPageKey(shop: Storefront, label: string, path: string, build = BUILD_VERSION): string {
  const url = new URL(`${shop.origin(label)}${path}`)
  const request = new Request(url, { headers: { 'User-Agent': BROWSER_UA } })
  const key = pageCacheKey({
    request,
    url,
    cookies: SHARED_COOKIES,
    generation: 0,
    build,
    language: 'fr',
    saveData: false,
    noScript: false,
  })
  if (!('key' in key)) throw new Error(`${path} is not a shared page`)
  return key.key
}

/**
 * Stores the kept page of `path` again as if it had been stored `seconds` ago (its stored-at note), its HTML
 * changed by `mark` (a comment that tells the old copy from a page rendered anew).
 */
export async function ageStoredPage(
  shop: Storefront,
  label: string,
  path: string,
  seconds: number,
  mark: (html: string) => string = (html) => html,
): Promise<void> {
  const key = storedPageKey(shop, label, path)
  const caches = await shop.mf.getCaches()
  const stored = await caches.default.match(key)
  if (!stored) throw new Error(`${path} is not stored`)
  const headers = {
    ...Object.fromEntries(stored.headers),
    [STORED_AT.toLowerCase()]: String(Date.now() - seconds * 1000),
  }
  await caches.default.put(key, new MiniflareResponse(mark(await stored.text()), { status: 200, headers }))
}
