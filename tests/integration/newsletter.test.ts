import { CONTACT_LIMITS } from '../../app/content/contact-fields'
import { markup } from '../support/markup'
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { Shopper } from '../support/shopper'
import { actionData } from '../support/single-fetch'
import { fakeStack } from '../support/stack'
import { startStorefront } from '../support/storefront'

const stack = fakeStack({ API_TIMEOUT_MS: '3000' })

/** Where the footer form's fetcher posts (JavaScript on). */
const NEWSLETTER_DATA = '/newsletter.data'
const SUBSCRIBE = '/api/v2/subscribe'
const answerOf = async (res: { html: string }) => (await actionData(res.html)) as { ok: boolean; message: string }

describe('footer newsletter form', () => {
  it('is in the footer of every page, posting to /newsletter and coming back to the page without JavaScript', async () => {
    const shopper = new Shopper(stack.shop, 'lettre')
    for (const path of ['/', '/categories', '/contact']) {
      const { html } = await shopper.get(path)
      const form = html.match(/<section id="newsletter"[\s\S]*?<\/section>/)?.[0] ?? ''
      expect(form).toContain(fr.newsletter.title)
      expect(form).toMatch(/<form[^>]*method="post"[^>]*action="\/newsletter"/)
      expect(form).toContain(`name="redirectTo" value="${path}"`)
      expect(form).toMatch(/<input[^>]*name="email"[^>]*type="email"/)
      expect(form).toMatch(/class="honeypot" aria-hidden="true"><input[^>]*name="website"[^>]*tabindex="-1"/)
    }
  })
})

describe('subscribing without JavaScript', () => {
  it('answers 303 back to the page, at the form, with the success message and the field emptied', async () => {
    const shopper = new Shopper(stack.shop, 'lettre')
    const res = await shopper.post('/newsletter', { email: 'awa@exemple.cm', redirectTo: '/categories?x=1' })
    expect(res.status).toBe(303)
    expect(res.location).toBe('/categories?x=1#newsletter')
    expect(stack.api.posted('lettre', SUBSCRIBE).at(-1)).toEqual({ email: 'awa@exemple.cm' })
    const page = await shopper.get('/categories?x=1')
    expect(page.html).toMatch(new RegExp(`role="status">${fr.newsletter.success}<`))
    expect(page.html).not.toContain('value="awa@exemple.cm"')
    // Shown once.
    expect(markup((await shopper.get('/categories?x=1')).html)).not.toContain(fr.newsletter.success)
  })

  it('comes back with the refusal and what was typed', async () => {
    const shopper = new Shopper(stack.shop, 'lettre')
    const res = await shopper.post('/newsletter', { email: 's409@exemple.cm', redirectTo: '/' })
    expect(res.location).toBe('/#newsletter')
    const page = await shopper.get('/')
    expect(page.html).toMatch(new RegExp(`role="alert">${fr.newsletter.already}<`))
    expect(page.html).toContain('value="s409@exemple.cm"')
    expect(page.html).toContain('aria-invalid="true"')
  })

  it('checks the address on the server too, and sends nothing upstream', async () => {
    const shopper = new Shopper(stack.shop, 'verifie')
    await shopper.post('/newsletter', { email: 'pas un email', redirectTo: '/' })
    const page = await shopper.get('/')
    expect(page.html).toContain(fr.newsletter.invalid)
    expect(page.html).toContain('value="pas un email"')
    expect(stack.api.calls('verifie', SUBSCRIBE)).toBe(0)
  })

  it.each(['https://ailleurs.example/', '//ailleurs.example/', '/\\ailleurs.example', 'javascript:alert(1)'])(
    'never leaves the shop: redirectTo %j comes back home',
    async (redirectTo) => {
      const res = await new Shopper(stack.shop, 'lettre').post('/newsletter', { email: 'b@exemple.cm', redirectTo })
      expect(res.status).toBe(303)
      expect(res.location).toBe('/#newsletter')
    },
  )
})

describe('subscribing with a fetcher: every message of the catalogue', () => {
  it.each([
    ['', 400, fr.newsletter.empty],
    ['   ', 400, fr.newsletter.empty],
    ['awa@exemple', 400, fr.newsletter.invalid],
    ['awa exemple@site.cm', 400, fr.newsletter.invalid],
    ['awa@@site.cm', 400, fr.newsletter.invalid],
    [`${'a'.repeat(250)}@site.cm`, 400, fr.newsletter.invalid],
  ])('refuses %j before asking the platform (%i %s)', async (email, status, message) => {
    const res = await new Shopper(stack.shop, 'mauvais').post(NEWSLETTER_DATA, { email })
    expect(res.status).toBe(status)
    expect(await answerOf(res)).toEqual({
      ok: false,
      message,
      errors: {},
      values: { email: email.slice(0, CONTACT_LIMITS.email) },
    })
    expect(stack.api.calls('mauvais', SUBSCRIBE)).toBe(0)
  })

  it.each([
    ['ok@exemple.cm', 200, true, fr.newsletter.success],
    ['s200@exemple.cm', 200, true, fr.newsletter.success],
    ['s400@exemple.cm', 400, false, 'Adresse email invalide.'],
    ['s400bare@exemple.cm', 400, false, fr.newsletter.required],
    ['s404@exemple.cm', 404, false, fr.newsletter.shopNotFound],
    ['s409@exemple.cm', 409, false, fr.newsletter.already],
    ['s418@exemple.cm', 418, false, fr.newsletter.failed],
    ['s500@exemple.cm', 502, false, fr.newsletter.failed],
    ['reset@exemple.cm', 503, false, fr.newsletter.network],
    ['slow@exemple.cm', 504, false, fr.newsletter.network],
    ['garbled@exemple.cm', 502, false, fr.newsletter.unknown],
  ])('%s gives %i and its message', async (email, status, ok, message) => {
    const res = await new Shopper(stack.shop, 'lettre').post(NEWSLETTER_DATA, { email })
    expect(res.status).toBe(status)
    expect(await answerOf(res)).toEqual({ ok, message, errors: {}, values: ok ? {} : { email } })
  })

  it('gives the connection message when the platform refuses the connection', async () => {
    const closed = await startStorefront({ apiUrl: 'http://127.0.0.1:9' })
    try {
      const res = await new Shopper(closed, 'lettre').post(NEWSLETTER_DATA, { email: 'awa@exemple.cm' })
      expect(res.status).toBe(503)
      expect(await answerOf(res)).toEqual({
        ok: false,
        message: fr.newsletter.network,
        errors: {},
        values: { email: 'awa@exemple.cm' },
      })
    } finally {
      await closed.dispose()
    }
  })

  it('pretends to subscribe a robot that fills the hidden field, and sends nothing', async () => {
    const res = await new Shopper(stack.shop, 'robot').post(NEWSLETTER_DATA, {
      email: 'robot@exemple.cm',
      website: 'https://spam.example',
    })
    expect(res.status).toBe(200)
    expect(await answerOf(res)).toEqual({ ok: true, message: fr.newsletter.success, errors: {}, values: {} })
    expect(stack.api.calls('robot', SUBSCRIBE)).toBe(0)
  })

  it('refuses a post from another origin', async () => {
    const res = await stack.shop.fetch('lettre', '/newsletter', {
      method: 'POST',
      headers: { Origin: stack.shop.origin('autre'), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=awa%40exemple.cm',
    })
    expect(res.status).toBe(403)
  })
})
