import { describe, expect, it } from 'vitest'
import { inertScripts } from '~/server/scripts-after-paint.server'

const SCRIPTS =
  '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/root-B.js"/>' +
  '<script nonce="abc+/=">window.__remixContext = {};</script>' +
  '<script nonce="abc+/=" type="module" async="">import * as route0 from "/build/root-B.js";</script>'
const INERT =
  '<link rel="x-modulepreload" href="/build/entry.client-A.js"/><link rel="x-modulepreload" href="/build/root-B.js"/>' +
  '<script nonce="abc+/=">window.__remixContext = {};</script>' +
  '<script nonce="abc+/=" type="x-module" async="">import * as route0 from "/build/root-B.js";</script>'

/**
 * The document sent in pieces of `size` bytes, as a stream may cut it anywhere: all at once, or one piece per
 * turn of the event loop (as a slow upstream sends them). Resolves to the text out.
 */
async function pieces(html: string, size: number, { apart = false } = {}): Promise<string> {
  const bytes = new TextEncoder().encode(html)
  let at = 0
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (apart) await new Promise((resolve) => setTimeout(resolve, 0))
      do {
        controller.enqueue(bytes.slice(at, at + size))
        at += size
      } while (!apart && at < bytes.length)
      if (at >= bytes.length) controller.close()
    },
  })
  const out: Uint8Array[] = []
  const reader = inertScripts(body).getReader()
  for (let r = await reader.read(); !r.done; r = await reader.read()) out.push(r.value)
  const decoder = new TextDecoder()
  return out.map((piece) => decoder.decode(piece, { stream: true })).join('') + decoder.decode()
}

async function through(html: string, size: number): Promise<string> {
  const [together, apart] = await Promise.all([pieces(html, size), pieces(html, size, { apart: true })])
  expect(apart, 'one piece per turn').toBe(together)
  return together
}

describe('inertScripts', () => {
  const page = `<!DOCTYPE html><html><head><title>Épices « Penja »</title></head><body><main>Café 1 500 FCFA</main>${SCRIPTS}</body></html>`
  const expected = page.replace(SCRIPTS, INERT)

  it('makes the module preloads and the module script inert, however the stream is cut', async () => {
    for (const size of [1, 2, 3, 7, 16, 64, 4096]) expect(await through(page, size), `pieces of ${size}`).toBe(expected)
  })

  it('passes what follows the module script as it comes, streamed data and accents included', async () => {
    const streamed = `${page}<script>enqueue("Crème « karité » 4 500 FCFA")</script><!--$-->`
    const rewritten = streamed.replace(SCRIPTS, INERT)
    for (const size of [1, 3, 16, 4096]) expect(await through(streamed, size), `pieces of ${size}`).toBe(rewritten)
  })

  it('leaves everything else as it is, the same words in the page included', async () => {
    const text = '<p>rel="modulepreload" and type="module" as words</p><script type="application/ld+json">{}</script>'
    expect(await through(text, 5)).toBe(text)
  })
})
