import { describe, expect, it } from 'vitest'
import { inertScripts } from '~/scripts-after-paint.server'

const SCRIPTS =
  '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/root-B.js"/>' +
  '<script nonce="abc+/=">window.__remixContext = {};</script>' +
  '<script nonce="abc+/=" type="module" async="">import * as route0 from "/build/root-B.js";</script>'
const INERT =
  '<link rel="x-modulepreload" href="/build/entry.client-A.js"/><link rel="x-modulepreload" href="/build/root-B.js"/>' +
  '<script nonce="abc+/=">window.__remixContext = {};</script>' +
  '<script nonce="abc+/=" type="x-module" async="">import * as route0 from "/build/root-B.js";</script>'

/** The document sent in pieces of `size` bytes, as a stream may cut it anywhere. */
async function through(html: string, size: number): Promise<string> {
  const bytes = new TextEncoder().encode(html)
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size))
      controller.close()
    },
  })
  return new Response(inertScripts(body)).text()
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
