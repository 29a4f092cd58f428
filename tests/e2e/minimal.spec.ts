/**
 * The whole storefront against `minimal`, the stand-in shop whose every answer has exactly the fields the
 * spec names (docs/decisions/046-the-contract-follows-the-spec.md, demo-api/src/spec-fields.ts): every page
 * of the spec and every action, with JavaScript on (js-on) and off (js-off). No page or data answer may be a
 * 5xx, and every amount shown is the one the platform has: prices and zones are read from the platform
 * itself, an order's amounts from its `GET /orders/by-numcommande/{n}`.
 */
import type { Page } from '@playwright/test'
import { fr } from '../../app/i18n/fr'
import { formatPrice } from '../../app/lib/money'
import { expect, expectHydrated, test } from './fixtures'
import { jsOn } from './language'
import { lastMailLink, platform } from './platform'
import { shopUrl } from './shops'
import { failNoServerError } from './server-errors'

const SHOP = 'minimal'
const CURRENCY = 'XAF'
const PASSWORD = 'Client-2026!'
/** A product with variants (the journeys choose its second one), and one without. */
const WITH_VARIANTS = 'cahier-200-pages-petits-carreaux'
const PLAIN = 'carnet-de-notes-a-spirale'

const url = (path: string) => shopUrl(SHOP, path)
const price = (amount: number) => formatPrice(amount, CURRENCY)
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]))
/** An amount as shown ('1 700,00 XAF'), as a number. */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
const cartCount = (page: Page) => page.getByRole('banner').locator('.header__count')

interface Product {
  nom: string
  prix: number
  variants: { id: number; nom: string; prix: number }[]
}
interface Zone {
  id: number
  name: string
  price: number
}
interface Amounts {
  montantTotal: number
  shippingCost: number
  reduction: number
}

failNoServerError(SHOP)

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(url(path))
  expect(response?.status(), path).toBe(status)
}

async function addToCart(page: Page, slug: string, options: { variant?: string; quantity?: number } = {}) {
  await open(page, `/products/${slug}`)
  if (options.variant) await page.locator('.variants').getByText(options.variant, { exact: true }).click()
  if (options.quantity) await page.getByLabel(fr.product.quantity).fill(String(options.quantity))
  const before = Number(await cartCount(page).innerText())
  await page.locator('form#add-to-cart').getByRole('button', { name: fr.product.addToCart }).click()
  await expect(page.getByText(/ajouté\(s\) au panier\u202F!/).first()).toBeVisible()
  await expect(cartCount(page)).toHaveText(String(before + (options.quantity ?? 1)))
}

/** Country → city → zone, the lists loading as they are chosen (or through 'Mettre à jour' without JavaScript). */
async function chooseDelivery(page: Page, city: string, zone: Zone) {
  await page.getByLabel(fr.checkout.country, { exact: true }).selectOption({ label: 'Cameroun' })
  if (!jsOn()) await page.getByRole('button', { name: fr.checkout.refresh }).click()
  await page.getByLabel(fr.checkout.city, { exact: true }).selectOption(city)
  if (!jsOn()) await page.getByRole('button', { name: fr.checkout.refresh }).click()
  const select = page.getByLabel(fr.checkout.zone, { exact: true })
  // The zone as the platform prices it.
  await expect(select.locator(`option[value="${zone.id}"]`)).toHaveText(`${zone.name} — ${price(zone.price)}`)
  await select.selectOption(String(zone.id))
}

async function fillContact(page: Page) {
  await page.getByLabel(fr.checkout.clientName).fill('Awa Ndiaye')
  await page.getByLabel(fr.checkout.clientTel).fill('690 12 34 56')
  await page.getByLabel(fr.checkout.clientEmail).fill('awa@example.cm')
  await page.getByLabel(fr.checkout.shippingAddress).fill('Rue de la Joie, Akwa')
}

/** A summary (cart, order placed, confirmation, payment recap) showing exactly these amounts. */
async function expectSummary(page: Page, scope: string, { montantTotal, shippingCost, reduction }: Amounts) {
  const summary = page.locator(scope).locator('.summary').first()
  await expect(summary.locator('div').first()).toContainText(price(montantTotal))
  await expect(summary.locator('div').filter({ hasText: fr.cart.shipping })).toContainText(price(shippingCost))
  if (reduction > 0) await expect(summary.locator('.summary__discount')).toContainText(`−${price(reduction)}`)
  else await expect(summary.locator('.summary__discount')).toHaveCount(0)
  await expect(summary.locator('.summary__total')).toContainText(price(montantTotal + shippingCost - reduction))
}

const orderNumberOn = async (page: Page) =>
  (
    await page
      .getByText(/CMD-\d{4}-\d{6}/)
      .first()
      .innerText()
  ).match(/CMD-\d{4}-\d{6}/)![0]

test('every catalogue page: home, collections, a category, a product, search and the 404 page', async ({ page }) => {
  test.slow()
  const home = await platform<{ products_by_category: { category_slug: string; total_products: number }[] }>(
    SHOP,
    '/home/?page=1&limit=6',
  )
  await open(page, '/')
  await expect(page.locator('#faq-section')).toBeVisible()
  for (const { category_slug, total_products } of home.products_by_category) {
    const more = page.locator(`a[href="/category/${category_slug}"]`).filter({ hasText: fr.home.seeMore })
    await expect(more).toHaveCount(total_products > 6 ? 1 : 0)
  }

  await page.getByRole('banner').getByRole('link', { name: fr.nav.categories }).first().click()
  await expect(page).toHaveURL(url('/categories'))
  await expect(page.locator('main a[href^="/categories/"]')).toHaveCount(2)
  await page.locator('main a[href="/categories/cahiers"]').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cahiers & carnets')
  // Every card at the platform's price.
  const products = await platform<{ slug: string; prix: number }[]>(SHOP, '/categories/slug/cahiers/products')
  for (const product of products) {
    const card = page.locator('.card').filter({ has: page.locator(`a[href="/products/${product.slug}"]`) })
    await expect(card.locator('.price__current')).toHaveText(price(product.prix))
  }
  await open(page, '/category/cahiers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cahiers & carnets')

  await page.locator(`main a[href="/products/${WITH_VARIANTS}"]`).first().click()
  const product = await platform<Product>(SHOP, `/produits/slug/${WITH_VARIANTS}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.nom)
  for (const variant of product.variants) {
    await expect(page.locator('.variants__option').filter({ hasText: variant.nom })).toContainText(price(variant.prix))
  }

  const search = await platform<{ total: number }>(SHOP, '/products/search?q=cahier')
  await open(page, '/search?q=cahier')
  await expect(page.getByText(fill(fr.search.count, { count: search.total }))).toBeVisible()
  await expect(page.locator('main .card')).toHaveCount(search.total)

  await open(page, '/une-page-qui-n-existe-pas', 404)
  await expect(page.getByText(fr.notFound.message)).toBeVisible()
})

test('cart, quantity, promo code and cash on delivery: every amount is the platform’s', async ({ page }) => {
  test.slow()
  const notebook = await platform<Product>(SHOP, `/produits/slug/${WITH_VARIANTS}`)
  const variant = notebook.variants[1]!
  const pad = await platform<Product>(SHOP, `/produits/slug/${PLAIN}`)
  const akwa = (await platform<Zone[]>(SHOP, '/shipping/zones/CM/Douala')).find((z) => z.name === 'Akwa')!

  await addToCart(page, WITH_VARIANTS, { variant: variant.nom, quantity: 2 })
  await addToCart(page, PLAIN)
  await open(page, '/cart')
  await expect(page.getByRole('heading', { level: 1, name: fr.cart.title })).toBeVisible()
  const lines = page.locator('.cart-line')
  await expect(lines).toHaveCount(2)
  const notebookLine = lines.filter({ hasText: notebook.nom })
  await expect(notebookLine.locator('.cart-line__variant')).toHaveText(fill(fr.cart.variant, { name: variant.nom }))
  await expect(notebookLine.locator('.cart-line__subtotal')).toHaveText(price(2 * variant.prix))

  const padLine = lines.filter({ hasText: pad.nom })
  await padLine.getByRole('button', { name: fr.cart.increase }).click()
  await expect(page.getByText(fr.cart.updated)).toBeVisible()
  await expect(padLine.locator('output')).toHaveText('2')
  await expect(padLine.locator('.cart-line__subtotal')).toHaveText(price(2 * pad.prix))
  const subtotal = 2 * variant.prix + 2 * pad.prix
  // No zone chosen yet: the subtotal is the total.
  await expect(page.locator('.cart .summary div').first()).toContainText(price(subtotal))
  await expect(page.locator('.cart .summary__total')).toContainText(price(subtotal))

  await page.getByLabel(fr.promo.label).fill('BIENVENUE10')
  await page.getByRole('button', { name: fr.promo.apply }).click()
  const discount = Math.round(subtotal / 10)
  await expect(page.locator('.summary__discount')).toContainText(`−${price(discount)}`)
  await expect(page.locator('.cart .summary__total')).toContainText(price(subtotal - discount))

  await fillContact(page)
  await chooseDelivery(page, 'Douala', akwa)
  await page.getByLabel(fr.checkout.cashOnDelivery).check()
  await page.getByRole('button', { name: fr.checkout.submit }).click()
  await expect(page).toHaveURL(url('/order-placed'))
  await expect(page.getByRole('heading', { level: 1, name: fr.order.placedTitle })).toBeVisible()
  await expect(cartCount(page)).toHaveText('0')
  const expected = { montantTotal: subtotal, shippingCost: akwa.price, reduction: discount }
  const number = await orderNumberOn(page)
  expect(await platform<Amounts>(SHOP, `/orders/by-numcommande/${number}`)).toMatchObject(expected)
  await expectSummary(page, `section[aria-label="${fr.order.amounts}"]`, expected)

  await page.getByRole('link', { name: fr.order.view }).click()
  await expect(page).toHaveURL(/\/order-confirmation\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: fr.order.confirmedTitle })).toBeVisible()
  await expect(page.getByText(fill(fr.order.number, { numCommande: number }))).toBeVisible()
  await expect(page.getByText(fill(fr.order.total, { amount: price(subtotal + akwa.price - discount) }))).toBeVisible()
  await expectSummary(page, 'main', expected)
  await expect(page.locator('.order-details')).toContainText('Rue de la Joie, Akwa')
  await expect(page.getByRole('link', { name: fr.order.login })).toHaveAttribute('href', '/login')
})

test('card or mobile money: cancelled, retried with ‘Réessayer le paiement’, then paid', async ({ page }) => {
  test.slow()
  const pad = await platform<Product>(SHOP, `/produits/slug/${PLAIN}`)
  const bastos = (await platform<Zone[]>(SHOP, `/shipping/zones/CM/${encodeURIComponent('Yaoundé')}`)).find(
    (z) => z.name === 'Bastos',
  )!
  const total = pad.prix + bastos.price

  await addToCart(page, PLAIN)
  await open(page, '/cart')
  await fillContact(page)
  await chooseDelivery(page, 'Yaoundé', bastos)
  await page.getByLabel(fr.checkout.cardOrMobile).check()
  await page.getByRole('button', { name: fr.checkout.submit }).click()
  // The provider's page asks for what the order costs.
  await expect(page).toHaveURL(/\/provider\/pay\/trx_/)
  await expect(page.locator('.amount')).toHaveText(`${new Intl.NumberFormat('fr-FR').format(total)} XAF`)
  const number = await orderNumberOn(page)
  await page.getByRole('button', { name: 'Annuler' }).click()

  // The payment return, then /payment-failure after 3 s.
  await expect(page.getByText('Le paiement a été annulé.').first()).toBeVisible()
  await expect(page).toHaveURL(url('/payment-failure'), { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: fr.payment.failureTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: fr.payment.backToCart })).toHaveAttribute('href', '/cart')
  await page.getByRole('button', { name: fr.payment.retry }).click()
  await expect(page).toHaveURL(/\/provider\/pay\/trx_/)
  await expect(page.getByText(number).first()).toBeVisible()
  await expect(page.locator('.amount')).toHaveText(`${new Intl.NumberFormat('fr-FR').format(total)} XAF`)
  await page.getByRole('button', { name: 'Payer' }).click()

  await expect(page).toHaveURL(url('/payment-success'))
  await expect(page.getByRole('heading', { level: 1, name: fr.payment.successTitle })).toBeVisible()
  await expect(page.getByText(number).first()).toBeVisible()
  const expected = { montantTotal: pad.prix, shippingCost: bastos.price, reduction: 0 }
  expect(await platform<Amounts>(SHOP, `/orders/by-numcommande/${number}`)).toMatchObject(expected)
  await expectSummary(page, 'main', expected)
  const confirmation = await page.getByRole('link', { name: fr.order.view }).getAttribute('href')

  await open(page, `/payment-status?numCommande=${number}&status=success`)
  await expect(page.getByRole('heading', { level: 1, name: fr.payment.statusSuccessTitle })).toBeVisible()
  await expectSummary(page, 'main', expected)
  await open(page, '/payment-status', 400)
  await expect(page.getByText(fr.payment.noOrderNumber)).toBeVisible()
  await open(page, '/payment-confirmation', 400)
  await expect(page.getByText(fr.payment.missingReference)).toBeVisible()

  await open(page, confirmation!)
  await expect(page.getByRole('heading', { level: 1, name: fr.order.confirmedTitle })).toBeVisible()
  await expect(page.getByText(fill(fr.order.total, { amount: price(total) }))).toBeVisible()
})

test('sign in, the orders and one of them with its amounts, sign out; register and confirm the email', async ({
  page,
}) => {
  test.slow()
  // Signed out, the customer area sends to the login page.
  await open(page, '/customer/orders')
  await expect(page).toHaveURL(url('/login?redirectTo=%2Fcustomer%2Forders'))
  await page.getByLabel(fr.account.email).fill(`client@${SHOP}.test`)
  await page.getByLabel(fr.account.password).fill(PASSWORD)
  await page.getByRole('button', { name: fr.account.login }).click()
  await expect(page).toHaveURL(url('/customer/orders'))
  const orders = page.locator('.orders__item')
  await expect(orders).toHaveCount(5)
  const statuses = await orders.locator('.status').allInnerTexts()
  expect(statuses.sort()).toEqual(['Annuler', 'En attente', 'En cours', 'Terminer', 'terminée'])

  // The order with the promo code: its lines make its subtotal, its total is subtotal + delivery − discount,
  // and the list shows that total.
  const promoOrder = orders.filter({ hasText: 'terminée' })
  const listed = await promoOrder.innerText()
  await promoOrder.click()
  await expect(page.getByRole('heading', { level: 1, name: fr.customer.sections.order })).toBeVisible()
  const lines = await page.locator('.order__item').allInnerTexts()
  const itemsTotal = lines
    .map((line) => line.match(/(\d+) × ([\d\s\u202f\u00a0]+),00/)!)
    .reduce((sum, [, quantity, unit]) => sum + Number(quantity) * Number(unit!.replace(/\D/g, '')), 0)
  const summary = page.locator('.summary')
  await expect(summary.locator('div').first()).toContainText(price(itemsTotal))
  const discount = Math.round(itemsTotal / 10)
  await expect(summary.locator('.summary__discount')).toContainText(`−${price(discount)}`)
  const shipping = amountOf(
    await summary.locator('div').filter({ hasText: fr.cart.shipping }).locator('dd').innerText(),
  )
  expect(shipping).toBeGreaterThan(0)
  const total = price(itemsTotal + shipping - discount)
  await expect(summary.locator('.summary__total dd')).toHaveText(total)
  expect(listed).toContain(total)
  await expect(page.locator('.order__address')).toContainText('12 rue des Palmiers')

  await page.getByRole('link', { name: fr.customer.backToOrders }).click()
  await page
    .getByRole('navigation', { name: fr.customer.menu })
    .getByRole('link', { name: fr.customer.sections.settings })
    .click()
  await expect(page.getByText(fr.customer.notAvailable)).toBeVisible()
  const menu = page.getByRole('navigation', { name: fr.customer.menu })
  if (jsOn()) {
    await expectHydrated(page)
    page.once('dialog', (dialog) => void dialog.accept())
    await menu.getByRole('button', { name: fr.account.logout }).click()
  } else {
    await menu.getByRole('link', { name: fr.account.logout }).click()
    await page.getByRole('button', { name: fr.account.logoutYes }).click()
  }
  await expect(page).toHaveURL(url('/'))

  const email = `e2e-${test.info().project.name}-${Date.now()}@${SHOP}.test`
  await open(page, '/register')
  await page.getByLabel(fr.account.prenom).fill('Jean')
  await page.getByLabel(fr.account.nom, { exact: true }).fill('Mbarga')
  await page.getByLabel(fr.account.email).fill(email)
  await page.getByLabel(fr.account.password).fill('Kribi-Plage-2026')
  await page.getByLabel(fr.account.telephone).fill('677 11 22 33')
  await page.getByLabel(fr.account.adresse).fill('3 avenue Kennedy')
  await page.getByLabel(fr.account.ville).fill('Yaoundé')
  await page.getByRole('button', { name: fr.account.register }).click()
  await expect(page).toHaveURL(url('/customer/orders'))
  await expect(page.getByText(fr.customer.empty)).toBeVisible()

  const link = await lastMailLink(email)
  expect(link).toMatch(/\/confirm-email\?token=/)
  const { pathname, search } = new URL(link!)
  await open(page, `${pathname}${search}`)
  if (!jsOn()) await page.getByRole('button', { name: fr.account.confirmButton }).click()
  await expect(page.getByText(fr.account.confirmed)).toBeVisible()
})

test('the blog, an article, the policies, contact and newsletter', async ({ page }) => {
  test.slow()
  await open(page, '/blog')
  await expect(page.getByRole('heading', { level: 1, name: fr.blog.title })).toBeVisible()
  await expect(page.locator('main a[href^="/blog/article-"]').filter({ hasText: fr.blog.readMore })).toHaveCount(6)
  await page.getByRole('navigation', { name: fr.blog.pagination }).getByRole('link', { name: 'Page 2' }).click()
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2')
  const article = page.locator('main a[href^="/blog/article-"]').filter({ hasText: fr.blog.readMore }).first()
  await expect(article).toBeVisible()
  await article.click()
  await expect(page.locator('h1.blog-article__title')).toBeVisible()
  await expect(page.getByText(fill(fr.blog.by, { author: 'Clarisse Ebongue' })).first()).toBeVisible()
  await page.getByRole('link', { name: fr.blog.back }).first().click()
  await expect(page).toHaveURL(url('/blog'))

  const footer = page.getByRole('contentinfo')
  for (const [path, title] of [
    ['/policy/about', fr.policy.about],
    ['/policy/refund', fr.policy.refund],
    ['/policy/return', fr.policy.return],
  ] as const) {
    await footer.locator(`a[href="${path}"]`).click()
    await expect(page).toHaveURL(url(path))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('main .rich-text h2')).toBeVisible()
  }
  await open(page, '/politique-de-confidentialite')
  await expect(page.locator('main')).toContainText('Papeterie Minimale')

  await footer.locator('a[href="/contact"]').click()
  await expect(page).toHaveURL(url('/contact'))
  if (jsOn()) await expectHydrated(page)
  const form = page.locator('form.contact__form')
  await form.getByLabel(fr.contact.nom).fill('Awa')
  await form.getByLabel(fr.contact.email).fill('awa@example.cm')
  await form.getByLabel(fr.contact.sujet).fill('Livraison')
  await form.getByLabel(fr.contact.message).fill('Livrez-vous à Kribi ?')
  await form.getByRole('button', { name: fr.contact.send }).click()
  await expect(page.getByText(fr.contact.sent).first()).toBeVisible()

  const newsletter = page.locator('#newsletter')
  const email = `lettre-${test.info().project.name}-${Date.now()}@example.cm`
  for (const answer of [fr.newsletter.success, fr.newsletter.already]) {
    await newsletter.getByLabel(fr.newsletter.label).fill(email)
    await newsletter.getByRole('button', { name: fr.newsletter.submit }).click()
    await expect(newsletter.getByRole(answer === fr.newsletter.success ? 'status' : 'alert')).toHaveText(answer)
  }
})
