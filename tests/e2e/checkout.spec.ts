/**
 * Buying, as a shopper does it: fill the cart, change it, apply a promo code,
 * check out with cash on delivery or pay through the card and mobile-money
 * provider's page. Every test runs with JavaScript on and off, in French (js-on, js-off) and in English
 * (en-js-on, en-js-off; tests/e2e/language.ts).
 */
import { expect, expectHydrated, test } from './fixtures'
import { addToCart, cartCount, chooseDelivery, fillContact } from './forms'
import { fill, jsOn, local, price, t } from './language'
import { shopUrl } from './shops'

// With the offline worker, which the other specs block (playwright.config.ts): a shopper's browser buys through it.
test.use({ serviceWorkers: 'allow' })

test('fill, change and empty a cart, use a promo code, then pay on delivery', async ({ page }) => {
  // A long journey (a dozen pages and forms): three times the usual time on a busy machine.
  test.slow()
  await addToCart(page, 'demo', 'micro-ondes-25-l', { quantity: 2 })
  await addToCart(page, 'demo', 'congelateur-coffre-200-l', { variant: 'Blanc' })

  await page.goto(shopUrl('demo', '/cart'))
  await expect(page.getByRole('heading', { level: 1, name: t.cart.title })).toBeVisible()
  const lines = page.locator('.cart-line')
  await expect(lines).toHaveCount(2)
  await expect(page.getByText(fill(t.cart.variant, { name: 'Blanc' }))).toBeVisible()

  const micro = lines.filter({ hasText: 'Micro-ondes 25 L' })
  await micro.getByRole('button', { name: t.cart.increase }).click()
  await expect(micro.locator('output')).toHaveText('3')
  await expect(cartCount(page)).toHaveText('4')
  await expect(page.getByText(t.cart.updated)).toBeVisible()

  await lines
    .filter({ hasText: 'Congélateur' })
    .getByRole('button', { name: fill(t.cart.removeItem, { name: 'Congélateur coffre 200 L' }) })
    .click()
  await expect(lines).toHaveCount(1)
  await expect(page.getByText(t.cart.removed)).toBeVisible()

  await page.getByLabel(t.promo.label).fill('NOEL2024')
  await page.getByRole('button', { name: t.promo.apply }).click()
  await expect(page.getByText('Ce code promo a expiré.')).toBeVisible()
  await page.getByLabel(t.promo.label).fill('BIENVENUE10')
  await page.getByRole('button', { name: t.promo.apply }).click()
  await expect(page.locator('.summary__discount')).toContainText('BIENVENUE10')

  await page.getByLabel(t.checkout.clientName).fill('Awa Ndiaye')
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expect(page.getByText(t.checkout.fixErrors)).toBeVisible()
  await expect(page.getByText(t.checkout.errors.clientTel)).toBeVisible()
  await expect(page.getByLabel(t.checkout.clientName)).toHaveValue('Awa Ndiaye')

  await fillContact(page)
  await chooseDelivery(page, 'Cameroun', 'Douala', /^Akwa/)
  await page.getByLabel(t.checkout.cashOnDelivery).check()
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expect(page).toHaveURL(shopUrl('demo', '/order-placed'))
  await expect(page.getByRole('heading', { level: 1, name: t.order.placedTitle })).toBeVisible()
  await expect(cartCount(page)).toHaveText('0')

  // The platform's amounts for the order: 3 × 64 900, −10 %, 1 000 of delivery.
  const amounts = page.getByRole('region', { name: t.order.amounts })
  await expect(amounts.locator('.summary__discount')).toContainText(price(19_470))
  await expect(amounts.locator('.summary__total')).toContainText(price(176_230))
  await page.getByRole('link', { name: t.order.view }).click()
  await expect(page).toHaveURL(new RegExp(`${local('/order-confirmation')}/\\d+$`))
  await expect(page.getByRole('heading', { level: 1, name: t.order.confirmedTitle })).toBeVisible()
  await expect(page.getByText(fill(t.order.total, { amount: price(176_230) }))).toBeVisible()
})

for (const [button, outcome] of [
  ['Payer', 'success'],
  ['Annuler', 'failure'],
] as const) {
  test(`pay with card or mobile money: '${button}' on the provider's page`, async ({ page }) => {
    // Cancelled, the journey goes round the provider twice, with the 3 s wait in between.
    test.slow()
    await addToCart(page, 'nuit', 'samsung-galaxy-s24')
    await page.goto(shopUrl('nuit', '/cart'))
    await fillContact(page)
    await chooseDelivery(page, 'Cameroun', 'Yaoundé', /./)
    await page.getByLabel(t.checkout.cardOrMobile).check()
    await page.getByRole('button', { name: t.checkout.submit }).click()
    await expect(page).toHaveURL(/\/provider\/pay\/trx_/)
    await page.getByRole('button', { name: button }).click()
    if (outcome === 'success') {
      await expect(page).toHaveURL(shopUrl('nuit', '/payment-success'))
      await expect(page.getByRole('heading', { level: 1, name: t.payment.successTitle })).toBeVisible()
    } else {
      await expect(page.getByText('Le paiement a été annulé.').first()).toBeVisible()
      // 3 s after the page has loaded (offline, the ad pixel's image of this shop can hold the load event back).
      await expect(page).toHaveURL(shopUrl('nuit', '/payment-failure'), { timeout: 20_000 })
      await expect(page.getByRole('heading', { level: 1, name: t.payment.failureTitle })).toBeVisible()
      await expect(page.getByText('Le paiement a été annulé.')).toBeVisible()
      await expect(page.getByRole('link', { name: t.payment.backToCart })).toHaveAttribute('href', local('/cart'))

      // The same order, paid this time.
      const number = (
        await page
          .getByText(/CMD-\d{4}-\d{6}/)
          .first()
          .innerText()
      ).match(/CMD-\d{4}-\d{6}/)![0]
      await page.getByRole('button', { name: t.payment.retry }).click()
      await expect(page).toHaveURL(/\/provider\/pay\/trx_/)
      await expect(page.getByText(number).first()).toBeVisible()
      await page.getByRole('button', { name: 'Payer' }).click()
      await expect(page).toHaveURL(shopUrl('nuit', '/payment-success'))
      await expect(page.getByText(number).first()).toBeVisible()
      await page.getByRole('link', { name: t.order.view }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.order.confirmedTitle })).toBeVisible()
      await expect(page.getByText(number).first()).toBeVisible()
    }
  })
}

test('the same product added twice from its page is in the cart twice (each add has its own key)', async ({ page }) => {
  await page.goto(shopUrl('marche', '/products/oranges-de-mbalmayo'))
  const before = Number(await cartCount(page).innerText())
  const add = page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart })
  await add.click()
  await expect(cartCount(page)).toHaveText(String(before + 1))
  await expect(add).toBeEnabled()
  await add.click()
  await expect(cartCount(page)).toHaveText(String(before + 2))
  // The header counts an add as soon as it is sent: leaving before it is answered would cancel it.
  await expect(add).toBeEnabled()
  await page.goto(shopUrl('marche', '/cart'))
  await expect(page.locator('.cart-line').filter({ hasText: 'Oranges' }).locator('output')).toHaveText(
    String(before + 2),
  )
})

test('the cart survives closing the browser', async ({ page, browser }) => {
  await addToCart(page, 'mode', 'robe-sirene-en-bazin')
  const state = await page.context().storageState()
  const reopened = await browser.newContext({ storageState: state, javaScriptEnabled: jsOn() })
  try {
    const again = await reopened.newPage()
    await again.goto(shopUrl('mode', '/cart'))
    await expect(again.locator('.cart-line')).toHaveCount(1)
    await expect(again.locator('.cart-line__name')).toHaveText('Robe sirène en bazin')
  } finally {
    await reopened.close()
  }
})

test('a checkout sent twice makes one order', async ({ page }) => {
  // One shop per JavaScript setting, so the order numbers of this test follow each other: the projects run one
  // after the other, and two that follow each other differ in it (js-on, js-off, en-js-on, en-js-off).
  const shop = jsOn() ? 'marche' : 'mode'
  const product = jsOn() ? 'oranges-de-mbalmayo' : 'robe-sirene-en-bazin'
  const placeOrder = async () => {
    await addToCart(page, shop, product)
    await page.goto(shopUrl(shop, '/cart'))
    await fillContact(page)
    await chooseDelivery(page, 'Cameroun', 'Douala', /^Akwa/)
    await page.getByLabel(t.checkout.cashOnDelivery).check()
  }
  const orderNumber = async () => Number((await page.getByText(/CMD-\d{4}-\d{6}/).innerText()).match(/(\d{6})/)![1])

  await placeOrder()
  const submit = page.getByRole('button', { name: t.checkout.submit })
  if (jsOn()) await submit.dblclick()
  else await submit.click()
  await expect(page).toHaveURL(shopUrl(shop, '/order-placed'))
  const first = await orderNumber()
  if (!jsOn()) {
    // Back to the filled form, and send it again.
    await page.goBack()
    await page.getByRole('button', { name: t.checkout.submit }).click()
    await expect(page).toHaveURL(shopUrl(shop, '/order-placed'))
    expect(await orderNumber()).toBe(first)
  }
  await placeOrder()
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expect(page).toHaveURL(shopUrl(shop, '/order-placed'))
  expect(await orderNumber()).toBe(first + 1)
})

test.describe('a city list the platform did not give', () => {
  // The request is changed on its way: Playwright sees the page's requests only without the service worker.
  test.use({ serviceWorkers: 'block' })

  test('with JavaScript, says so and can be asked again', async ({ page }) => {
    test.skip(!jsOn(), 'without JavaScript the page itself shows the message, with “Mettre à jour”')
    await addToCart(page, 'demo', 'micro-ondes-25-l')
    await page.goto(shopUrl('demo', '/cart'))
    await expectHydrated(page)
    // The first time, the cities of a country the platform does not know: it answers 404, the storefront its message.
    let failed = false
    await page.route(/\/shipping-options\.data\?/, async (route) => {
      if (failed) return route.continue()
      failed = true
      await route.continue({ url: route.request().url().replace('country=CM', 'country=ZZ') })
    })
    await page.getByLabel(t.checkout.country).selectOption({ label: 'Cameroun' })
    const problem = page.getByRole('alert').filter({ hasText: t.checkout.citiesError })
    await expect(problem).toBeVisible()
    await problem.getByRole('button', { name: t.checkout.retryList }).click()
    await expect(problem).toBeHidden()
    await expect(page.getByLabel(t.checkout.city).locator('option:not([value=""])').first()).toBeAttached()
  })
})
