/**
 * The image path's answers to what Cloudflare's transformations can answer and Miniflare's local ones never do
 * (tests/integration/pictures.test.ts has the real pixels): a transformation refused with `cf-resized: err=…`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { servePicture } from './image-path.server'

const HOSTS = ['https://api.example.cm']
const URL_OF_CARD = 'https://shop.example.cm/img/card/320/api.example.cm/images/p/a.jpg'
const waitUntil = () => undefined

/** What the platform keeps: the original photo. */
const original = () => new Response('original JPEG bytes', { headers: { 'Content-Type': 'image/jpeg' } })

function request(url = URL_OF_CARD) {
  return new Request(url, { headers: { Accept: 'image/avif,image/webp,*/*' } })
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('servePicture', () => {
  it('asks Cloudflare for the layout’s width and quality in WebP, and answers it for a year', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('webp', { headers: { 'Content-Type': 'image/webp', 'cf-resized': 'internal=ok/- q=0' } }),
    )
    vi.stubGlobal('fetch', fetch)
    const answer = await servePicture(request(), HOSTS, waitUntil)
    expect(fetch).toHaveBeenCalledOnce()
    expect(fetch.mock.calls[0]).toMatchObject([
      'https://api.example.cm/images/p/a.jpg',
      { cf: { image: { width: 320, quality: 70, fit: 'scale-down', metadata: 'none', format: 'webp' } } },
    ])
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(await answer.text()).toBe('webp')
  })

  it('makes a Save-Data shopper’s pictures at a lower quality, kept apart from the others', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('webp', { headers: { 'Content-Type': 'image/webp', 'cf-resized': 'internal=ok/- q=0' } }),
    )
    vi.stubGlobal('fetch', fetch)
    const saveData = new Request(URL_OF_CARD, { headers: { Accept: 'image/webp', 'Save-Data': 'on' } })
    const answer = await servePicture(saveData, HOSTS, waitUntil)
    expect(fetch.mock.calls[0]).toMatchObject([expect.any(String), { cf: { image: { width: 320, quality: 45 } } }])
    expect(answer.headers.get('Vary')).toBe('Accept, Save-Data')
  })

  it('passes the original on when the transformation is refused (the free plan’s month used up: 9422)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fetch = vi.fn(async (_url: string, init?: { cf?: unknown }) =>
      init?.cf ? new Response('ERROR 9422', { status: 403, headers: { 'cf-resized': 'err=9422' } }) : original(),
    )
    vi.stubGlobal('fetch', fetch)
    const answer = await servePicture(request(), HOSTS, waitUntil)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('image/jpeg')
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=300')
    expect(await answer.text()).toBe('original JPEG bytes')
  })

  it('sends a picture the platform lacks or fails to its placeholder (a blog’s: one of the blog’s), and fetches nothing for a refused URL', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    for (const status of [404, 503]) {
      vi.stubGlobal('fetch', async () => new Response('no', { status }))
      const answer = await servePicture(request(), HOSTS, waitUntil)
      expect([answer.status, answer.headers.get('Location')]).toEqual([302, '/placeholder.svg'])
      const cover = await servePicture(
        request('https://shop.example.cm/img/cover/320/api.example.cm/images/blog/a.jpg'),
        HOSTS,
        waitUntil,
      )
      expect(cover.headers.get('Location')).toMatch(/^\/images\/blog-\d\.svg$/)
    }
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const refused = await servePicture(
      request('https://shop.example.cm/img/card/321/api.example.cm/a.jpg'),
      HOSTS,
      waitUntil,
    )
    expect(refused.status).toBe(404)
    expect(fetch).not.toHaveBeenCalled()
  })
})
