import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { BROWSER_UA } from '../support/storefront'
import { demoStack } from '../support/stack'

const stack = demoStack()

const page = async (label: string, path = '/', headers: Record<string, string> = {}) => {
  const res = await stack.shop.fetch(label, path, { headers: { 'User-Agent': BROWSER_UA, ...headers } })
  return { res, html: await res.text() }
}

describe('demo shops', () => {
  it.each([
    ['demo', 'Boutique Démo', 'default', '/themes/default.css'],
    ['mode', 'Mode Akwa', 'clothing', '/themes/clothing.css'],
    ['nuit', 'Nuit Électronique', 'dark', '/themes/dark.css'],
    ['marche', 'Marché de Bonabéri', 'default', '/themes/default.css'],
  ])('%s renders with its name and theme', async (label, name, theme, stylesheet) => {
    const { res, html } = await page(label)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(html).toContain('<html lang="fr"')
    expect(html).toContain(`<title>${name}</title>`)
    expect(html).toContain(`data-theme="${theme}"`)
    expect(html).toContain(`<link rel="stylesheet" href="${stylesheet}"/>`)
    expect(html).toContain(`class="header header--${theme}"`)
  })

  it('shows a policy link in the footer only when the shop defines that policy', async () => {
    const demo = (await page('demo')).html
    const mode = (await page('mode')).html
    const marche = (await page('marche')).html
    for (const href of ['/policy/about', '/policy/refund', '/policy/return']) expect(demo).toContain(`href="${href}"`)
    expect(mode).toContain('href="/policy/about"')
    expect(mode).toContain('href="/policy/return"')
    expect(mode).not.toContain('href="/policy/refund"')
    expect(marche).not.toContain('/policy/')
    for (const href of ['/categories', '/blog', '/#faq-section', '/contact']) expect(marche).toContain(`href="${href}"`)
  })

  it('links the WhatsApp button to the shop phone with 237 prefixed when missing', async () => {
    expect((await page('demo')).html).toContain('href="https://wa.me/237690123456"')
    expect((await page('mode')).html).toContain('href="https://wa.me/237677889900"')
  })

  it('applies theme colours as CSS variables and drops unsafe values', async () => {
    const { html } = await page('marche')
    const style = html.match(/<style>(:root\{[^<]*\})<\/style>/)?.[1] ?? ''
    expect(style).toMatch(/--color-primary:#[0-9a-f]{6}/i)
    expect(style).not.toContain('display:none')
    expect(style).not.toContain('}body')
  })

  it('serves each shop its own web-app manifest', async () => {
    const res = await stack.shop.fetch('nuit', '/manifest.webmanifest')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/manifest+json')
    const manifest = (await res.json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: 'Nuit Électronique',
      short_name: 'Nuit Électro...',
      display: 'standalone',
      theme_color: '#714aff',
      background_color: '#ffffff',
      start_url: '/',
    })
    expect((manifest.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual(['192x192', '512x512'])
  })

  it('answers an unknown path with the 404 page inside the layout', async () => {
    const { res, html } = await page('demo', '/nulle-part')
    expect(res.status).toBe(404)
    expect(html).toContain(fr.notFound.message.replace(/'/g, '&#x27;'))
    expect(html).toContain('Boutique Démo')
  })

  it('shows the unauthorised screen with the server details for an inactive or unknown shop', async () => {
    for (const label of ['ferme', 'inconnue']) {
      const { res, html } = await page(label)
      expect(res.status).toBe(401)
      expect(html).toContain(`<title>${fr.failure.unauthorizedTitle}</title>`)
      expect(html).toContain(`<h1>${fr.failure.unauthorizedTitle}</h1>`)
      expect(html).toContain(fr.failure.unauthorizedMessage)
      expect(html.replace(/&#x27;/g, "'")).toContain(fr.failure.unauthorizedDefault)
      expect(html).toContain(fr.failure.unauthorizedHint.replace(/'/g, '&#x27;'))
      expect(html).toContain('HTTP 401')
      expect(html).not.toContain('class="header')
    }
  })

  it('counts a visit through the storefront without delaying the answer', async () => {
    const db = await stack.api.mf.getD1Database('DB')
    const count = async () =>
      (await db.prepare('SELECT visites FROM visits WHERE shop_id = 1').first<{ visites: number }>())?.visites ?? 0
    const before = await count()
    const res = await stack.shop.fetch('demo', '/visit', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'direction=increment',
    })
    expect(res.status).toBe(204)
    await expect.poll(count).toBe(before + 1)
    const bad = await stack.shop.fetch('demo', '/visit', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'direction=sideways',
    })
    expect(bad.status).toBe(400)
  })
})

describe('streaming and data saver', () => {
  it('sends pages with scripts carrying the CSP nonce, a fresh nonce per request', async () => {
    const first = await page('demo')
    const second = await page('demo')
    const nonceOf = (res: Response) => res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    const a = nonceOf(first.res)
    const b = nonceOf(second.res)
    expect(a).toBeTruthy()
    expect(a).not.toBe(b)
    const scripts = first.html.match(/<script[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${a}"`)
  })

  it('sends the module preloads and the module script inert, each in a template the starter opens after paint', async () => {
    const { html } = await page('demo')
    const wrapped = html.match(/<template data-after-paint>(.*?)<\/template>/gs) ?? []
    expect(wrapped.filter((tag) => tag.includes('<link rel="modulepreload"')).length).toBeGreaterThan(3)
    expect(wrapped.filter((tag) => tag.includes('<script') && tag.includes('type="module"'))).toHaveLength(1)
    // Nothing outside a template fetches or runs a module before the starter has run.
    const outside = html.replace(/<template data-after-paint>.*?<\/template>/gs, '')
    expect(outside).not.toContain('modulepreload')
    expect(outside).not.toContain('type="module"')
    expect(outside).toMatch(/<script nonce="[^"]+" src="\/scripts-after-paint\.js" async="" data-field-speed="1">/)
  })

  it('sends no script at all with Save-Data: on, and says the page varies on it', async () => {
    const { res, html } = await page('demo', '/', { 'Save-Data': 'on' })
    expect(res.status).toBe(200)
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toContain('modulepreload')
    expect(res.headers.get('vary')).toContain('Save-Data')
  })

  it('records the pixel page view as an image in data-saver mode, and allows analytics hosts only for shops with ids', async () => {
    const mode = await page('mode', '/', { 'Save-Data': 'on' })
    expect(mode.html).toContain('https://www.facebook.com/tr?id=123456789012345&amp;ev=PageView&amp;noscript=1')
    const modeCsp = (await page('mode')).res.headers.get('content-security-policy') ?? ''
    expect(modeCsp).toContain('https://www.googletagmanager.com')
    expect(modeCsp).toContain('https://connect.facebook.net')
    const demoCsp = (await page('demo')).res.headers.get('content-security-policy') ?? ''
    expect(demoCsp).not.toContain('googletagmanager')
    expect(demoCsp).not.toContain('facebook')
  })
})
