import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { BROWSER_UA, startStorefront } from '../support/storefront'
import { fakeStack } from '../support/stack'

// The fake's slow answers take 10 s; every other answer comes well within 3 s, even on a busy machine.
const stack = fakeStack({ API_TIMEOUT_MS: '3000' })

const open = async (label: string, path = '/') => {
  const res = await stack.shop.fetch(label, path, { headers: { 'User-Agent': BROWSER_UA } })
  return { status: res.status, html: (await res.text()).replace(/&#x27;/g, "'") }
}
const title = (code: string) => fr.failure.title.replace('{{code}}', code)

describe('shop lookup failures', () => {
  it.each([
    ['forbidden', 403, title('403'), fr.failure.status403],
    ['missing', 404, title('404'), fr.failure.status404],
    ['broken', 502, title('500'), fr.failure.status500], // the platform's 500 is not ours: 502
    ['teapot', 502, title(fr.failure.unknownCode), fr.failure.statusOther],
    ['slow', 504, title(fr.failure.networkCode), fr.failure.network],
    ['garbled', 502, title(fr.failure.networkCode), fr.failure.network],
    ['wrongshape', 502, title(fr.failure.networkCode), fr.failure.network],
  ])('%s upstream gives status %i and its screen', async (label, status, heading, message) => {
    const { status: got, html } = await open(label)
    expect(got).toBe(status)
    expect(html).toContain(`<h1>${heading}</h1>`)
    expect(html).toContain(`<title>${heading}</title>`)
    expect(html).toContain(message)
    expect(html).toContain(fr.failure.hint)
    expect(html).toContain(`href="/"`) // 'Réessayer' reloads the page
  })

  it('gives the network screen with 503 when the API refuses the connection', async () => {
    const closed = await startStorefront({ apiUrl: 'http://127.0.0.1:9' })
    try {
      const res = await closed.fetch('demo', '/', { headers: { 'User-Agent': BROWSER_UA } })
      const html = await res.text()
      expect(res.status).toBe(503)
      expect(html).toContain(`<h1>${title(fr.failure.networkCode)}</h1>`)
      expect(html).toContain(fr.failure.network)
    } finally {
      await closed.dispose()
    }
  })

  it('never asks the API for a host whose first label is not a valid name', async () => {
    const res = await stack.shop.fetch('-bad-', '/', { headers: { 'User-Agent': BROWSER_UA } })
    expect(res.status).toBe(404)
    expect(stack.api.calls('-bad-')).toBe(0)
  })
})

describe('per-tenant cache of shop data', () => {
  it('serves repeat visits from the cache and never one shop’s data to another', async () => {
    const alpha1 = await open('alpha')
    const alpha2 = await open('alpha')
    const beta = await open('beta')
    expect(alpha1.html).toContain('<title>Boutique alpha</title>')
    expect(alpha2.html).toContain('<title>Boutique alpha</title>')
    expect(beta.html).toContain('<title>Boutique beta</title>')
    expect(beta.html).not.toContain('Boutique alpha')
    expect(stack.api.calls('alpha')).toBe(1)
    expect(stack.api.calls('beta')).toBe(1)
  })

  it('does not cache failures', async () => {
    await open('broken')
    const before = stack.api.calls('broken')
    await open('broken')
    expect(stack.api.calls('broken')).toBe(before + 1)
  })
})
