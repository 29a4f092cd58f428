/**
 * An English shopper on the demo shop: a browser that asks for English is sent from `/` to `/en`, buys with cash
 * on delivery, signs in and reads their orders, writes to the shop, reads the blog, all in English with every
 * link staying under `/en`; the language link switches to the same page in French and back, and the choice holds
 * on a later visit to `/`. The texts are the English catalogue's (app/i18n/en/). Every test runs with JavaScript
 * on (js-on) and off (js-off).
 */
import type { Page } from '@playwright/test'
import { fr } from '../../app/i18n/fr'
import { LANGUAGES } from '../../app/lib/languages'
import { en } from './english'
import { fill, jsOn } from './language'
import { expect, test } from './fixtures'
import { shopOrigin, shopUrl } from './shops'

const SHOP = 'demo'
const PASSWORD = 'Client-2026!'
const cartCount = (page: Page) => page.getByRole('banner').locator('.header__count')
const languageLink = (page: Page, language: 'en' | 'fr') =>
  page.getByRole('banner').locator(`a[hreflang="${language}"]`)
const path = (page: Page) => new URL(page.url()).pathname

/** Local addresses every language shares: assets, the language link itself, the service worker's. */
const SHARED = /^\/(build|themes|images|fonts|language|manifest\.webmanifest|scripts-after-paint|placeholder|favicon)/

/** The page is in English at an `/en` address, and none of its links or forms leads to a French page. */
async function expectEnglish(page: Page) {
  expect(path(page)).toMatch(/^\/en(\/|$)/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const targets = await page.evaluate(() =>
    [
      // Links the shop wrote in its own texts (an article, a description) are its data, not the storefront's.
      ...[...document.querySelectorAll('a[href]')]
        .filter((a) => !a.closest('.rich-text'))
        .map((a) => a.getAttribute('href')!),
      ...[...document.querySelectorAll('form[action]')].map((f) => f.getAttribute('action')!),
    ].filter((target) => target.startsWith('/') && !target.startsWith('//')),
  )
  const french = targets.filter((target) => !SHARED.test(target) && !/^\/en(?:[/?#]|$)/.test(target))
  expect({ page: path(page), french }).toEqual({ page: path(page), french: [] })
}

/** A form's message: the fetcher's answer with JavaScript, the toast after the redirect without. */
async function expectMessage(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
}

test.describe('a browser that reads English', () => {
  test.use({ locale: 'en-GB' })

  test('is sent to /en, and buys from home to the order confirmation, in English', async ({ page }) => {
    // A journey of a dozen pages and forms: three times the usual time on a busy machine.
    test.slow()
    await page.goto(shopUrl(SHOP, '/'))
    await expect(page).toHaveURL(shopUrl(SHOP, '/en'))
    await expectEnglish(page)
    await expect(page.getByRole('heading', { name: en.home.categoriesTitle })).toBeVisible()

    await page.getByRole('main').locator('a[href="/en/categories/electromenager"]').first().click()
    await expect(page).toHaveURL(shopUrl(SHOP, '/en/categories/electromenager'))
    await expectEnglish(page)
    await page.getByRole('main').locator('a[href="/en/products/micro-ondes-25-l"]').first().click()
    await expect(page).toHaveURL(shopUrl(SHOP, '/en/products/micro-ondes-25-l'))
    await expect(page.getByRole('heading', { level: 1, name: 'Micro-ondes 25 L' })).toBeVisible()
    await expectEnglish(page)

    await page.getByLabel(en.product.quantity).fill('2')
    await page.locator('form#add-to-cart').getByRole('button', { name: en.product.addToCart }).click()
    await expectMessage(page, fill(en.cart.added, { quantity: 2, name: 'Micro-ondes 25 L' }))
    await expect(cartCount(page)).toHaveText('2')
    expect(path(page)).toBe('/en/products/micro-ondes-25-l')

    // The header's cart: a link without JavaScript; with it, a button that opens the drawer, which leads to the page.
    const headerCart = page.getByRole('banner').getByRole(jsOn() ? 'button' : 'link', { name: en.nav.cart })
    await headerCart.click()
    if (jsOn()) await page.getByRole('dialog').getByRole('link', { name: en.cart.seeCart }).click()
    await expect(page).toHaveURL(shopUrl(SHOP, '/en/cart'))
    await expect(page.getByRole('heading', { level: 1, name: en.cart.title })).toBeVisible()
    await expectEnglish(page)

    await page.getByRole('button', { name: en.checkout.submit }).click()
    await expect(page.getByText(en.checkout.fixErrors)).toBeVisible()
    await expect(page.getByText(en.checkout.errors.clientName)).toBeVisible()
    expect(path(page)).toBe('/en/cart')

    await page.getByLabel(en.checkout.clientName).fill('Ayuk Tabe')
    await page.getByLabel(en.checkout.clientTel).fill('677 12 34 56')
    await page.getByLabel(en.checkout.clientEmail).fill('ayuk@example.cm')
    await page.getByLabel(en.checkout.shippingAddress).fill('Commercial Avenue, Bamenda')
    // Country → town → area: lists that load as they are chosen, or through 'Update' without JavaScript.
    await page.getByLabel(en.checkout.country).selectOption({ label: 'Cameroun' })
    if (!jsOn()) await page.getByRole('button', { name: en.checkout.refresh }).click()
    await page.getByLabel(en.checkout.city).selectOption('Douala')
    if (!jsOn()) await page.getByRole('button', { name: en.checkout.refresh }).click()
    const zone = page.getByLabel(en.checkout.zone)
    await expect(zone.locator('option:not([value=""])').first()).toBeAttached()
    const akwa = await zone.locator('option').filter({ hasText: /^Akwa/ }).first().getAttribute('value')
    await zone.selectOption(akwa!)
    await page.getByLabel(en.checkout.cashOnDelivery).check()
    await expectEnglish(page)
    await page.getByRole('button', { name: en.checkout.submit }).click()

    await expect(page).toHaveURL(shopUrl(SHOP, '/en/order-placed'))
    await expect(page.getByRole('heading', { level: 1, name: en.order.placedTitle })).toBeVisible()
    await expect(page.getByText(en.order.placedText)).toBeVisible()
    await expect(cartCount(page)).toHaveText('0')
    // Money as English writes it: the currency first, commas between thousands.
    const amounts = page.getByRole('region', { name: en.order.amounts })
    await expect(amounts.locator('.summary__total')).toContainText(/FCFA\s130,800/)
    await expectEnglish(page)

    await page.getByRole('link', { name: en.order.view }).click()
    await expect(page).toHaveURL(/\/en\/order-confirmation\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: en.order.confirmedTitle })).toBeVisible()
    await expect(page.getByText(fill(en.order.total, { amount: 'FCFA 130,800' }))).toBeVisible()
    await expectEnglish(page)
  })

  test('signs in and reads the orders in the customer area, in English', async ({ page }) => {
    await page.goto(shopUrl(SHOP, '/en/customer/orders'))
    await expect(page).toHaveURL(shopUrl(SHOP, '/en/login?redirectTo=%2Fen%2Fcustomer%2Forders'))
    await expectEnglish(page)
    const form = page.getByRole('main')
    await form.getByLabel(en.account.email).fill(`client@${SHOP}.test`)
    await form.getByLabel(en.account.password).fill(PASSWORD)
    await form.getByRole('button', { name: en.account.login }).click()

    await expect(page).toHaveURL(shopUrl(SHOP, '/en/customer/orders'))
    await expect(page.getByRole('heading', { level: 1, name: en.customer.sections.orders })).toBeVisible()
    const menu = page.getByRole('navigation', { name: en.customer.menu })
    await expect(menu.getByRole('link', { name: en.customer.sections.settings })).toBeVisible()
    await expect(menu.getByRole(jsOn() ? 'button' : 'link', { name: en.account.logout })).toBeVisible()
    const orders = page.locator('.orders__item')
    await expect(orders).toHaveCount(5)
    await expectEnglish(page)

    await orders.first().click()
    await expect(page).toHaveURL(/\/en\/customer\/orders\/[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: en.customer.sections.order })).toBeVisible()
    await expect(page.locator('.summary')).toContainText(en.cart.subtotal)
    await expectEnglish(page)
    await page.getByRole('link', { name: en.customer.backToOrders }).click()
    await expect(page).toHaveURL(shopUrl(SHOP, '/en/customer/orders'))
  })

  test('writes to the shop through the contact form, in English', async ({ page }) => {
    await page.goto(shopUrl(SHOP, '/en/contact'))
    await expect(page.getByRole('heading', { level: 1, name: en.contact.heading })).toBeVisible()
    await expectEnglish(page)
    const form = page.getByRole('main')
    await form.getByLabel(en.contact.nom).fill('Ayuk Tabe')
    await form.getByLabel(en.contact.email).fill('ayuk@example.cm')
    await form.getByLabel(en.contact.sujet).fill('Delivery to Bamenda')
    await form.getByLabel(en.contact.message).fill('Do you deliver to Bamenda, and how long does it take?')
    await form.getByRole('button', { name: en.contact.send }).click()
    await expectMessage(page, en.contact.sent)
    expect(path(page)).toBe('/en/contact')
  })

  test('reads the blog and an article, in English', async ({ page }) => {
    await page.goto(shopUrl(SHOP, '/en/blog'))
    await expect(page.getByRole('heading', { level: 1, name: en.blog.title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: en.blog.pagination })).toBeVisible()
    await expectEnglish(page)
    await page.getByRole('main').getByRole('link').filter({ hasText: en.blog.readMore }).first().click()
    await expect(page).toHaveURL(/\/en\/blog\/[\w-]+$/)
    await expect(page.getByRole('link', { name: en.blog.back })).toBeVisible()
    await expect(page.getByRole('complementary', { name: en.blog.sidebar })).toContainText(en.blog.recent)
    await expectEnglish(page)
    await page.getByRole('link', { name: en.blog.back }).click()
    await expect(page).toHaveURL(shopUrl(SHOP, '/en/blog'))
  })

  test('switches to the same page in French and back, and a later visit to / keeps the choice', async ({ page }) => {
    const product = '/products/micro-ondes-25-l'
    await page.goto(shopUrl(SHOP, `/en${product}`))
    await expect(languageLink(page, 'fr')).toHaveText(LANGUAGES.fr.name)
    await languageLink(page, 'fr').click()
    await expect(page).toHaveURL(shopUrl(SHOP, product))
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.locator('form#add-to-cart').getByRole('button', { name: fr.product.addToCart })).toBeVisible()

    // French chosen: the English browser's next visit to / stays in French.
    await page.goto(shopUrl(SHOP, '/'))
    await expect(page).toHaveURL(shopUrl(SHOP, '/'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

    await page.goto(shopUrl(SHOP, product))
    await expect(languageLink(page, 'en')).toHaveText(LANGUAGES.en.name)
    await languageLink(page, 'en').click()
    await expect(page).toHaveURL(shopUrl(SHOP, `/en${product}`))
    await expect(page.locator('form#add-to-cart').getByRole('button', { name: en.product.addToCart })).toBeVisible()
    await expectEnglish(page)
    await page.goto(shopUrl(SHOP, '/'))
    await expect(page).toHaveURL(shopUrl(SHOP, '/en'))
  })

  test('following the shop’s own link to the French home stays in French', async ({ page }) => {
    await page.goto(shopUrl(SHOP, '/products/micro-ondes-25-l'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByRole('banner').locator('a.header__brand[href="/"]').click()
    await expect(page).toHaveURL(`${shopOrigin(SHOP)}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { name: fr.home.categoriesTitle })).toBeVisible()
  })
})

test('a browser that reads French chooses English with the language link, and / then opens /en', async ({ page }) => {
  await page.goto(shopUrl(SHOP, '/'))
  await expect(page).toHaveURL(`${shopOrigin(SHOP)}/`)
  await languageLink(page, 'en').click()
  await expect(page).toHaveURL(shopUrl(SHOP, '/en'))
  await expectEnglish(page)
  await page.goto(shopUrl(SHOP, '/'))
  await expect(page).toHaveURL(shopUrl(SHOP, '/en'))
  await expect(page.getByRole('heading', { name: en.home.categoriesTitle })).toBeVisible()
})
