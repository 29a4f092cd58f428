/**
 * What the offline service worker needs from the storefront: the offline page of each shop, in its look
 * and without script; pages that allow the worker; and Pages serving /service-worker.js itself,
 * revalidated at every visit so updates are seen.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { frOfflinePage as offlinePage } from '../../app/i18n/fr/offline'
import { BROWSER_UA } from '../support/storefront'
import { demoStack } from '../support/stack'

const stack = demoStack()

const decoded = (html: string) => html.replace(/&#39;/g, "'").replace(/&amp;/g, '&')

describe('offline page', () => {
  it('is the shop’s own: its name, theme and colours, in French, with no script', async () => {
    const res = await stack.shop.fetch('nuit', '/offline', { headers: { 'User-Agent': BROWSER_UA } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('text/html')
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
    const html = decoded(await res.text())
    expect(html).toContain('data-theme="dark"')
    expect(html).toContain('<link rel="stylesheet" href="/themes/dark.css">')
    expect(html).toMatch(/<link rel="stylesheet" href="\/build\/_assets\/app-[\w-]+\.css">/)
    expect(html).toContain('Nuit Électronique')
    for (const text of [offlinePage.title, offlinePage.text, offlinePage.hint, offlinePage.retry, offlinePage.home])
      expect(html).toContain(text)
    expect(html).not.toContain('<script')
  })

  it('differs per shop', async () => {
    const demo = decoded(await (await stack.shop.fetch('demo', '/offline')).text())
    expect(demo).toContain('Boutique Démo')
    expect(demo).toContain('href="/themes/default.css"')
    expect(demo).not.toContain('Nuit Électronique')
  })
})

describe('service worker', () => {
  it('may be registered by the pages (their CSP allows a worker of this origin)', async () => {
    const res = await stack.shop.fetch('demo', '/', { headers: { 'User-Agent': BROWSER_UA } })
    expect(res.headers.get('Content-Security-Policy')).toContain("worker-src 'self'")
  })

  it('is a static file that Pages serves with no-cache, so every visit checks for a new version', () => {
    const routes = JSON.parse(readFileSync('public/_routes.json', 'utf8')) as { exclude: string[] }
    expect(routes.exclude).toContain('/service-worker.js')
    const headers = readFileSync('public/_headers', 'utf8')
    expect(headers).toMatch(/^\/service-worker\.js\n(?: {2}.+\n)*? {2}Cache-Control: no-cache\n/m)
    expect(readFileSync('public/service-worker.js', 'utf8')).toMatch(/addEventListener\(["']fetch["']/)
  })
})
