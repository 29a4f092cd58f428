/**
 * The shop's image path, /img/{layout}/{width}/{host}/{path}: a picture of the platform, made the width the layout
 * draws it at, in WebP where the browser accepts it (its original format otherwise), at a lower quality for
 * Save-Data, oriented and without its metadata, by Cloudflare's image transformations (`fetch` with `cf.image`;
 * Miniflare runs them locally with sharp).
 * Only the platform's image hosts and the layouts' widths are served (app/lib/images.ts), so it is no open proxy and
 * no way to multiply transformations. What it made is kept at the edge for a year: a URL always names one picture.
 * docs/decisions/065-the-shops-image-path.md says why WebP and not AVIF.
 */
import { placeholderFor } from '~/content/blog'
import { IMAGE_LAYOUTS, readPictureUrl } from '~/lib/images'
import { PLACEHOLDER_IMAGE } from './Picture'
import { SERVER_SET_LAYOUTS } from './server-set.server'
import { CacheStrategy, edgeCache, FRESHNESS_NOTE, keepCopy, readCopy } from '~/server/edge-cache/store.server'
import { asksSaveData } from '~/server/document.server'

/** Every layout the image path makes pictures for: those the pages draw and those the server sets. */
const LAYOUTS = { ...IMAGE_LAYOUTS, ...SERVER_SET_LAYOUTS }

/**
 * The quality of each layout's pictures (1–100): lower where a picture is large and seen whole (banners, covers), higher
 * where a small one must stay sharp (the logo).
 */
const QUALITY: Record<keyof typeof LAYOUTS, number> = {
  card: 70,
  collection: 70,
  carousel: 70,
  product: 70,
  thumbnail: 70,
  sidebar: 70,
  hero: 65,
  popup: 65,
  cover: 65,
  article: 65,
  logo: 80,
  // Drawn blurred, 16 pixels wide: about 100 bytes.
  preview: 40,
}

/**
 * How much lower the quality is for a shopper who asks for less data (`Save-Data: on`): about 40 % fewer bytes for
 * a picture that stays clear at the phone's size (the data-saver page also draws it half as wide, as-sent.server.ts).
 */
const SAVE_DATA_QUALITY_DROP = 25

/** The layouts whose failed pictures get one of the blog's placeholders, chosen by their URL (others the shop's). */
const BLOG_LAYOUTS = new Set(['cover', 'article', 'sidebar'])

/** How long one transformation may take, the original's download included. */
const TRANSFORM_TIMEOUT_MS = 20_000
/** A picture made, for browsers: a URL always names the same picture. */
const MADE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** An original passed on as it is (no transformations) or a failure: kept a short while, then asked for again. */
const SHORT_CACHE_CONTROL = 'public, max-age=300'

/** Whether this isolate already said that a picture came back untransformed (one log line, not one a picture). */
let toldUntransformed = false

type WaitUntil = (promise: Promise<unknown>) => void

/** The answer to GET /img/…, for a deployment whose platform keeps its pictures on `hosts` (origins). */
export async function servePicture(
  request: Request,
  hosts: readonly string[],
  waitUntil: WaitUntil,
): Promise<Response> {
  const url = new URL(request.url)
  const picture = readPictureUrl(url.pathname, url.search, hosts, LAYOUTS)
  if (!picture || (request.method !== 'GET' && request.method !== 'HEAD'))
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': SHORT_CACHE_CONTROL } })
  const format = accepts(request, 'image/webp') ? 'webp' : undefined
  const saveData = asksSaveData(request)
  const key = `${url.origin}${url.pathname}?as=${format ?? 'original'}${saveData ? '-lite' : ''}&${url.search.slice(1)}`
  const cache = edgeCache()
  const copy = cache ? await readCopy(cache, key, CacheStrategy.picture, 0) : null
  if (copy?.freshness === 'fresh') return forBrowser(copy.response, MADE_CACHE_CONTROL)

  const image = {
    width: picture.width,
    fit: 'scale-down',
    quality: QUALITY[picture.layout as keyof typeof LAYOUTS] - (saveData ? SAVE_DATA_QUALITY_DROP : 0),
    metadata: 'none',
    format,
  } as const
  let made = await download(picture.source, { image })
  // The transformation failed and not the picture (Cloudflare's `cf-resized: err=…`: the free plan's 5,000
  // transformations of the month used up, a file it cannot read): the picture as the platform keeps it.
  if (made && !made.ok && /\berr=/.test(made.headers.get('cf-resized') ?? '')) {
    await made.body?.cancel()
    made = await download(picture.source)
  }
  // A picture the platform does not have, or could not send: its placeholder instead, in every browser (with or
  // without scripts, whether or not it draws a failed picture's pseudo-elements), and no broken picture in the page.
  if (!made?.ok || !made.body) {
    await made?.body?.cancel()
    if (made) console.log(`image path: ${picture.source}: ${made.status}`)
    const placeholder = BLOG_LAYOUTS.has(picture.layout) ? placeholderFor(picture.source) : PLACEHOLDER_IMAGE
    return new Response(null, {
      status: 302,
      headers: { Location: placeholder, 'Cache-Control': SHORT_CACHE_CONTROL },
    })
  }
  // Untransformed: the zone has no image transformations (every picture then comes back so), or this file could not
  // be read (a truncated upload: the browser draws what it can of it). Either way the original is passed on.
  if (!/\bok\b/.test(made.headers.get('cf-resized') ?? '')) {
    if (!toldUntransformed)
      console.warn(
        `image path: ${picture.source} came back untransformed and is served as the platform keeps it. If every ` +
          'picture does, this zone has no image transformations (README, "Pictures").',
      )
    toldUntransformed = true
    return forBrowser(made, SHORT_CACHE_CONTROL)
  }
  const answer = forBrowser(made, MADE_CACHE_CONTROL)
  if (!cache) return answer
  const [body, kept] = answer.body ? answer.body.tee() : [null, null]
  waitUntil(keepCopy(cache, key, new Response(kept, answer), CacheStrategy.picture))
  return new Response(body, answer)
}

/** The picture at `source`, made with `cf`'s options; null when it could not be fetched in time. */
async function download(source: string, cf?: RequestInitCfProperties): Promise<Response | null> {
  return fetch(source, { cf, signal: AbortSignal.timeout(TRANSFORM_TIMEOUT_MS) }).catch((error: unknown) => {
    console.log(`image path: ${source}: ${String(error)}`)
    return null
  })
}

/**
 * A picture's answer to the browser: its type and length, the policy given, and `Vary: Accept, Save-Data` (WebP or
 * not, lower quality or not).
 */
function forBrowser(response: Response, cacheControl: string): Response {
  const headers = new Headers()
  for (const name of ['Content-Type', 'Content-Length'])
    if (response.headers.has(name)) headers.set(name, response.headers.get(name) ?? '')
  headers.set('Cache-Control', cacheControl)
  headers.set('Vary', 'Accept, Save-Data')
  for (const name of FRESHNESS_NOTE) headers.delete(name)
  return new Response(response.body, { status: 200, headers })
}

function accepts(request: Request, type: string): boolean {
  return (request.headers.get('Accept') ?? '').toLowerCase().includes(type)
}
