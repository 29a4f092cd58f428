/**
 * A returning shopper's journeys, with JavaScript on and off, in French (js-on, js-off) and in English
 * (en-js-on, en-js-off): 'Commander à nouveau' on a past order fills the cart and names what is no longer sold;
 * the cart's 'Commander via WhatsApp' link carries the cart and the summary's total; 'Vus récemment' lists the
 * products viewed on the home and product pages.
 */
import type { Page } from '@playwright/test'
import { expect, tapOnceInView, test } from './fixtures'
import { exactly, fill, local, t } from './language'
import { shopUrl } from './shops'

const RADIO = 'Radio cassette d’époque'

async function signIn(page: Page, shop: string) {
  await page.goto(shopUrl(shop, `/login?redirectTo=${encodeURIComponent(local('/customer/orders'))}`))
  await page.getByLabel(t.account.email).fill(`client@${shop}.test`)
  await page.getByLabel(t.account.password).fill('Client-2026!')
  await page.getByRole('button', { name: t.account.login }).click()
  await expect(page).toHaveURL(shopUrl(shop, '/customer/orders'))
}

/** The first products of the shop's home page: their addresses and names. */
async function homeProducts(page: Page, shop: string, count: number) {
  await page.goto(shopUrl(shop, '/'))
  const cards = page.locator('.home-products .card__link')
  await expect(cards.first()).toBeVisible()
  const products: { path: string; name: string }[] = []
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i)
    products.push({
      path: (await card.getAttribute('href'))!,
      name: (await card.locator('.card__name').textContent())!.trim(),
    })
  }
  return products
}

const recentNames = (page: Page) => page.locator('.recently-viewed .card__name')

for (const shop of ['demo', 'minimal']) {
  test(`${shop}: order again fills the cart with what is still sold and names the radio no longer sold`, async ({
    page,
  }) => {
    await signIn(page, shop)
    await page.locator('.orders__item').filter({ hasText: t.customer.status.list.danger }).click()
    const items = page.locator('.order__item')
    await expect(items).toHaveCount(2)
    await expect(items.filter({ hasText: RADIO })).toHaveCount(1)
    const sold = (await items.filter({ hasNotText: RADIO }).locator('.order__product').innerText()).trim()

    await page.getByRole('button', { name: t.customer.orderAgain }).click()
    await expect(page).toHaveURL(shopUrl(shop, '/cart'))
    await expect(page.getByRole('heading', { level: 1, name: t.cart.title })).toBeVisible()
    await expect(page.locator('.cart-line__name')).toHaveText([sold])
    await expect(
      page.getByText(fill(t.orderAgain.unavailable, { names: fill(t.orderAgain.quoted, { name: RADIO }) })),
    ).toBeVisible()
    await expect(page.getByRole('banner').locator('.header__count')).toHaveText('1')
  })
}

for (const [shop, number] of [
  ['demo', '237690123456'],
  ['marche', '237655443322'],
] as const) {
  test(`${shop}: the cart's WhatsApp link sends the cart and the summary's total to ${number}`, async ({ page }) => {
    const [product] = await homeProducts(page, shop, 1)
    await page.goto(shopUrl(shop, product!.path))
    await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
    const added = fill(t.cart.added, { quantity: 1, name: product!.name })
    await expect(page.getByText(exactly(added)).first()).toBeVisible()
    await page.goto(shopUrl(shop, '/cart'))
    const link = page.getByRole('link', { name: t.cart.whatsapp })
    await expect(link).toBeVisible()
    const href = new URL((await link.getAttribute('href'))!)
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${number}`)
    const text = href.searchParams.get('text')!
    const total = (await page.locator('.summary__total dd').innerText()).trim()
    const amount = (await page.locator('.cart-line__subtotal').innerText()).trim()
    const lines = text.split('\n')
    expect(lines).toContain(fill(t.whatsappOrder.amountLine, { label: t.cart.total, amount: total }))
    expect(lines).toContain(fill(t.whatsappOrder.line, { quantity: 1, name: product!.name, amount }))
    expect(text).toContain(`${shopUrl(shop, '/')}`)
  })
}

test('extreme: a shop without a contact phone offers no WhatsApp order', async ({ page }) => {
  await page.goto(shopUrl('extreme', '/products/bougie-parfumee'))
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  const added = fill(t.cart.added, { quantity: 1, name: 'Bougie parfumée' })
  await expect(page.getByText(exactly(added)).first()).toBeVisible()
  await page.goto(shopUrl('extreme', '/cart'))
  await expect(page.locator('.cart-line__name')).toHaveText(['Bougie parfumée'])
  await expect(page.getByRole('link', { name: t.cart.whatsapp })).toHaveCount(0)
})

for (const shop of ['demo', 'mode']) {
  test(`${shop}: 'Vus récemment' lists the products viewed on the home and product pages`, async ({ page }) => {
    const [a, b] = await homeProducts(page, shop, 2)
    await expect(page.getByRole('heading', { name: t.home.recentlyViewed })).toHaveCount(0)
    await page.goto(shopUrl(shop, a!.path))
    await expect(page.getByRole('heading', { name: t.home.recentlyViewed })).toHaveCount(0)
    await page.goto(shopUrl(shop, b!.path))
    await expect(recentNames(page)).toHaveText([a!.name])
    await page.goto(shopUrl(shop, '/'))
    await expect(page.getByRole('heading', { level: 2, name: t.home.recentlyViewed })).toBeVisible()
    await expect(recentNames(page)).toHaveText([b!.name, a!.name])
    // From the list, a product page: the other one is listed there.
    await tapOnceInView(page.locator('.recently-viewed .card__link').filter({ hasText: a!.name }))
    await expect(page.getByRole('heading', { level: 1, name: a!.name })).toBeVisible()
    await expect(recentNames(page)).toHaveText([b!.name])
  })
}
