/**
 * What makes the first visit fast on a cheap phone: the home page's largest image comes in the
 * first HTML and is fetched first; other images are sized and lazy below the fold; the scripts wait
 * until the page has loaded and painted; tapping the header while the page is still loading on a
 * slow network works without a React error.
 */
import { expect, expectHydrated, isSameDocument, markDocument, slowNetwork, test } from './fixtures'
import { jsOn, local, t } from './language'
import { shopOrigin, shopUrl } from './shops'

test.use({ viewport: { width: 390, height: 844 } })

test('the hero banner is in the first HTML, fetched first, and other images are sized', async ({ page }) => {
  if (jsOn()) {
    // The document as the browser got it (streamed): the banner is in the shell, not in a chunk streamed later.
    const response = await page.goto(shopUrl('demo', '/'))
    const html = (await response?.text()) ?? ''
    const hero = html.search(/<img[^>]*class="slider__image"/)
    expect(hero, 'the banner is in the page').toBeGreaterThan(0)
    const firstStreamedChunk = html.search(/<div hidden id="S:|<template id="B:/)
    if (firstStreamedChunk !== -1) expect(hero).toBeLessThan(firstStreamedChunk)
    const firstModulePreload = html.indexOf('<template data-after-paint><link rel="modulepreload"')
    expect(firstModulePreload, 'the page has its scripts').toBeGreaterThan(0)
    expect(hero, 'the banner comes before the scripts').toBeLessThan(firstModulePreload)
  } else {
    // A browser without scripts is sent the whole document once /no-js (no page: no language of its own) knows it.
    await page.goto(new URL(`/no-js?to=${encodeURIComponent(local('/'))}`, shopOrigin('demo')).href)
    await expect(page).toHaveURL(shopUrl('demo', '/'))
  }
  const banner = page.locator('.slider__image').first()
  await expect(banner).toHaveAttribute('fetchpriority', 'high')
  await expect(banner).toHaveAttribute('loading', 'eager')
  await expect(banner).toHaveAttribute('width', /^\d+$/)
  await expect(banner).toHaveAttribute('height', /^\d+$/)
  // One image only is fetched first.
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)

  const cards = page.locator('.card__image')
  expect(await cards.count()).toBeGreaterThan(6)
  for (const image of await cards.all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/)
    await expect(image).toHaveAttribute('height', /^\d+$/)
  }
  // The home page's products are below the fold on a phone: they load as the shopper scrolls.
  await expect(cards.last()).toHaveAttribute('loading', 'lazy')
  // Each at the widths of its layout, through the shop's image path.
  await expect(cards.first()).toHaveAttribute('srcset', /^\/img\/card\/160\/\S+ 160w, /)
  await expect(banner).toHaveAttribute('srcset', /^\/img\/hero\/480\/\S+ 480w, /)
})

test('with JavaScript, the scripts are fetched once the page has loaded and painted, then it hydrates', async ({
  page,
}) => {
  test.skip(!jsOn(), 'about scripts')
  await page.goto(shopUrl('demo', '/'))
  await expectHydrated(page)
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/build\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime)
    return { load: navigation.loadEventStart, paint: paint?.startTime ?? null, scripts }
  })
  expect(timing.scripts.length, 'the entry, the shared chunks and the routes').toBeGreaterThan(3)
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.load)
  expect(timing.paint, 'the page painted').not.toBeNull()
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!)
  // The scripts run: a link is followed by the client router, in the same document.
  await markDocument(page)
  await page
    .locator(`a[href^="${local('/products/')}"]`)
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(local('/products/')))
  await expect(page.getByRole('button', { name: t.product.addToCart })).toBeVisible()
  expect(await isSameDocument(page)).toBe(true)
})

test('a browser without module preloads still runs the scripts after the page', async ({ page }) => {
  test.skip(!jsOn(), 'about scripts')
  // The starter waits for each preload to be fetched; a browser that does not know modulepreload fetches none
  // (nor fires their load events) and must not wait for them.
  await page.addInitScript(() => {
    const supports = DOMTokenList.prototype.supports
    DOMTokenList.prototype.supports = function (token: string) {
      return token === 'modulepreload' ? false : supports.call(this, token)
    }
    const rel = Object.getOwnPropertyDescriptor(HTMLLinkElement.prototype, 'rel')!
    Object.defineProperty(HTMLLinkElement.prototype, 'rel', {
      ...rel,
      set(value: string) {
        rel.set!.call(this, value === 'modulepreload' ? 'x-unknown' : value)
      },
    })
  })
  await page.goto(shopUrl('demo', '/'))
  await expectHydrated(page)
  await markDocument(page)
  await page
    .locator(`a[href^="${local('/products/')}"]`)
    .first()
    .click()
  await expect(page.getByRole('button', { name: t.product.addToCart })).toBeVisible()
  expect(await isSameDocument(page)).toBe(true)
})

test('the product page fetches its picture first', async ({ page }) => {
  await page.goto(shopUrl('demo', '/products/congelateur-coffre-200-l'))
  const picture = page.locator('.pd__gallery img[fetchpriority="high"]')
  await expect(picture).toHaveCount(1)
  await expect(picture).toHaveAttribute('loading', 'eager')
})

test('tapping « Mon compte » right after the home page loads on a slow network works without error', async ({
  page,
}) => {
  test.skip(!jsOn(), 'about hydration')
  test.setTimeout(120_000)
  // A slow 3G phone: the page shows before its scripts have run and its last sections have arrived.
  await slowNetwork(page, { latency: 400, kbps: 400 })
  await page.goto(shopUrl('demo', '/'), { waitUntil: 'commit' })
  const account = page.locator('.header__account')
  await account.click({ timeout: 60_000 })
  // Either the login dialog (scripts ran) or the login page (they had not yet): both let the shopper sign in.
  await expect(page.getByRole('heading', { name: t.account.loginTitle, exact: true })).toBeVisible({
    timeout: 60_000,
  })
  await slowNetwork(page, null)
  await expectHydrated(page)
  // The fixture fails the test on any console error, React's #421 included.
})
