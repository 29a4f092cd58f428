import { describe, expect, it, vi } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { FAKE_POPUP, FAKE_PROMO_TEXTS } from '../support/fake-api'
import { cookiesBesidesVisitor, Shopper } from '../support/shopper'
import { fakeStack } from '../support/stack'
import { BROWSER_UA } from '../support/storefront'

const stack = fakeStack()

const POPUP = '/api/v2/popup'
const dialogOf = (html: string) => html.match(/<dialog[\s\S]*?<\/dialog>/)?.[0] ?? null

describe('pop-up', () => {
  it('is in the first HTML as an open dialog with a close form, once a day per browser', async () => {
    const shopper = new Shopper(stack.shop, 'promo')
    const first = await shopper.get('/')
    const dialog = dialogOf(first.html)
    expect(dialog).toMatch(/^<dialog open="" class="popup" aria-labelledby="popup-title">/)
    expect(dialog).toContain(`<h2 id="popup-title" class="popup__title">${FAKE_POPUP.titre}</h2>`)
    expect(dialog).toContain(FAKE_POPUP.contenu)
    expect(dialog).toContain(`<a class="button popup__link" href="/categories">${FAKE_POPUP.texte_lien}</a>`)
    expect(dialog).toMatch(/<form method="dialog"[^>]*><button type="submit" class="popup__close" aria-label="Fermer">/)
    // Before the header: the first thing the keyboard reaches.
    expect(first.html.indexOf('<dialog')).toBeLessThan(first.html.indexOf('<header'))
    const cookie = first.res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/__popup=s; Path=\/; Max-Age=86400; SameSite=Lax; HttpOnly/)
    expect(cookie).not.toMatch(/Domain=/i)

    const asked = stack.api.calls('promo', POPUP)
    for (const path of ['/', '/categories', '/contact']) expect(dialogOf((await shopper.get(path)).html)).toBeNull()
    expect(stack.api.calls('promo', POPUP)).toBe(asked)
  })

  it('is shown to each new visitor, from the per-shop cache', async () => {
    await new Shopper(stack.shop, 'promo').get('/')
    const asked = stack.api.calls('promo', POPUP)
    expect(dialogOf((await new Shopper(stack.shop, 'promo').get('/')).html)).not.toBeNull()
    expect(stack.api.calls('promo', POPUP)).toBe(asked)
  })

  it('shows nothing and sets no cookie for a shop without one (404), asked once for every visitor', async () => {
    const first = await new Shopper(stack.shop, 'sanspopup').get('/')
    expect(first.status).toBe(200)
    expect(dialogOf(first.html)).toBeNull()
    expect(cookiesBesidesVisitor(first.res)).toEqual([])
    await new Shopper(stack.shop, 'sanspopup').get('/categories')
    expect(stack.api.calls('sanspopup', POPUP)).toBe(1)
  })

  it('shows nothing when the platform fails, logs it, and asks again on the next page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const shopper = new Shopper(stack.shop, 'popupbroken')
    const first = await shopper.get('/')
    expect(first.status).toBe(200)
    expect(dialogOf(first.html)).toBeNull()
    expect(first.res.headers.get('set-cookie') ?? '').not.toMatch(/__popup/)
    await shopper.get('/')
    expect(stack.api.calls('popupbroken', POPUP)).toBe(2)
    const popupLogs = () => logged.mock.calls.filter((args) => String(args[0]).startsWith('pop-up: '))
    await vi.waitFor(() => expect(popupLogs()).toHaveLength(2))
  })

  it('is shown again to a browser without scripts, which left the streamed page carrying it for /no-js', async () => {
    const streamed = await new Shopper(stack.shop, 'promo').get('/')
    expect(dialogOf(streamed.html)).not.toBeNull()
    expect(streamed.res.headers.get('set-cookie')).toMatch(/^__popup=s;/)
    const res = await stack.shop.fetch('promo', '/no-js?to=%2F', { headers: { Cookie: '__popup=s' } })
    expect(res.status).toBe(303)
    expect(res.headers.get('set-cookie')).toMatch(/__popup=; Path=\/; Max-Age=0; SameSite=Lax; HttpOnly/)
    const whole = await stack.shop.fetch('promo', '/', { headers: { Cookie: '__nojs=1', 'User-Agent': BROWSER_UA } })
    expect(dialogOf(await whole.text())).not.toBeNull()
    expect(whole.headers.get('set-cookie')).toMatch(/^__popup=1;/)
    // Seen in a whole document: /no-js keeps it.
    const again = await stack.shop.fetch('promo', '/no-js?to=%2F', { headers: { Cookie: '__popup=1' } })
    expect(again.headers.get('set-cookie') ?? '').not.toContain('__popup')
  })

  it('comes with no script on data-saver pages', async () => {
    const res = await stack.shop.fetch('promo', '/', { headers: { 'User-Agent': BROWSER_UA, 'Save-Data': 'on' } })
    const html = await res.text()
    expect(dialogOf(html)).not.toBeNull()
    expect(html).not.toContain('<script')
  })
})

describe('announcement bar', () => {
  it('shows the promotional texts above the header, in the first HTML', async () => {
    const { html } = await new Shopper(stack.shop, 'promo').get('/')
    const bar = html.match(/<aside class="announcements"[\s\S]*?<\/aside>/)?.[0] ?? ''
    expect(bar).toContain(`aria-label="${fr.announcement.label}"`)
    expect(bar).toContain(`<li><a href="/categories">${FAKE_PROMO_TEXTS[0]!.texte}</a></li>`)
    expect(bar).toContain(`<li>${FAKE_PROMO_TEXTS[1]!.texte}</li>`)
    expect(html.indexOf('class="announcements"')).toBeLessThan(html.indexOf('<header'))
  })

  it.each(['sanstexte', 'textsbroken'])('is absent when there are no texts or they fail (%s)', async (label) => {
    const { status, html } = await new Shopper(stack.shop, label).get('/')
    expect(status).toBe(200)
    expect(html).not.toContain('class="announcements"')
  })
})
