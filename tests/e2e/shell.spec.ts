/**
 * The shop shell as a shopper sees it: the shop's name, theme and footer, the
 * installable-app manifest, the 404 page, the inactive shop, and getting back
 * home. Every test runs in French and in English (tests/e2e/language.ts), with
 * JavaScript on (js-on, en-js-on) and off (js-off, en-js-off).
 */
import type { Page } from '@playwright/test'
import { fr } from '../../app/i18n/fr'
import { expect, expectHydrated, isSameDocument, markDocument, tapOnceInView, test } from './fixtures'
import { local, t } from './language'
import {
  E2E_PORT,
  INACTIVE_SHOP,
  POLICIES,
  SHOPS,
  shopOrigin,
  shopUrl,
  type Policy,
  type ShopExpectation,
  type ThemeName,
} from './shops'

/** The footer's link to a policy page, in the test's language. */
function policyLink(policy: Policy): { label: string; href: string } {
  return { label: t.footer[policy], href: local(`/policy/${policy}`) }
}

/** The footer's links every shop shows, in the test's language. */
function footerLinks(): { label: string; href: string }[] {
  return [
    { label: t.nav.home, href: local('/') },
    { label: t.nav.categories, href: local('/categories') },
    { label: t.nav.blog, href: local('/blog') },
    { label: t.nav.faq, href: local('/#faq-section') },
    { label: t.nav.contact, href: local('/contact') },
  ]
}

const UNKNOWN_PATH = '/page-qui-n-existe-pas'

/** Relative luminance (0 black … 1 white) of a computed CSS colour `rgb(r, g, b)`. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

async function openShop(page: Page, shop: ShopExpectation, path = '/') {
  const response = await page.goto(shopUrl(shop.slug, path))
  expect(response, `no answer for ${shop.slug}${path}`).not.toBeNull()
  return response!
}

async function expectShopName(page: Page, shop: ShopExpectation) {
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: shop.name })).toBeVisible()
  await expect(header.getByRole('link', { name: shop.name })).toHaveAttribute('href', local('/'))
}

async function expectTheme(page: Page, theme: ThemeName) {
  const href = `/themes/${theme}.css`
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await expect(page.locator('head link[rel="stylesheet"][href^="/themes/"]')).toHaveCount(1)
  await expect(page.locator('head link[rel="stylesheet"][href^="/themes/"]')).toHaveAttribute('href', href)
  const applied = await page.evaluate(
    (themeHref) =>
      [...document.styleSheets].some(
        (sheet) => sheet.href !== null && new URL(sheet.href).pathname === themeHref && sheet.cssRules.length > 0,
      ),
    href,
  )
  expect(applied, `${href} loaded and applied`).toBe(true)
}

async function bodyLuminance(page: Page): Promise<number> {
  return luminance(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor))
}

async function expectFooter(page: Page, shop: ShopExpectation) {
  const footer = page.getByRole('contentinfo')
  for (const link of footerLinks()) {
    await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href)
  }
  for (const policy of POLICIES) {
    const { label, href } = policyLink(policy)
    const links = footer.getByRole('link', { name: label, exact: true })
    if ((shop.policies as readonly Policy[]).includes(policy)) {
      await expect(links, `${shop.slug} shows « ${label} »`).toHaveAttribute('href', href)
    } else {
      await expect(links, `${shop.slug} has no « ${label} »`).toHaveCount(0)
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(0)
    }
  }
  if (shop.policies.length === 0) {
    await expect(footer.getByRole('navigation', { name: t.footer.policies })).toHaveCount(0)
  }
}

test.describe('a shop opens with its own name, theme and footer', () => {
  for (const shop of [SHOPS.demo, SHOPS.mode]) {
    test(`${shop.slug}: ${shop.name}, theme ${shop.theme}`, async ({ page, javaScriptEnabled }) => {
      const response = await openShop(page, shop)
      expect(response.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
      await expect(page).toHaveTitle(shop.name)
      await expectShopName(page, shop)
      await expectTheme(page, shop.theme)
      await expectFooter(page, shop)
      if (javaScriptEnabled) await expectHydrated(page)
    })
  }

  test('nuit: the dark theme, and only the refund policy', async ({ page, javaScriptEnabled }) => {
    const shop = SHOPS.nuit
    expect((await openShop(page, shop)).status()).toBe(200)
    await expectShopName(page, shop)
    await expectTheme(page, 'dark')
    expect(await bodyLuminance(page), 'dark page background').toBeLessThan(0.05)
    await expectFooter(page, shop)
    if (javaScriptEnabled) await expectHydrated(page)
  })

  test('marche: an unknown theme falls back to the default one, no policy links', async ({
    page,
    javaScriptEnabled,
  }) => {
    const shop = SHOPS.marche
    expect((await openShop(page, shop)).status()).toBe(200)
    await expectShopName(page, shop)
    await expectTheme(page, 'default')
    expect(await bodyLuminance(page), 'light page background').toBeGreaterThan(0.8)
    await expectFooter(page, shop)
    if (javaScriptEnabled) await expectHydrated(page)
  })
})

test.describe('the installable-app manifest', () => {
  for (const shop of [SHOPS.demo, SHOPS.nuit]) {
    test(`${shop.slug}: name « ${shop.name} », short name « ${shop.shortName} »`, async ({ page }) => {
      await openShop(page, shop)
      const link = page.locator('head link[rel="manifest"]')
      await expect(link).toHaveAttribute('href', '/manifest.webmanifest')
      const manifestUrl = new URL((await link.getAttribute('href'))!, shopOrigin(shop.slug))
      // page.request runs in Node, which does not resolve *.localhost: same request, by address.
      const response = await page.request.get(`http://127.0.0.1:${E2E_PORT}${manifestUrl.pathname}`, {
        headers: { Host: manifestUrl.host },
      })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/manifest+json')
      const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string }[] }
      expect(manifest).toMatchObject({
        name: shop.name,
        short_name: shop.shortName,
        start_url: '/',
        display: 'standalone',
        theme_color: '#714aff',
        background_color: '#ffffff',
      })
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
      for (const icon of manifest.icons) expect(icon.src).toBeTruthy()
    })
  }
})

test.describe('pages that do not exist', () => {
  test('an unknown path answers 404 with a way back home', async ({ page, javaScriptEnabled }) => {
    const shop = SHOPS.demo
    const response = await openShop(page, shop, UNKNOWN_PATH)
    expect(response.status()).toBe(404)
    await expect(page.getByText(t.notFound.message)).toBeVisible()
    await expect(page).toHaveTitle(t.notFound.title)
    await expectShopName(page, shop)
    if (javaScriptEnabled) {
      await expectHydrated(page)
      await markDocument(page)
    }
    await page.getByRole('main').getByRole('link', { name: t.notFound.home }).click()
    await expect(page).toHaveURL(shopUrl(shop.slug, '/'))
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
    await expect(page.getByText(t.notFound.message)).toHaveCount(0)
    if (javaScriptEnabled) expect(await isSameDocument(page), 'client-side navigation').toBe(true)
  })
})

test.describe('an inactive shop', () => {
  test('answers 401 « Accès Non Autorisé »', async ({ page, javaScriptEnabled }) => {
    const response = await page.goto(shopUrl(INACTIVE_SHOP))
    expect(response?.status()).toBe(401)
    await expect(page.getByRole('heading', { level: 1, name: t.failure.unauthorizedTitle })).toBeVisible()
    await expect(page).toHaveTitle(t.failure.unauthorizedTitle)
    await expect(page.getByText(t.failure.unauthorizedHint)).toBeVisible()
    if (javaScriptEnabled) await expectHydrated(page)
  })
})

test.describe('data saver', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

  test('with Save-Data: on the page comes whole, without any script', async ({ page }) => {
    const shop = SHOPS.mode
    expect((await openShop(page, shop)).status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
    await expectShopName(page, shop)
    await expectTheme(page, shop.theme)
    await expectFooter(page, shop)
    await expect(page.locator('script')).toHaveCount(0)
    await expect(page.locator('link[rel$="modulepreload"]')).toHaveCount(0)
  })
})

test.describe('getting back home', () => {
  const shop = SHOPS.mode

  for (const place of ['header', 'footer'] as const) {
    test(`the « ${fr.nav.home} » link of the ${place} leads home`, async ({ page, javaScriptEnabled }) => {
      await openShop(page, shop, UNKNOWN_PATH)
      await expect(page.getByText(t.notFound.message)).toBeVisible()
      if (javaScriptEnabled) {
        await expectHydrated(page)
        await markDocument(page)
      }
      const region = place === 'header' ? page.getByRole('banner') : page.getByRole('contentinfo')
      await region.getByRole('link', { name: t.nav.home, exact: true }).click()
      await expect(page).toHaveURL(shopUrl(shop.slug, '/'))
      await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
      await expect(page.getByText(t.notFound.message)).toHaveCount(0)
      if (javaScriptEnabled) expect(await isSameDocument(page), 'client-side navigation').toBe(true)
    })
  }

  test('the shop name in the header leads home, and the FAQ link to the questions', async ({
    page,
    javaScriptEnabled,
  }) => {
    await openShop(page, shop, UNKNOWN_PATH)
    if (javaScriptEnabled) await expectHydrated(page)
    await page.getByRole('banner').getByRole('link', { name: shop.name }).click()
    await expect(page).toHaveURL(shopUrl(shop.slug, '/'))
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
    // The shopper taps once the page has settled: the categories stream in after the first paint.
    await expect(page.locator('main .skeleton')).toHaveCount(0)

    await tapOnceInView(page.getByRole('contentinfo').getByRole('link', { name: t.nav.faq, exact: true }))
    await expect(page).toHaveURL(shopUrl(shop.slug, '/#faq-section'))
    await expect(page.getByRole('heading', { level: 2, name: t.home.faqTitle })).toBeInViewport()
  })
})
