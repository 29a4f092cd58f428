/**
 * Before the scripts start: on a cheap phone the page is painted, and used, seconds before its scripts take it
 * over (app/lib/hydrated.ts). Each test holds the page's scripts back (as a slow network does), uses a form as a
 * shopper would, lets the scripts go, and checks that nothing done in between was lost: the next step of the
 * checkout, the cart's contents, the message shown or gone. The last ones run whole journeys on a page whose CPU
 * is slowed 4× (Lighthouse's phone). JavaScript on, in French and in English; a page error fails every test.
 */
import type { Page } from '@playwright/test'
import { expect, test, waitForScripts } from './fixtures'
import { exactly, fill, local, t } from './language'
import { shopUrl } from './shops'

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the gap is the time before the scripts start')
// The offline worker would answer the scripts from its cache, past the network that holds them back: it is
// blocked here as in every test but the offline worker's own and the checkout's (playwright.config.ts).

/**
 * The page's scripts (every `.js` of the build) wait at the network until `release()`; pages loaded meanwhile are
 * the no-JavaScript page, painted and usable. `hold()` holds the next ones back again.
 */
async function scriptsHeldBack(page: Page) {
  let open = () => {}
  let gate = Promise.resolve()
  const hold = () => {
    gate = new Promise<void>((resolve) => (open = resolve))
  }
  hold()
  await page.route('**/build/**/*.js', async (route) => {
    await gate
    await route.fallback()
  })
  return {
    hold,
    /** Lets the scripts go and resolves once they have taken over the page. */
    release: async () => {
      open()
      await waitForScripts(page)
    },
  }
}

/** A page loaded while the scripts are held back: its `load`, without waiting for them. */
/** Adds a product on a page the scripts have taken over, once the shop has it in the cart. */
async function addToCart(page: Page, slug: string, name: string) {
  await page.goto(shopUrl('demo', `/products/${slug}`))
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  await expect(page.getByText(exactly(fill(t.cart.added, { quantity: 1, name }))).first()).toBeVisible()
}

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await page.waitForLoadState('load')
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
}

const cartCount = (page: Page) => page.getByRole('banner').locator('.header__count')

test('a variant and a quantity chosen, a cart changed and a promo code typed before the scripts: all kept', async ({
  page,
}) => {
  test.slow()
  const scripts = await scriptsHeldBack(page)
  await open(page, shopUrl('demo', '/products/congelateur-coffre-200-l'))
  await page.getByText('Blanc', { exact: true }).click()
  await page.getByLabel(t.product.quantity).fill('2')
  await scripts.release()
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  const added = fill(t.cart.added, { quantity: 2, name: 'Congélateur coffre 200 L' })
  await expect(page.getByText(exactly(added)).first()).toBeVisible()
  await expect(cartCount(page)).toHaveText('2')

  // Pressed before the scripts: posted as without JavaScript, once.
  scripts.hold()
  await open(page, shopUrl('demo', '/cart'))
  const line = page.locator('.cart-line')
  await expect(line.getByText(fill(t.cart.variant, { name: 'Blanc' }))).toBeVisible()
  await line.getByRole('button', { name: t.cart.increase }).click()
  await expect(line.locator('output')).toHaveText('3')
  await page.getByLabel(t.promo.label).fill('BIENVENUE10')
  await scripts.release()
  await expect(cartCount(page)).toHaveText('3')
  await page.getByRole('button', { name: t.promo.apply }).click()
  await expect(page.locator('.summary__discount')).toContainText('BIENVENUE10')

  scripts.hold()
  await page.reload({ waitUntil: 'load' })
  await line.getByRole('button', { name: fill(t.cart.removeItem, { name: 'Congélateur coffre 200 L' }) }).click()
  await expect(page.getByText(t.cart.removed)).toBeVisible()
  await scripts.release()
  await expect(line).toHaveCount(0)
  await expect(cartCount(page)).toHaveText('0')
})

test('a checkout begun before the scripts carries on: the errors corrected go, the country’s cities come', async ({
  page,
}) => {
  test.slow()
  await addToCart(page, 'micro-ondes-25-l', 'Micro-ondes 25 L')

  const scripts = await scriptsHeldBack(page)
  await open(page, shopUrl('demo', '/cart'))
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expect(page.getByText(t.checkout.errors.clientName)).toBeVisible()
  await page.getByLabel(t.checkout.clientName).fill('Awa Ndiaye')
  await page.getByLabel(t.checkout.clientTel).fill('690 12 34 56')
  await page.getByLabel(t.checkout.clientEmail).fill('awa@example.cm')
  await page.getByLabel(t.checkout.shippingAddress).fill('Rue de la Joie, Akwa')
  await page.getByLabel(t.checkout.country).selectOption({ label: 'Cameroun' })
  await page.getByLabel(t.checkout.cashOnDelivery).check()
  await expect(page.getByRole('button', { name: t.checkout.refresh })).toBeVisible()
  await scripts.release()

  await expect(page.getByText(t.checkout.errors.clientName)).toBeHidden()
  await expect(page.getByText(t.checkout.errors.clientTel)).toBeHidden()
  await page.getByLabel(t.checkout.city).selectOption('Douala')
  const zone = page.getByLabel(t.checkout.zone)
  await expect(zone.locator('option', { hasText: /^Akwa/ })).toBeAttached()
  await zone.selectOption({ index: 1 })
  await expect(page.getByLabel(t.checkout.cashOnDelivery)).toBeChecked()
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expect(page).toHaveURL(shopUrl('demo', '/order-placed'))
  await expect(page.getByRole('heading', { level: 1, name: t.order.placedTitle })).toBeVisible()
})

test('typed in the search field before the scripts: the suggestions come for it', async ({ page }) => {
  const scripts = await scriptsHeldBack(page)
  await open(page, shopUrl('mode', '/'))
  const field = page.getByRole('banner').getByLabel(t.search.label, { exact: true })
  await field.fill('robe')
  await scripts.release()
  await expect(page.getByRole('banner').getByRole('listbox').getByRole('option').first()).toBeVisible()
  await expect(field).toHaveValue('robe')
})

test('signed in before the scripts, then a registration typed before them and sent after', async ({ page }) => {
  test.slow()
  const scripts = await scriptsHeldBack(page)
  await open(page, shopUrl('demo', '/login'))
  const form = page.locator('main form')
  await form.getByLabel(t.account.email).fill('client@demo.test')
  await form.getByLabel(t.account.password).fill('Client-2026!')
  await form.getByRole('button', { name: t.account.login }).click()
  await expect(page).toHaveURL(new RegExp(`${local('/customer')}`))
  await scripts.release()
  await expect(page.getByRole('navigation', { name: t.customer.menu })).toBeVisible()

  await page.context().clearCookies()
  await page.context().addCookies([{ name: '__popup', value: '1', url: shopUrl('demo', '/') }])
  scripts.hold()
  await open(page, shopUrl('demo', '/register'))
  await page.getByLabel(t.account.prenom).fill('Jean')
  await page.getByLabel(t.account.nom, { exact: true }).fill('Mbarga')
  await page.getByLabel(t.account.email).fill(`gap-${test.info().project.name}-${Date.now()}@demo.test`)
  await page.getByLabel(t.account.password).fill('Secret-2026!')
  await page.getByLabel(t.account.telephone).fill('677 11 22 33')
  await page.getByLabel(t.account.adresse).fill('3 avenue Kennedy')
  await page.getByLabel(t.account.ville).fill('Yaoundé')
  await scripts.release()
  await page.getByRole('button', { name: t.account.register }).click()
  await expect(page.getByText(t.account.registered)).toBeVisible()
  await expect(page).toHaveURL(shopUrl('demo', '/customer/orders'))
})

test('a message to the shop sent and a newsletter address typed before the scripts', async ({ page }) => {
  const scripts = await scriptsHeldBack(page)
  await open(page, shopUrl('demo', '/contact'))
  const contact = page.locator('main form')
  await contact.getByLabel(t.contact.nom).fill('Awa Ndiaye')
  await contact.getByLabel(t.contact.email).fill('awa@example.cm')
  await contact.getByLabel(t.contact.sujet).fill('Livraison')
  await contact.getByLabel(t.contact.message).fill('Livrez-vous à Bafoussam ?')
  await contact.getByRole('button', { name: t.contact.send }).click()
  await expect(page.getByText(t.contact.sent).first()).toBeVisible()

  const newsletter = page.locator('#newsletter')
  await newsletter.getByLabel(t.newsletter.label).fill(`gap-${Date.now()}@example.cm`)
  await scripts.release()
  await newsletter.getByRole('button', { name: t.newsletter.submit }).click()
  await expect(newsletter.getByRole('status')).toHaveText(t.newsletter.success)
})

test.describe('the pop-up and the language link', () => {
  test.use({ popupSeen: false })

  test('closed and followed before the scripts, both hold after them', async ({ page }) => {
    const scripts = await scriptsHeldBack(page)
    await open(page, shopUrl('demo', '/'))
    const popup = page.getByRole('dialog')
    await popup.getByRole('button', { name: t.popup.close }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const other = page.url().includes('/en') ? 'fr' : 'en'
    await page.getByRole('banner').locator(`a[hreflang="${other}"]`).click()
    await expect(page.locator('html')).toHaveAttribute('lang', other)
    await scripts.release()
    await expect(page.locator('html')).toHaveAttribute('lang', other)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('on a phone’s CPU (4× slower)', () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  })

  test('adds to the cart and orders, cash on delivery', async ({ page }) => {
    test.slow()
    await addToCart(page, 'micro-ondes-25-l', 'Micro-ondes 25 L')
    await page.goto(shopUrl('demo', '/cart'))
    await page.getByLabel(t.checkout.clientName).fill('Awa Ndiaye')
    await page.getByLabel(t.checkout.clientTel).fill('690 12 34 56')
    await page.getByLabel(t.checkout.clientEmail).fill('awa@example.cm')
    await page.getByLabel(t.checkout.shippingAddress).fill('Rue de la Joie, Akwa')
    await page.getByLabel(t.checkout.country).selectOption({ label: 'Cameroun' })
    await page.getByLabel(t.checkout.city).selectOption('Douala')
    const zone = page.getByLabel(t.checkout.zone)
    await expect(zone.locator('option', { hasText: /^Akwa/ })).toBeAttached()
    await zone.selectOption({ index: 1 })
    await page.getByLabel(t.checkout.cashOnDelivery).check()
    await page.getByRole('button', { name: t.checkout.submit }).click()
    await expect(page.getByRole('heading', { level: 1, name: t.order.placedTitle })).toBeVisible()
  })

  test('tapped and typed on while it loads and its scripts start, a page still ends theirs', async ({ page }) => {
    for (const path of ['/', '/cart', '/login']) {
      await page.goto(shopUrl('demo', path), { waitUntil: 'commit' })
      // A shopper's taps and keys from the first paint to the takeover (a page error fails the test).
      const deadline = Date.now() + 60_000
      while (!(await page.locator('html[data-hydrated]').count())) {
        expect(Date.now(), `${path} taken over by its scripts`).toBeLessThan(deadline)
        await page.mouse.click(5, 400)
        await page.keyboard.press('Shift')
      }
    }
  })

  test('signs in', async ({ page }) => {
    await page.goto(shopUrl('demo', '/login'))
    const form = page.locator('main form')
    await form.getByLabel(t.account.email).fill('client@demo.test')
    await form.getByLabel(t.account.password).fill('Client-2026!')
    await form.getByRole('button', { name: t.account.login }).click()
    await expect(page.getByRole('navigation', { name: t.customer.menu })).toBeVisible()
  })
})
