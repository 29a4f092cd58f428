import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { CONTACT_LIMITS } from '../../app/content/contact-fields'
import { Shopper } from '../support/shopper'
import { actionData } from '../support/single-fetch'
import { fakeStack } from '../support/stack'
import { startStorefront } from '../support/storefront'

const stack = fakeStack({ API_TIMEOUT_MS: '3000' })

const CONTACT = '/api/v2/contact'
/** Where the contact form's fetcher posts (JavaScript on). */
const CONTACT_DATA = '/contact.data'
const MESSAGE = {
  nom: 'Awa Ngono',
  email: 'awa@exemple.cm',
  sujet: 'Livraison à Douala',
  message: 'Bonjour,\nlivrez-vous à Bonabéri ? « Merci » & à bientôt.',
}
type Answer = { ok: boolean; message: string; errors: Record<string, string>; values: Record<string, string> | null }
const answerOf = async (res: { html: string }) => (await actionData(res.html)) as Answer
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('the contact page', () => {
  it('has its title, heading and four required fields with their limits', async () => {
    const { status, html } = await new Shopper(stack.shop, 'contact').get('/contact')
    expect(status).toBe(200)
    expect(html).toContain('<title>Contact - Boutique contact</title>')
    expect(html).toContain(`<h1>${fr.contact.heading}</h1>`)
    expect(html).toMatch(/<input[^>]*name="nom"[^>]*required=""[^>]*maxLength="100"/)
    expect(html).toMatch(/<input type="email"[^>]*name="email"[^>]*required=""[^>]*maxLength="254"/)
    expect(html).toMatch(/<input type="text"[^>]*name="sujet"[^>]*required=""[^>]*maxLength="150"/)
    expect(html).toMatch(/<textarea rows="6"[^>]*name="message"[^>]*required=""[^>]*maxLength="5000"/)
    for (const label of [fr.contact.nom, fr.contact.email, fr.contact.sujet, fr.contact.message])
      expect(html).toMatch(new RegExp(`<label for="contact-\\w+">${label}</label>`))
    expect(html).toMatch(/<button type="submit" class="button contact__submit">Envoyer<\/button>/)
    expect(html).toContain('name="redirectTo" value="/contact"')
  })
})

describe('sending a message without JavaScript', () => {
  it('sends it, then 303 back to /contact with the success toast and empty fields', async () => {
    const shopper = new Shopper(stack.shop, 'contact')
    const res = await shopper.post('/contact', { ...MESSAGE, redirectTo: '/contact' })
    expect(res.status).toBe(303)
    expect(res.location).toBe('/contact')
    expect(stack.api.posted('contact', CONTACT).at(-1)).toEqual(MESSAGE)
    const page = await shopper.get('/contact')
    expect(page.html).toContain(fr.contact.sent)
    expect(page.html).not.toContain(MESSAGE.nom)
  })

  it.each([
    ['s400', 400, 'Le champ sujet est trop long.'],
    ['s400bare', 400, fr.contact.error],
    ['s422', 422, fr.contact.error],
    ['s500', 502, fr.contact.error],
    ['s200', 502, fr.contact.error],
    ['reset', 503, fr.contact.error],
    ['slow', 504, fr.contact.error],
  ])('platform answer %s: the page again with %i, the message and what was typed', async (sujet, status, message) => {
    const res = await new Shopper(stack.shop, 'contact').post('/contact', { ...MESSAGE, sujet, redirectTo: '/contact' })
    expect(res.status).toBe(status)
    expect(res.html).toContain(`role="alert">${message}<`)
    expect(res.html).toContain(`value="${MESSAGE.nom}"`)
    expect(res.html).toContain(`value="${MESSAGE.email}"`)
    expect(res.html).toContain(`value="${sujet}"`)
    expect(res.html).toMatch(new RegExp(`<textarea[^>]*>${escapeRe(MESSAGE.message.replace(/&/g, '&'))}</textarea>`))
  })

  it('refuses bad input with 400, its message by each field, keeps the values and sends nothing', async () => {
    const res = await new Shopper(stack.shop, 'refus').post('/contact', {
      nom: '  ',
      email: 'awa@exemple',
      sujet: 'x'.repeat(CONTACT_LIMITS.sujet + 1),
      message: 'Bonjour',
      redirectTo: '/contact',
    })
    expect(res.status).toBe(400)
    expect(res.html).toContain(`role="alert">${fr.checkout.fixErrors}<`)
    expect(res.html).toMatch(
      new RegExp(`aria-invalid="true" aria-describedby="contact-nom-error"[\\s\\S]*?${fr.contact.required}`),
    )
    expect(res.html).toContain(`id="contact-email-error" class="field-error">${fr.newsletter.invalid}<`)
    expect(res.html).toContain(`id="contact-sujet-error" class="field-error">${fr.checkout.errors.tooLong}<`)
    expect(res.html).not.toContain('contact-message-error')
    expect(res.html).toContain('value="awa@exemple"')
    expect(res.html).toContain('>Bonjour</textarea>')
    expect(stack.api.calls('refus', CONTACT)).toBe(0)
  })
})

describe('sending a message with a fetcher', () => {
  it('answers the success as data', async () => {
    const res = await new Shopper(stack.shop, 'contact').post(CONTACT_DATA, MESSAGE)
    expect(res.status).toBe(200)
    expect(await answerOf(res)).toEqual({
      ok: true,
      message: fr.contact.sent,
      errors: {},
      values: {},
      next: '/contact',
      // The next message's one-time key: the form's is spent.
      messageKey: expect.stringMatching(/^[\da-f-]{36}$/),
    })
  })

  it('answers a failure with its status, message and what was typed', async () => {
    const res = await new Shopper(stack.shop, 'contact').post(CONTACT_DATA, { ...MESSAGE, sujet: 's400' })
    expect(res.status).toBe(400)
    expect(await answerOf(res)).toEqual({
      ok: false,
      message: 'Le champ sujet est trop long.',
      errors: {},
      values: { ...MESSAGE, sujet: 's400' },
    })
  })

  it.each(Object.entries(CONTACT_LIMITS))('refuses a %s over %i characters and sends nothing', async (name, max) => {
    const value = name === 'email' ? `${'a'.repeat(max)}@exemple.cm` : 'x'.repeat(max + 1)
    const res = await new Shopper(stack.shop, `long-${name}`).post(CONTACT_DATA, { ...MESSAGE, [name]: value })
    expect(res.status).toBe(400)
    const answer = await answerOf(res)
    expect(answer.errors[name]).toBe(fr.checkout.errors.tooLong)
    expect(stack.api.calls(`long-${name}`, CONTACT)).toBe(0)
  })

  it('takes each field at its limit', async () => {
    const atLimit = {
      nom: 'n'.repeat(CONTACT_LIMITS.nom),
      email: `${'a'.repeat(CONTACT_LIMITS.email - 11)}@exemple.cm`,
      sujet: 's'.repeat(CONTACT_LIMITS.sujet),
      message: 'm'.repeat(CONTACT_LIMITS.message),
    }
    const res = await new Shopper(stack.shop, 'limite').post(CONTACT_DATA, atLimit)
    expect(res.status).toBe(200)
    expect(stack.api.posted('limite', CONTACT)).toEqual([atLimit])
  })

  it('gives the general message when the platform refuses the connection', async () => {
    const closed = await startStorefront({ apiUrl: 'http://127.0.0.1:9' })
    try {
      const res = await new Shopper(closed, 'contact').post(CONTACT_DATA, MESSAGE)
      expect(res.status).toBe(503)
      expect((await answerOf(res)).message).toBe(fr.contact.error)
    } finally {
      await closed.dispose()
    }
  })

  it('pretends to send a robot’s message (hidden field filled) and sends nothing', async () => {
    const shopper = new Shopper(stack.shop, 'robot-contact')
    const fetched = await shopper.post(CONTACT_DATA, { ...MESSAGE, website: 'https://spam.example' })
    expect(await answerOf(fetched)).toMatchObject({ ok: true, message: fr.contact.sent })
    const plain = await shopper.post('/contact', { ...MESSAGE, website: 'x', redirectTo: '/contact' })
    expect(plain.status).toBe(303)
    expect(stack.api.calls('robot-contact', CONTACT)).toBe(0)
  })

  it('refuses a post from another origin', async () => {
    const res = await stack.shop.fetch('contact', '/contact', {
      method: 'POST',
      headers: { Origin: stack.shop.origin('autre'), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(MESSAGE),
    })
    expect(res.status).toBe(403)
  })
})
