/**
 * Suggestions as you type in the header's search (issue 26): with JavaScript, the field is a WAI-ARIA combobox
 * whose listbox shows products and categories, used with the keyboard alone, and axe-core finds nothing in it
 * open; its module is fetched when the field is first focused. Without JavaScript the field is the plain search.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fill, price, t } from './language'
import { E2E_API_PORT, shopUrl } from './shops'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const MODULE = /\/build\/_shared\/SearchSuggestions-[\w-]+\.js$/

/** The header's search field, found by its label (its role changes from searchbox to combobox). */
const searchField = (page: Page) => page.getByRole('banner').getByLabel(t.search.label, { exact: true })

/** What the stand-in platform finds for a query, asked directly (Node cannot resolve *.localhost). */
async function platformSearch(page: Page, shop: string, q: string) {
  const res = await page.request.get(`http://127.0.0.1:${E2E_API_PORT}/api/v2/products/search`, {
    params: { q },
    headers: { Authorization: 'Bearer demo-public-key', 'X-Shop-Host': `${shop}.localhost` },
  })
  expect(res.ok()).toBe(true)
  return (await res.json()) as { total: number; items: { nom: string; slug: string; prix: number }[] }
}

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'suggestions need JavaScript')

  test('typing shows products and categories; the keyboard alone opens one; axe finds nothing', async ({ page }) => {
    const found = await platformSearch(page, 'mode', 'robe')
    expect(found.items.length).toBeGreaterThan(6)
    const modules: string[] = []
    page.on('request', (request) => {
      if (MODULE.test(request.url())) modules.push(request.url())
    })
    await page.goto(shopUrl('mode', '/'))
    expect(modules, 'the suggestions module is not part of the first load').toEqual([])

    const field = searchField(page)
    await field.focus()
    const combobox = page.getByRole('banner').getByRole('combobox', { name: t.search.label })
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    expect(modules).toHaveLength(1)
    await combobox.pressSequentially('robe')

    const listbox = page.getByRole('listbox', { name: t.suggest.label })
    await expect(combobox).toHaveAttribute('aria-expanded', 'true')
    await expect(listbox).toBeVisible()
    await expect(combobox).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!)
    const products = listbox.getByRole('group', { name: t.suggest.products }).getByRole('option')
    await expect(products).toHaveCount(6)
    const first = found.items[0]!
    await expect(products.first()).toContainText(first.nom)
    // Priced as the catalogue prices it, in the mode shop's currency (FCFA in demo-api's seed).
    await expect(products.first()).toContainText(price(first.prix, 'FCFA'))
    await expect(products.first().locator('img')).toHaveAttribute('loading', 'lazy')
    const categories = listbox.getByRole('group', { name: t.suggest.categories }).getByRole('option')
    await expect(categories).toHaveText(['Robes'])
    const options = listbox.getByRole('option')
    await expect(options).toHaveCount(8)
    await expect(options.last()).toHaveText(fill(t.suggest.all, { q: 'robe' }))
    await expect(page.getByRole('status').filter({ hasText: fill(t.suggest.count, { count: 7 }) })).toHaveCount(1)

    // Arrow keys move the active option (focus stays in the field) and wrap at both ends.
    await combobox.press('ArrowDown')
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await products.first().getAttribute('id'))!)
    await expect(products.first()).toHaveAttribute('aria-selected', 'true')
    await expect(combobox).toBeFocused()
    await combobox.press('ArrowUp')
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id'))!)
    await combobox.press('ArrowDown')
    await expect(products.first()).toHaveAttribute('aria-selected', 'true')
    await expect(options.last()).toHaveAttribute('aria-selected', 'false')

    const axe = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(TAGS)
      .setLegacyMode(true)
      .analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' '))}`)).toEqual([])

    // Escape closes the list and keeps what was typed.
    await combobox.press('Escape')
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(listbox).toBeHidden()
    await expect(combobox).not.toHaveAttribute('aria-activedescendant')
    await expect(combobox).toHaveValue('robe')

    // Down opens it again; Enter on an option opens that product.
    await combobox.press('ArrowDown')
    await expect(listbox).toBeVisible()
    await combobox.press('ArrowDown')
    await combobox.press('Enter')
    await expect(page).toHaveURL(shopUrl('mode', `/products/${found.items[1]!.slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(found.items[1]!.nom)
    await expect(listbox).toBeHidden()
  })

  test('Enter without a chosen suggestion still opens the search page', async ({ page }) => {
    await page.goto(shopUrl('demo', '/categories'))
    const field = searchField(page)
    await field.focus()
    await field.pressSequentially('fri')
    await expect(page.getByRole('listbox', { name: t.suggest.label })).toBeVisible()
    await field.press('Enter')
    await expect(page).toHaveURL(shopUrl('demo', '/search?q=fri'))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('fri')
  })

  test('a slow answer never replaces the answer to what was typed last', async ({ page }) => {
    let releaseOld!: () => void
    const oldAnswerHeld = new Promise<void>((resolve) => (releaseOld = resolve))
    const asked: string[] = []
    await page.route('**/search/suggest?*', async (route) => {
      const q = new URL(route.request().url()).searchParams.get('q') ?? ''
      asked.push(q)
      if (q !== 'ro') return route.continue()
      await oldAnswerHeld
      // By now the browser has given up on this call; the answer goes nowhere.
      await route
        .fulfill({
          json: {
            q: 'ro',
            products: [{ slug: 'vieux', name: 'Réponse périmée', price: 1, original: null, image: null }],
            categories: [],
          },
        })
        .catch(() => {})
    })
    await page.goto(shopUrl('mode', '/'))
    const field = searchField(page)
    await field.focus()
    await field.pressSequentially('ro')
    await expect.poll(() => asked).toEqual(['ro'])
    await field.pressSequentially('be')
    const listbox = page.getByRole('listbox', { name: t.suggest.label })
    await expect(listbox.getByRole('option').first()).toContainText('Robe')
    releaseOld()
    await expect(listbox.getByRole('option').first()).toContainText('Robe')
    await expect(listbox).not.toContainText('Réponse périmée')
    expect(asked).toEqual(['ro', 'robe'])
  })

  test('fewer than 2 characters ask nothing and close the list', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/search/suggest')) asked.push(new URL(request.url()).searchParams.get('q') ?? '')
    })
    await page.goto(shopUrl('nuit', '/'))
    const field = searchField(page)
    await field.focus()
    await field.pressSequentially('tél')
    const listbox = page.getByRole('listbox', { name: t.suggest.label })
    await expect(listbox.getByRole('group', { name: t.suggest.categories })).toContainText('Téléphones')
    await field.press('Backspace')
    await field.press('Backspace')
    await expect(listbox).toBeHidden()
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(
      asked.every((q) => q.length >= 2),
      asked.join(', '),
    ).toBe(true)
  })
  test('a click on a suggestion opens it', async ({ page }) => {
    await page.goto(shopUrl('nuit', '/'))
    const field = searchField(page)
    await field.focus()
    await field.pressSequentially('tél')
    const listbox = page.getByRole('listbox', { name: t.suggest.label })
    await listbox.getByRole('group', { name: t.suggest.categories }).getByRole('option', { name: 'Téléphones' }).click()
    await expect(page).toHaveURL(shopUrl('nuit', '/categories/telephones'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléphones')
    await expect(listbox).toBeHidden()
  })
})

test.describe('without JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'the page as browsers without scripts get it')

  test('the header search stays the plain search form', async ({ page }) => {
    await page.goto(shopUrl('demo', '/'))
    const field = page.getByRole('banner').getByRole('searchbox', { name: t.search.label })
    await expect(page.getByRole('combobox')).toHaveCount(0)
    await field.fill('fri')
    // What is typed shows: the demo shop's dark header with light text once made it white on the white field.
    const [text, background] = await field.evaluate((el) => {
      const style = getComputedStyle(el)
      return [style.color, style.backgroundColor]
    })
    expect(text).not.toBe(background)
    await field.press('Enter')
    await expect(page).toHaveURL(shopUrl('demo', '/search?q=fri'))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('fri')
    await expect(page.getByRole('main').locator('article.card').first()).toBeVisible()
  })
})
