/**
 * The storefront on a 390 × 844 phone, in French and in English (tests/e2e/language.ts), with JavaScript on
 * (js-on, en-js-on) and off (js-off, en-js-off): a one-row header that hides no title, menu and search that open
 * without scripts, two product columns, slide texts clear of the banner's own caption, nothing under the WhatsApp
 * button, the language's typography (French or English), checkout errors, and the dark theme's readable links.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, slowNetwork, test } from './fixtures'
import { fill, jsOn, language, local, t } from './language'
import { SHOPS, shopUrl, type ShopExpectation } from './shops'

test.use({ viewport: { width: 390, height: 844 } })

const NNBSP = '\u202F'

type Box = { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  expect(found, `${locator} has a box`).not.toBeNull()
  return found!
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Where a locator is on screen now (the viewport's coordinates, after any scrolling). */
async function screenBox(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { x: r.x, y: r.y, width: r.width, height: r.height }
  })
}

/** Where the text of a locator is on screen now (its line boxes, not its padding). */
async function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const r = range.getBoundingClientRect()
    return { x: r.x, y: r.y, width: r.width, height: r.height }
  })
}

async function firstLink(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href')
  expect(href, `a link to ${prefix}…`).not.toBeNull()
  return href!
}

/** One of the product added to the cart from its page; gives the message shown, as the catalogue writes it. */
async function addToCart(page: Page, shop: string, product: string): Promise<string> {
  await page.goto(shopUrl(shop, product))
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  // The platform has it once the message shows (the count goes up as soon as the form is sent).
  const added = fill(t.cart.added, { quantity: 1, name })
  await expect(page.getByText(added).first()).toBeVisible()
  return added
}

/**
 * A text as the language's typography shows it, character for character: a narrow no-break space before ! and ?
 * in French, nothing in English. (A string assertion would read any space as any other: a pattern does not.)
 */
function typeset(text: string): RegExp {
  const space = language() === 'fr' ? NNBSP : ''
  return new RegExp(text.replace(/\s*([!?])/g, `${space}$1`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

/** Relative luminance and WCAG contrast of two computed `rgb()` colours. */
function contrast(a: string, b: string): number {
  const lum = (color: string) => {
    // `rgb(15, 17, 21)`, or `color(srgb 0.65 0.93 0.97)` for a colour-mix().
    const scale = color.startsWith('color(') ? 1 : 255
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
      const s = c / scale
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

for (const shop of Object.values(SHOPS) as ShopExpectation[]) {
  test(`${shop.slug} (${shop.theme} theme): a header of one row at most 64 px tall, the page title below it`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto(shopUrl(shop.slug))
    const product = await firstLink(page, local('/products/'))
    for (const path of ['/', product, '/cart']) {
      await page.goto(shopUrl(shop.slug, path))
      const header = page.getByRole('banner')
      const bar = await box(header)
      expect(bar.height, `header height on ${path}`).toBeLessThanOrEqual(64)
      // Shop name, search, account and cart side by side in that row.
      for (const part of [
        header.getByRole('link', { name: shop.name }),
        header.locator('.header__icon--search'),
        header.locator('.header__account'),
        header.locator('.header__cart'),
      ]) {
        const b = await box(part)
        expect(b.y, `${part} inside the header row`).toBeGreaterThanOrEqual(bar.y)
        expect(b.y + b.height).toBeLessThanOrEqual(bar.y + bar.height)
      }
      // The title is shown below the header, also once it is scrolled to (the header stays on top).
      const title = page.getByRole('heading', { level: 1 }).first()
      await expect(title).toBeVisible()
      await title.evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await expect
        .poll(async () => (await screenBox(title)).y, `title of ${path} below the sticky header`)
        .toBeGreaterThanOrEqual((await screenBox(header)).y + (await screenBox(header)).height)
    }
  })
}

test('the search field and the menu open from the header without JavaScript', async ({ page }) => {
  await page.goto(shopUrl('mode'))
  const header = page.getByRole('banner')
  // By its label: with JavaScript, a search field that suggests is a combobox once focused.
  const search = header.getByLabel(t.search.label, { exact: true })
  await expect(search).toBeHidden()
  const menu = header.getByRole('navigation', { name: t.nav.menu })
  await header.locator('label[for="header-search"]').click()
  await expect(search).toBeVisible()
  await expect(menu, 'the search icon opens the field only').toBeHidden()
  expect((await box(header)).height, 'the open field below the row').toBeGreaterThan(64)
  await search.fill('robe')
  await search.press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === local('/search') && url.searchParams.get('q') === 'robe')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('robe')
  await expect(search).toBeHidden()

  await expect(menu).toBeHidden()
  await header.locator('label[for="header-menu"]').click()
  await expect(search, 'the menu icon opens the menu only').toBeHidden()
  await menu.getByRole('link', { name: t.nav.blog }).click()
  await expect(page).toHaveURL(shopUrl('mode', '/blog'))
  await expect(menu).toBeHidden()
})

test('product lists show two columns on a phone: home, category and search', async ({ page }) => {
  for (const path of ['/', '/category/electromenager', '/search?q=e']) {
    await page.goto(shopUrl('demo', path))
    const cards = page.locator('main .grid .card:not(.skeleton)')
    await expect(cards.nth(2)).toBeVisible()
    const [a, b, c] = [await box(cards.nth(0)), await box(cards.nth(1)), await box(cards.nth(2))]
    expect(Math.abs(a.y - b.y), `first two cards of ${path} side by side`).toBeLessThan(2)
    expect(b.x, `second card of ${path} to the right`).toBeGreaterThan(a.x + a.width)
    expect(c.y, `third card of ${path} on the next row`).toBeGreaterThan(a.y + a.height)
    expect(a.width).toBeGreaterThan(150)
  }
})

// Either may also come within the first HTML (the platform's answer in before the page's first part is sent:
// the home page's category row when its answer is kept, the search results on a loaded machine): then no
// skeleton is shown, and nothing may move either. On a quiet machine the search results stream in.
for (const { name, path, arrived } of [
  { name: 'search results', path: '/search?q=congelateur', arrived: 'main [role="status"]' },
  { name: "the home page's categories", path: '/', arrived: 'main .carousel__track a' },
]) {
  test(`${name} that take the skeletons’ place move nothing on screen`, async ({ page }) => {
    test.skip(!jsOn(), 'without scripts the content comes with the page, never after skeletons')
    test.setTimeout(90_000)
    // On a slow network the page shows, with its skeletons, before the content that streams in.
    await slowNetwork(page, { latency: 150, kbps: 200 })
    await page.addInitScript(() => {
      const seen = { shift: 0, moved: [] as string[] }
      Object.assign(window, { seen })
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue
          seen.shift += entry.value
          seen.moved.push(...entry.sources.map((source) => (source.node as Element | undefined)?.className ?? '?'))
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // The fixture's goto also waits for the scripts to take over the page (buttons they add included).
    await page.goto(shopUrl('demo', path))
    await expect(page.locator(arrived).first()).toBeVisible()
    type Seen = { shift: number; moved: string[] }
    const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen)
    expect(seen.shift, `layout shift (${seen.moved.join(', ')} moved) as the content came and the scripts ran`).toBe(0)
  })
}

test("the slides' texts stay clear of the banner picture, which carries its own caption", async ({ page }) => {
  test.setTimeout(90_000)
  for (const shop of Object.values(SHOPS)) {
    await page.goto(shopUrl(shop.slug))
    const slide = page.locator('.slider__slide').first()
    const picture = await box(slide.locator('img').first())
    expect(picture.width / picture.height, 'the banner uncropped (3:1)').toBeCloseTo(3, 1)
    for (const text of await slide.locator('.slider__text > *').all()) {
      expect(overlaps(await box(text), picture), `${shop.slug}: ${await text.innerText()}`).toBe(false)
    }
  }
})

test('the WhatsApp button leaves the cart summary, the last payment option and the footer uncovered', async ({
  page,
}) => {
  await addToCart(page, 'demo', '/products/micro-ondes-25-l')
  await page.goto(shopUrl('demo', '/cart'))
  const whatsapp = page.locator('.whatsapp')
  await expect(whatsapp).toBeVisible()
  const targets = [
    page.locator('.summary').getByText(t.cart.shippingToChoose),
    page.locator('.checkout__methods .variants__option').last(),
    page.getByRole('button', { name: t.checkout.submit }),
  ]
  for (const target of targets) {
    // Brought into view from below, as when scrolling down to it or tabbing to it.
    await target.evaluate((el) => el.scrollIntoView({ block: 'end' }))
    await expect
      .poll(async () => overlaps(await screenBox(target), await screenBox(whatsapp)), `${target} under the button`)
      .toBe(false)
  }
  // Tabbing to the last payment option scrolls it clear of the button too.
  await page.evaluate(() => window.scrollTo(0, 0))
  const last = page.locator('.checkout__methods input[type=radio]').last()
  await last.focus()
  expect(overlaps(await screenBox(last.locator('..')), await screenBox(whatsapp))).toBe(false)
  // At the very bottom of the page, the footer's last line is above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const rights = page.locator('.footer__rights')
  await expect.poll(async () => overlaps(await textBox(rights), await screenBox(whatsapp))).toBe(false)
})

test("the WhatsApp button covers no part of a product's purchase form, nor the footer's end", async ({ page }) => {
  // A product with variants, each with its price at the end of its row.
  await page.goto(shopUrl('demo', '/products/congelateur-coffre-200-l'))
  const whatsapp = page.locator('.whatsapp')
  await expect(whatsapp).toBeVisible()
  const button = await box(whatsapp)
  const form = page.locator('form#add-to-cart')
  const parts = [form.locator('.variants__option'), form.locator('.pd__quantity'), form.getByRole('button')]
  await expect(parts[0]!).toHaveCount(4)
  // Left of the button's column, so clear of it at every scroll position.
  for (const part of parts) {
    for (const one of await part.all()) {
      const { x, width } = await box(one)
      expect(x + width, `${one} ends left of the WhatsApp button`).toBeLessThanOrEqual(button.x)
    }
  }
  // At the very bottom, the footer's last line is above the button and, with JavaScript, the product's bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const covers = [whatsapp]
  if (jsOn()) {
    const bar = page.locator('.sticky-bar--visible')
    await expect(bar).toBeVisible()
    covers.push(bar)
  }
  const rights = page.locator('.footer__rights')
  for (const cover of covers) {
    await expect
      .poll(async () => overlaps(await textBox(rights), await screenBox(cover)), `${cover} over the footer`)
      .toBe(false)
  }
})

// In English, the English rule: no space at all before ! and ?.
test('French typography: a narrow no-break space before ? and ! as shown', async ({ page }) => {
  const added = await addToCart(page, 'demo', '/products/micro-ondes-25-l')
  // The message of the fetcher (JavaScript) or of the toast after the redirect.
  await expect(page.getByText(typeset(added)).first()).toBeVisible()
  await page.goto(shopUrl('demo', '/cart'))
  await expect(page.locator('.checkout__login')).toContainText(typeset(t.checkout.loginOffer))
})

test('checkout: errors only beside the fields shown, gone once corrected (with JavaScript)', async ({ page }) => {
  await addToCart(page, 'demo', '/products/micro-ondes-25-l')
  await page.goto(shopUrl('demo', '/cart'))
  await page.getByRole('button', { name: t.checkout.submit }).click()
  const name = page.getByLabel(t.checkout.clientName)
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(t.checkout.errors.clientName)).toBeVisible()
  await expect(page.getByText(t.checkout.errors.selectedCountry)).toBeVisible()
  // No city or zone list yet (no country chosen): no error about them either.
  await expect(page.getByLabel(t.checkout.city)).toHaveCount(0)
  await expect(page.getByText(t.checkout.errors.selectedCity)).toHaveCount(0)
  await expect(page.getByText(t.checkout.errors.selectedZone)).toHaveCount(0)
  if (!jsOn()) return
  await name.fill('Awa Ndiaye')
  await expect(page.getByText(t.checkout.errors.clientName)).toHaveCount(0)
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  const tel = page.getByLabel(t.checkout.clientTel)
  await tel.fill('69')
  await expect(page.getByText(t.checkout.errors.clientTel)).toBeVisible()
  await tel.fill('690 12 34 56')
  await expect(page.getByText(t.checkout.errors.clientTel)).toHaveCount(0)
  // Emptied again: the error is back.
  await name.fill('')
  await expect(page.getByText(t.checkout.errors.clientName)).toBeVisible()
  await page.getByRole('radio').last().check()
  await expect(page.getByText(t.checkout.errors.selectedPaymentMethod)).toHaveCount(0)
})

test('a refused promo code comes back in its field, as typed', async ({ page }) => {
  await addToCart(page, 'demo', '/products/micro-ondes-25-l')
  await page.goto(shopUrl('demo', '/cart'))
  const code = page.getByLabel(t.promo.label)
  await code.fill('NOEL2024')
  await page.getByRole('button', { name: t.promo.apply }).click()
  await expect(page.locator('#promo-error')).toBeVisible()
  await expect(code).toHaveValue('NOEL2024')
})

test("dark theme: the home page's 'Voir plus' links, and links in general, are readable", async ({ page }) => {
  await page.goto(shopUrl('nuit'))
  const more = page.getByRole('link', { name: t.home.seeMore }).first()
  await expect(more).toBeVisible()
  const [fg, bg] = await more.evaluate((el) => [
    getComputedStyle(el).color,
    getComputedStyle(document.body).backgroundColor,
  ])
  expect(contrast(fg!, bg!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("the header shows each shop's name whole, and a signed-in shopper that they are", async ({ page }) => {
    test.setTimeout(90_000)
    for (const shop of Object.values(SHOPS) as ShopExpectation[]) {
      await page.goto(shopUrl(shop.slug))
      const brand = page.getByRole('banner').getByRole('link', { name: shop.name })
      // Every letter shown: no line cut off, no ellipsis.
      const clipped = await brand
        .locator('.header__name')
        .evaluate((name) => name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1)
      expect(clipped, `${shop.name} cut short`).toBe(false)
    }
    // Signed in, the account icon carries a mark; a visitor's has none. Polled: with JavaScript the link becomes a
    // button once the page is taken over, and a replaced element has no style.
    const mark = (account: Locator) => account.evaluate((link) => getComputedStyle(link, '::after').content)
    const account = page.getByRole('banner').locator('.header__account')
    await expect.poll(() => mark(account)).toBe('none')
    await page.goto(shopUrl('demo', `/login?redirectTo=${encodeURIComponent(local('/'))}`))
    await page.getByLabel(t.account.email).fill('client@demo.test')
    await page.getByLabel(t.account.password).fill('Client-2026!')
    await page.getByRole('button', { name: t.account.login }).click()
    await expect(page).toHaveURL(shopUrl('demo', '/'))
    await expect(account).toHaveAttribute('href', local('/customer'))
    await expect.poll(() => mark(account)).toBe('""')
  })
})
