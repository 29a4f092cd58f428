/**
 * Every page of `extreme`, the stand-in shop with odd but legal data (demo-api/src/seed-extreme.ts): no
 * slider and no FAQ, an empty category, null images and descriptions, fields left out, very long names and
 * texts, prices of 0, 40 variants, order statuses and a payment option type the storefront does not know,
 * and a platform whose /shop/settings, /popup and /textplaceholder1 answer 500. Each page answers without a
 * 5xx, in the default theme, with its main content. With JavaScript on (js-on) and off (js-off).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { exactly, fill, jsOn, local, price, t } from './language'
import { shopUrl } from './shops'
import { failNoServerError } from './server-errors'

const SHOP = 'extreme'
const SHOP_NAME =
  'La Très Grande Boutique des Produits Étranges, Improbables et Parfaitement Légaux de Douala-Bonabéri et des Environs'
const LONG_CATEGORY = 'Tout, n’importe quoi et le reste'
const url = (path: string) => shopUrl(SHOP, path)
const cartCount = (page: Page) => page.getByRole('banner').locator('.header__count')

failNoServerError(SHOP)

/** The page answers 200 in the default theme (its settings failed), with the shop's name in the layout. */
async function open(page: Page, path: string) {
  const response = await page.goto(url(path))
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default')
  await expect(page.locator('link[rel="stylesheet"][href="/themes/default.css"]')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toContainText(SHOP_NAME)
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
/** The message of one product added to the cart, as written (its typography included). */
const added = (name: string) => exactly(fill(t.cart.added, { quantity: 1, name }))

test('home, collections and categories: long names, no image, no slider, no FAQ, an empty category', async ({
  page,
}) => {
  await open(page, '/')
  await expect(page.locator('main h2').filter({ hasText: LONG_CATEGORY })).toBeVisible()
  await expect(page.locator('main .card').first()).toBeVisible()
  await expect(page.locator('#faq-section')).toHaveCount(0)

  await open(page, '/categories')
  await expect(page.locator(`main a[href^="${local('/categories/')}"]`)).toHaveCount(3)
  await open(page, '/categories/tout-et-n-importe-quoi')
  await expect(heading(page)).toContainText(LONG_CATEGORY)
  await expect(page.locator('main .card')).toHaveCount(11)
  await expect(page.locator('.card').filter({ hasText: 'Cadeau offert' }).locator('.price__current')).toHaveText(
    price(0),
  )
  await open(page, '/categories/rien-pour-le-moment')
  await expect(page.getByText(t.catalogue.noProducts)).toBeVisible()
  await open(page, '/search?q=produit')
  await expect(page.getByText(fill(t.search.count, { count: 1 }))).toBeVisible()
})

test('products: nothing but a name and a price, a very long one, a free one, and 40 variants in the cart', async ({
  page,
}) => {
  test.slow()
  await open(page, '/products/produit-sans-rien')
  await expect(heading(page)).toHaveText('Produit sans rien')
  await expect(page.locator('.pd__price')).toContainText(price(1500))
  await expect(page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart })).toBeEnabled()

  await open(page, '/products/ensemble-de-rangement-modulable')
  await expect(heading(page)).toContainText('Ensemble complet de rangement modulable')
  await expect(page.locator('.pd__description')).toContainText('Intergouvernementalisations')

  await open(page, '/products/t-shirt-40-couleurs')
  await expect(heading(page)).toHaveText('T-shirt en 40 couleurs')
  await expect(page.locator('.variants__option')).toHaveCount(40)
  await page.locator('.variants').getByText('Arc-en-ciel', { exact: true }).click()
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  await expect(page.getByText(added('T-shirt en 40 couleurs')).first()).toBeVisible()
  await expect(cartCount(page)).toHaveText('1')

  await open(page, '/products/cadeau-offert')
  await expect(page.locator('.pd__price')).toContainText(price(0))
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  await expect(page.getByText(added('Cadeau offert')).first()).toBeVisible()
  await expect(cartCount(page)).toHaveText('2')

  await open(page, '/cart')
  await expect(page.getByRole('heading', { level: 1, name: t.cart.title })).toBeVisible()
  const lines = page.locator('.cart-line')
  await expect(lines).toHaveCount(2)
  await expect(lines.filter({ hasText: 'T-shirt' }).locator('.cart-line__variant')).toContainText('Arc-en-ciel')
  await expect(lines.filter({ hasText: 'T-shirt' }).locator('.cart-line__subtotal')).toHaveText(price(6000))
  await expect(lines.filter({ hasText: 'Cadeau offert' }).locator('.cart-line__subtotal')).toHaveText(price(0))
  await expect(page.locator('.cart .summary__total')).toContainText(price(6000))

  // A payment option of a type the storefront does not know: the spec's "not supported yet" path.
  const methods = page.locator('.checkout__methods')
  await expect(methods.getByLabel(t.checkout.cashOnDelivery)).toBeVisible()
  await expect(methods.getByLabel(t.checkout.cardOrMobile)).toBeVisible()
  await page.getByLabel(t.checkout.clientName).fill('Awa Ndiaye')
  await page.getByLabel(t.checkout.clientTel).fill('690 12 34 56')
  await page.getByLabel(t.checkout.clientEmail).fill('awa@example.cm')
  await page.getByLabel(t.checkout.shippingAddress).fill('Rue de la Joie, Akwa')
  await page.getByLabel(t.checkout.country, { exact: true }).selectOption({ label: 'Cameroun' })
  if (!jsOn()) await page.getByRole('button', { name: t.checkout.refresh }).click()
  await page.getByLabel(t.checkout.city, { exact: true }).selectOption('Douala')
  if (!jsOn()) await page.getByRole('button', { name: t.checkout.refresh }).click()
  await page.getByLabel(t.checkout.zone, { exact: true }).selectOption({ index: 1 })
  await methods.getByLabel('portemonnaie').check()
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expect(page.getByText(t.checkout.unsupported)).toBeVisible()
  await expect(cartCount(page)).toHaveText('0')
})

test('blog, policies, contact and login: empty, missing and very long texts', async ({ page }) => {
  await open(page, '/blog')
  await expect(page.getByRole('heading', { level: 1, name: t.blog.title })).toBeVisible()
  await expect(
    page.locator(`main a[href^="${local('/blog/article-')}"]`).filter({ hasText: t.blog.readMore }),
  ).toHaveCount(3)
  await open(page, '/blog/article-701')
  await expect(page.locator('h1.blog-article__title')).toContainText('Un titre d’article si long')
  await expect(page.getByText(t.blog.unknownAuthor).first()).toBeVisible()
  await expect(page.getByText(t.blog.uncategorized).first()).toBeVisible()
  await open(page, '/blog/article-702')
  await expect(page.locator('h1.blog-article__title')).toHaveText('Article vide')
  await expect(page.getByText(t.blog.noContent)).toBeVisible()

  await open(page, '/policy/about')
  await expect(page.getByRole('heading', { level: 1, name: t.policy.about })).toBeVisible()
  await expect(page.locator('main .rich-text h2')).toHaveCount(40)
  await open(page, '/policy/refund')
  await expect(page.getByText(t.policy.refundMissing)).toBeVisible()
  await open(page, '/policy/return')
  await expect(page.getByText(t.policy.returnMissing)).toBeVisible()
  // Only the policy the shop has is linked.
  const footer = page.getByRole('contentinfo')
  await expect(footer.locator(`a[href^="${local('/policy/')}"]`)).toHaveCount(1)
  await open(page, '/politique-de-confidentialite')
  await expect(page.locator('main')).toContainText(SHOP_NAME)

  await open(page, '/contact')
  await expect(heading(page)).toHaveText(t.contact.heading)
  await expect(page.locator('form.contact__form')).toBeVisible()

  // The seeded customer's orders include statuses the storefront does not know: shown, in grey.
  await open(page, '/login')
  await page.getByLabel(t.account.email).fill('client@extreme.test')
  await page.getByLabel(t.account.password).fill('Client-2026!')
  await page.getByRole('button', { name: t.account.login }).click()
  await expect(page).toHaveURL(url('/customer/orders'))
  const orders = page.locator('.orders__item')
  await expect(orders).toHaveCount(5)
  const odd = orders.filter({ hasText: 'Expédiée par pirogue' })
  await expect(odd.locator('.status')).toHaveClass(/status--neutral/)
  await odd.click()
  await expect(page.getByRole('heading', { level: 1, name: t.customer.sections.order })).toBeVisible()
  await expect(page.locator('.order__item')).toHaveCount(3)
})

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('no page is wider than the screen, however long the names, texts and amounts', async ({ page }) => {
    test.slow()
    await open(page, '/products/ensemble-de-rangement-modulable')
    await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
    await expect(cartCount(page)).toHaveText('1')
    for (const path of [
      '/',
      '/categories',
      '/categories/tout-et-n-importe-quoi',
      '/products/ensemble-de-rangement-modulable',
      '/products/t-shirt-40-couleurs',
      '/products/produit-sans-rien',
      '/cart',
      '/search?q=ensemble',
      '/blog',
      '/blog/article-701',
      '/policy/about',
      '/contact',
      '/login',
    ]) {
      await open(page, path)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `width of ${path}`).toBeLessThanOrEqual(360)
    }
  })
})
