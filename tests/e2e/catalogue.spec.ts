/**
 * Finding and looking at products, as a shopper on the demo shop does it:
 * home → category → 'Charger plus' → product → choose a variant → search.
 * Every test runs with JavaScript on (js-on) and off (js-off).
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectHydrated, isSameDocument, markDocument, test } from './fixtures'
import { fill, local, price, t } from './language'
import { E2E_API_PORT, shopUrl } from './shops'

/** What the stand-in platform says, asked directly (Node cannot resolve *.localhost). */
async function platform<T>(request: APIRequestContext, shop: string, path: string): Promise<T> {
  const res = await request.get(`http://127.0.0.1:${E2E_API_PORT}/api/v2${path}`, {
    headers: { Authorization: 'Bearer demo-public-key', 'X-Shop-Host': `${shop}.localhost` },
  })
  expect(res.ok()).toBe(true)
  return (await res.json()) as T
}

const productCards = (page: Page) => page.locator('main article.card')

/** The text a shopper sees in an element (hidden variant prices excluded). */
const visibleText = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
/** The page's address is a product page of the shop, in the test's language. */
const onProductPage = (url: URL) => url.pathname.startsWith(local('/products/'))

test('home shows "Voir plus" exactly for the categories with more products than shown', async ({ page, request }) => {
  const home = await platform<{
    products_by_category: { category_slug: string; category_nom: string; products: unknown[]; total_products: number }[]
  }>(request, 'demo', '/home/?page=1&limit=6')
  await page.goto(shopUrl('demo'))
  for (const group of home.products_by_category) {
    const section = page.locator('section.home-category', {
      has: page.getByRole('heading', { name: group.category_nom, exact: true }),
    })
    await expect(section).toBeVisible()
    const more = section.getByRole('link', { name: t.home.seeMore })
    if (group.total_products > group.products.length)
      await expect(more).toHaveAttribute('href', local(`/category/${group.category_slug}`))
    else await expect(more).toHaveCount(0)
  }
})

test("the home page's products stay once the scripts run, and come back on a return within the page's scripts", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'about the page the scripts take over')
  const home = await platform<{ products_by_category: { products: unknown[] }[] }>(
    request,
    'demo',
    '/home/?page=1&limit=6',
  )
  const shown = home.products_by_category.reduce((n, group) => n + group.products.length, 0)
  await page.goto(shopUrl('demo'))
  // The products are not hydrated (the document's route data leaves them out): after a navigation away and
  // back, the client renders them.
  await expect(productCards(page)).toHaveCount(shown)
  await markDocument(page)
  await productCards(page).first().getByRole('link').first().click()
  await expect(page).toHaveURL(onProductPage)
  await page.locator('a.header__brand').click()
  await expect(page).toHaveURL(shopUrl('demo', '/'))
  await expect(page.locator('.home-products article.card')).toHaveCount(shown)
  // The product just viewed is listed under 'Vus récemment' too.
  await expect(page.locator('.recently-viewed article.card')).toHaveCount(1)
  expect(await isSameDocument(page)).toBe(true)
})

test("a product's structured data stays once the scripts run, and follows a navigation within the page's scripts", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'about the page the scripts take over')
  const structured = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; name?: string }[],
    )
  await page.goto(shopUrl('demo', '/products/congelateur-coffre-200-l'))
  await expectHydrated(page)
  // Built by the loader, so its builders never reach the browser: hydration leaves the script as it came.
  const [first] = await structured()
  expect(first?.find((d) => d['@type'] === 'Product')?.name).toBe(
    await page.getByRole('heading', { level: 1 }).textContent(),
  )
  await markDocument(page)
  await page.locator('a.header__brand').click()
  await expect(page).toHaveURL(shopUrl('demo', '/'))
  const other = productCards(page).filter({
    hasNot: page.locator(`a[href="${local('/products/congelateur-coffre-200-l')}"]`),
  })
  await other.first().getByRole('link').first().click()
  await expect(page).toHaveURL(onProductPage)
  await expect(page.getByRole('button', { name: t.product.addToCart })).toBeVisible()
  const name = await page.getByRole('heading', { level: 1 }).textContent()
  await expect.poll(async () => (await structured())[0]?.find((d) => d['@type'] === 'Product')?.name).toBe(name)
  expect(await structured()).toHaveLength(1)
  expect(await isSameDocument(page)).toBe(true)
})

test('from the home page to a category, more products, a product, a variant and its price', async ({
  page,
  request,
}) => {
  const product = await platform<{ nom: string; slug: string; variants: { id: number; nom: string; prix: number }[] }>(
    request,
    'demo',
    '/produits/slug/congelateur-coffre-200-l',
  )
  await page.goto(shopUrl('demo'))

  const section = page.locator('section.home-category', {
    has: page.getByRole('heading', { name: 'Électroménager', exact: true }),
  })
  await section.getByRole('link', { name: t.home.seeMore }).click()
  await expect(page).toHaveURL(shopUrl('demo', '/category/electromenager'))
  await expect(page.getByRole('heading', { level: 1, name: 'Électroménager' })).toBeVisible()
  await expect(productCards(page)).toHaveCount(12)

  await page.getByRole('link', { name: t.catalogue.loadMore }).click()
  await expect(productCards(page)).toHaveCount(24)
  await expect(page).toHaveURL(new RegExp(`${local('/category/electromenager')}\\?(.+&)?page=2`))
  await page.getByRole('link', { name: t.catalogue.loadMore }).click()
  await expect(productCards(page)).toHaveCount(26)
  await expect(page.getByRole('link', { name: t.catalogue.loadMore })).toHaveCount(0)

  await page.getByRole('link', { name: product.nom }).click()
  await expect(page).toHaveURL(shopUrl('demo', `/products/${product.slug}`))
  await expect(page.getByRole('heading', { level: 1, name: product.nom })).toBeVisible()
  const [first, , third] = product.variants
  expect(third).toBeDefined()
  await expect(page.getByRole('radio', { name: first!.nom })).toBeChecked()
  expect(await visibleText(page, '.pd__price')).toContain(squash(price(first!.prix, 'XAF')))

  await page.getByText(third!.nom, { exact: true }).click()
  await expect(page.getByRole('radio', { name: third!.nom })).toBeChecked()
  await expect.poll(() => visibleText(page, '.pd__price')).toContain(squash(price(third!.prix, 'XAF')))
  expect(await visibleText(page, '.pd__price')).not.toContain(squash(price(first!.prix, 'XAF')))
  await expect(page.locator('form#add-to-cart input[name="quantity"]')).toHaveValue('1')
})

test('a product picture that cannot be shown gives way to the placeholder, on the home page and a product page', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'the scripts put the placeholder in')
  // Every product picture arrives unreadable.
  await page.route('**/images/products/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: 'pas une image' }),
  )
  await page.goto(shopUrl('demo', '/'))
  const card = productCards(page).first()
  await card.scrollIntoViewIfNeeded()
  await expect(card.locator('img')).toHaveAttribute('src', '/placeholder.svg')
  // The product's picture, fetched first, has failed before the scripts start.
  await page.goto(shopUrl('demo', '/products/micro-ondes-25-l'))
  await expect(page.locator('main img').first()).toHaveAttribute('src', '/placeholder.svg')
})

test('searching from the header finds a product', async ({ page, request }) => {
  const found = await platform<{ total: number; items: { nom: string; slug: string }[] }>(
    request,
    'mode',
    '/products/search?q=robe',
  )
  await page.goto(shopUrl('mode', '/categories'))
  // By its label: with JavaScript, a search field that suggests is a combobox once focused.
  const search = page.getByRole('banner').getByLabel(t.search.label, { exact: true })
  await search.fill('robe')
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${local('/search')}\\?q=robe`))
  // Character for character (toHaveTitle would see any space as one): 'Recherche\u202F: robe' in French, with
  // the narrow no-break space before the colon; 'Search: robe' in English, with no space before it.
  await expect.poll(() => page.title()).toBe(fill(t.search.title, { q: 'robe', shop: 'Mode Akwa' }))
  await expect(page.getByText(fill(t.search.count, { count: found.total }))).toBeVisible()
  await expect(productCards(page)).toHaveCount(found.items.length)
  await page.getByRole('link', { name: found.items[0]!.nom }).click()
  await expect(page).toHaveURL(shopUrl('mode', `/products/${found.items[0]!.slug}`))
})

test('a search that finds nothing offers the categories', async ({ page }) => {
  await page.goto(shopUrl('nuit', '/search?q=introuvable'))
  await expect(page.getByText(fill(t.search.empty, { q: 'introuvable' }))).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: t.search.explore }).click()
  await expect(page).toHaveURL(shopUrl('nuit', '/categories'))
  await expect(page.getByRole('heading', { level: 1, name: t.catalogue.collectionsTitle })).toBeVisible()
})
