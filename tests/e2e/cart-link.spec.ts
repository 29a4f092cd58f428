/**
 * A purchase passed from hand to hand, with JavaScript on and off, in French and in English: a cart shared by one
 * browser, opened by a second one without cookies, filled with one press and ordered cash on delivery; a bundle link
 * a shop writes by hand; a link that cannot be read; a product shared and asked about on WhatsApp.
 */
import type { Browser, Page } from '@playwright/test'
import { expect, gotoWaitsForScripts, recordPageErrors, test } from './fixtures'
import { addToCart, cartCount, chooseDelivery, fillContact } from './forms'
import { exactly, fill, jsOn, language, local, price, t } from './language'
import { SHOPS, shopOrigin, shopUrl } from './shops'

const MICRO_ONDES = { slug: 'micro-ondes-25-l', name: 'Micro-ondes 25 L', price: 64_900 }
const CONGELATEUR = {
  slug: 'congelateur-coffre-200-l',
  name: 'Congélateur coffre 200 L',
  variant: 'Noir',
  price: 228_000,
}

/** The lines a cart link page or the cart page shows: name and, on the link page, its note. */
const lineNames = (page: Page) => page.locator('.cart-line__name')

/**
 * A second shopper: another browser, as the test's project makes them (language, JavaScript), with no cookie but
 * the pop-up's, from an address of its own.
 */
async function stranger(browser: Browser, use: { javaScriptEnabled?: boolean; locale?: string; userAgent?: string }) {
  const context = await browser.newContext({
    javaScriptEnabled: use.javaScriptEnabled,
    locale: use.locale,
    userAgent: use.userAgent,
    timezoneId: 'Africa/Douala',
    extraHTTPHeaders: {
      'CF-Connecting-IP': `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    },
  })
  await context.addCookies(
    Object.values(SHOPS).map((shop) => ({ name: '__popup', value: '1', url: shopOrigin(shop.slug) })),
  )
  const page = await context.newPage()
  if (use.javaScriptEnabled !== false) gotoWaitsForScripts(page)
  return { context, page, errors: recordPageErrors(page) }
}

test('a cart shared by one browser becomes a stranger’s cart in one press, and is ordered cash on delivery', async ({
  page,
  context,
  browser,
  javaScriptEnabled,
  locale,
  userAgent,
}) => {
  // Two shoppers and a whole checkout: three times the usual time on a busy machine.
  test.slow()
  await addToCart(page, 'demo', MICRO_ONDES.slug, { quantity: 2 })
  await addToCart(page, 'demo', CONGELATEUR.slug, { variant: CONGELATEUR.variant })
  await page.goto(shopUrl('demo', '/cart'))
  await page.getByRole('link', { name: t.share.cartTitle }).click()

  // The sharing view: the link, what sends it, and what whoever opens it will see, without the button.
  await expect(page.getByRole('heading', { level: 1, name: t.share.cartTitle })).toBeVisible()
  const link = await page.getByLabel(t.share.cartLink).inputValue()
  expect(link).toBe(`${shopUrl('demo', '/cart-link')}?items=${MICRO_ONDES.slug}:2,${CONGELATEUR.slug}.noir:1`)
  const whatsapp = new URL((await page.getByRole('link', { name: t.share.whatsapp }).getAttribute('href'))!)
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/')
  expect(whatsapp.searchParams.get('text')).toContain(link)
  await expect(lineNames(page)).toHaveText([MICRO_ONDES.name, CONGELATEUR.name])
  await expect(page.getByRole('button', { name: t.cartLink.add })).toHaveCount(0)
  if (jsOn()) {
    // Linux browsers have no share sheet: the button copies the link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shopOrigin('demo') })
    await page.getByRole('button', { name: t.share.copy }).click()
    await expect(page.getByRole('status').filter({ hasText: t.share.copied })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  } else {
    await expect(page.getByRole('button', { name: t.share.copy })).toHaveCount(0)
  }

  // Someone else's phone, no cookie: the same lines at today's prices, one press, their cart.
  const other = await stranger(browser, { javaScriptEnabled, locale, userAgent })
  await other.page.goto(link)
  await expect(other.page.getByRole('heading', { level: 1, name: t.cartLink.title })).toBeVisible()
  await expect(lineNames(other.page)).toHaveText([MICRO_ONDES.name, CONGELATEUR.name])
  const total = price(2 * MICRO_ONDES.price + CONGELATEUR.price)
  await expect(other.page.locator('.cart-link__summary')).toContainText(total)
  await other.page.getByRole('button', { name: t.cartLink.add }).click()
  await expect(other.page).toHaveURL(shopUrl('demo', '/cart'))
  await expect(other.page.getByText(exactly(fill(t.cartLink.added, { count: 3 })))).toBeVisible()
  await expect(lineNames(other.page)).toHaveText([MICRO_ONDES.name, CONGELATEUR.name])
  await expect(cartCount(other.page)).toHaveText('3')

  await fillContact(other.page)
  await chooseDelivery(other.page, 'Cameroun', 'Douala', /^Akwa/)
  await other.page.getByLabel(t.checkout.cashOnDelivery).check()
  await other.page.getByRole('button', { name: t.checkout.submit }).click()
  await expect(other.page).toHaveURL(shopUrl('demo', '/order-placed'))
  await expect(other.page.getByRole('heading', { level: 1, name: t.order.placedTitle })).toBeVisible()
  // The one who shared keeps their own cart.
  await page.goto(shopUrl('demo', '/cart'))
  await expect(cartCount(page)).toHaveText('3')
  expect(other.errors.errors(), 'the second browser logged errors').toEqual([])
  await other.context.close()
})

test('a bundle a shop writes by hand fills the cart in one press, naming what it cannot add', async ({ page }) => {
  const bundle = 'escarpins-vernis.39,robe-portefeuille-en-wax.M:2,robe-droite-en-crepe,sac-disparu:1'
  await page.goto(shopUrl('mode', `/cart-link?items=${bundle}`))
  const lines = page.locator('.cart-line')
  await expect(lines).toHaveCount(4)
  await expect(lines.nth(0)).toContainText(fill(t.cart.variant, { name: '39' }))
  await expect(lines.nth(1)).toContainText(fill(t.cartLink.quantity, { count: 2 }))
  await expect(lines.nth(2)).toContainText(t.cartLink.soldOut)
  await expect(lines.nth(3)).toContainText('sac-disparu')
  await expect(lines.nth(3)).toContainText(t.cartLink.gone)
  await expect(page.locator('.cart-link__summary')).toContainText(price(25_000 + 2 * 23_500, 'FCFA'))
  await page.getByRole('button', { name: t.cartLink.add }).click()

  await expect(page).toHaveURL(shopUrl('mode', '/cart'))
  await expect(lineNames(page)).toHaveText(['Escarpins vernis', 'Robe portefeuille en wax'])
  await expect(page.locator('.cart-line output')).toHaveText(['1', '2'])
  const quoted = (name: string) => fill(t.orderAgain.quoted, { name })
  await expect(
    page.getByText(fill(t.cartLink.notAdded, { names: `${quoted('Robe droite en crêpe')}, ${quoted('sac-disparu')}` })),
  ).toBeVisible()
})

test('a link that cannot be read says what is wrong and how one is written', async ({ page }) => {
  const response = await page.goto(shopUrl('nuit', '/cart-link?items=tecno-spark-20:0'))
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1, name: t.cartLink.problemTitle })).toBeVisible()
  await expect(
    page.getByRole('alert').filter({
      hasText: exactly(fill(t.cartLink.lineQuantity, { line: 1, text: 'tecno-spark-20:0', max: 999 })),
    }),
  ).toBeVisible()
  await expect(page.getByText(`${local('/cart-link')}?items=`).first()).toBeVisible()
})

test('a product is shared on WhatsApp with its name, price and address, and asked about to the shop', async ({
  page,
}) => {
  await page.goto(shopUrl('demo', `/products/${MICRO_ONDES.slug}`))
  const address = shopUrl('demo', `/products/${MICRO_ONDES.slug}`)
  const share = new URL(
    (await page
      .getByRole('link', { name: fill(t.share.productLabel, { name: MICRO_ONDES.name }) })
      .getAttribute('href'))!,
  )
  expect(`${share.origin}${share.pathname}`).toBe('https://wa.me/')
  expect(share.searchParams.get('text')).toBe(`${MICRO_ONDES.name} — ${price(MICRO_ONDES.price)}\n${address}`)
  const ask = new URL((await page.locator('a.whatsapp').getAttribute('href'))!)
  expect(`${ask.origin}${ask.pathname}`).toBe('https://wa.me/237690123456')
  expect(ask.searchParams.get('text')).toBe(fill(t.share.ask, { product: MICRO_ONDES.name, url: address }))
  expect(ask.searchParams.get('text')).toMatch(language() === 'en' ? /^Hello, / : /^Bonjour, /)
})
