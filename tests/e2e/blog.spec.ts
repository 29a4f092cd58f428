/**
 * Reading the blog and the policy pages, as a shopper of the demo shop does it.
 * Every test runs with JavaScript on (js-on) and off (js-off), except those
 * that watch scripts run (they need them on).
 */
import type { Page } from '@playwright/test'
import { markdownToSafeHtml } from '../../app/content/markdown.server'
import { sanitizeHtml } from '../../app/server/sanitize.server'
import { catalogues } from '../../app/i18n/text.server'
import { HTML_VECTORS, MARKDOWN_VECTORS } from '../support/xss-vectors'
import { expect, expectHydrated, tapOnceInView, test } from './fixtures'
import { fill, jsOn, language, local, t } from './language'
import { SHOPS, shopOrigin, shopUrl } from './shops'

const HOSTILE_TITLE = 'Article de test : contenu hostile'
const ALLOWED_LINKS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:']

const cards = (page: Page) => page.locator('main article.article-card')
const articleTitle = (page: Page) => page.locator('main h1.blog-article__title')

/** A catalogue text as a pattern: its `{{placeholders}}` stand for any text of at least one character. */
function pattern(text: string): RegExp {
  const escape = (piece: string) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    text
      .split(/\{\{\w+\}\}/)
      .map(escape)
      .join('.+'),
  )
}

/** Dialogs the page opened (alert, confirm, prompt): none is expected. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return dialogs
}

/**
 * Once every handler the page could have queued has run: the page loaded, every image loaded or failed (a failed
 * one queues its `onerror`), then one more task of the page after those.
 */
async function handlersFired(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

/** Inside `root`: script-capable elements, event-handler attributes, and links or images with a refused scheme. */
async function executableIn(page: Page, root: string) {
  return page.locator(root).evaluate((el, allowed) => {
    const found: string[] = []
    for (const node of el.querySelectorAll('script, iframe, object, embed, svg, math, form, meta, base, style, link'))
      found.push(`<${node.tagName.toLowerCase()}>`)
    for (const node of el.querySelectorAll('*'))
      for (const attr of node.attributes) if (/^on/i.test(attr.name)) found.push(`${attr.name} on <${node.tagName}>`)
    // Resolved as the browser resolves them, against a page of the shop (setContent pages are about:blank).
    const base = location.protocol.startsWith('http') ? location.href : 'https://boutique.example/'
    const protocolOf = (url: string) => {
      try {
        return new URL(url, base).protocol
      } catch {
        return 'invalid:'
      }
    }
    for (const a of el.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href')!
      if (!allowed.includes(protocolOf(href))) found.push(`link ${href}`)
    }
    for (const img of el.querySelectorAll('img[src]')) {
      const src = img.getAttribute('src')!
      if (!['http:', 'https:'].includes(protocolOf(src))) found.push(`image ${src}`)
    }
    return found
  }, ALLOWED_LINKS)
}

test('the blog: page 2, an article, then one of its recent articles, and back to the blog', async ({ page }) => {
  await page.goto(shopUrl('demo', '/blog'))
  await expect(page.getByRole('heading', { level: 1, name: t.blog.title })).toBeVisible()
  await expect(cards(page)).toHaveCount(6)
  const firstCard = cards(page).first()
  const firstTitle = (await firstCard.locator('h2 a').textContent())!.trim()
  await expect(
    firstCard.getByRole('link', { name: fill(t.blog.readMoreLabel, { title: firstTitle }), exact: true }),
  ).toBeVisible()

  await page
    .getByRole('navigation', { name: t.blog.pagination })
    .getByRole('link', { name: fill(t.blog.page, { n: 2 }) })
    .click()
  await expect(page).toHaveURL(shopUrl('demo', '/blog?page=2'))
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2')
  await expect(cards(page)).toHaveCount(6)

  const first = cards(page).first().locator('h2 a')
  const title = (await first.textContent())!.trim()
  await first.click()
  await expect(page).toHaveURL(new RegExp(`${local('/blog/article-')}\\d+$`))
  await expect(articleTitle(page)).toHaveText(title)
  await expect(page.locator('.blog-article__meta')).toContainText(pattern(t.blog.by))
  await expect(page.locator('.blog-article__meta')).toContainText(pattern(t.blog.readingTime))
  await expect(page.locator('.blog-article__body')).toBeVisible()

  const recent = page.locator('ul.recent a')
  await expect(recent).toHaveCount(3)
  const next = (await recent.first().locator('.recent__title').textContent())!.trim()
  expect(next).not.toBe(title)
  await recent.first().click()
  await expect(articleTitle(page)).toHaveText(next)

  await page.getByRole('link', { name: t.blog.back, exact: true }).first().click()
  await expect(page).toHaveURL(shopUrl('demo', '/blog'))
  await expect(cards(page)).toHaveCount(6)
})

test('a category of the sidebar lists only its articles', async ({ page }) => {
  await page.goto(shopUrl('demo', '/blog?page=2'))
  await cards(page).first().locator('h2 a').click()
  await page
    .getByRole('navigation', { name: t.blog.categories })
    .getByRole('link', { name: t.blog.categoryNames.conseils })
    .click()
  await expect(page).toHaveURL(shopUrl('demo', '/blog?category=conseils'))
  // The list's own heading: with JavaScript the address changes before the new list replaces the article.
  await expect(page.locator('main .blog__category')).toHaveText(t.blog.categoryNames.conseils)
  await expect(cards(page).first()).toBeVisible()
  await cards(page).first().locator('h2 a').click()
  await expect(page.locator('.blog-badge')).toHaveText(t.blog.categoryNames.conseils)
})

test('an unknown article says so, and "Retour à la page précédente" leads back', async ({ page }) => {
  // Without scripts, a visit's first page refreshes itself once through /no-js: the visit starts there,
  // so that no refresh is still on its way when the next page is asked for.
  const jsOff = !jsOn()
  const blog = shopUrl('demo', '/blog')
  const noJs = new URL(`/no-js?to=${encodeURIComponent(local('/blog'))}`, shopOrigin('demo')).href
  await page.goto(jsOff ? noJs : blog)
  await expect(page).toHaveURL(blog)
  const response = await page.goto(shopUrl('demo', '/blog/article-999999'), { referer: blog })
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: t.blog.notFound })).toBeVisible()
  await page.getByRole('link', { name: t.blog.goBack }).click()
  await expect(page).toHaveURL(blog)
  await expect(page.getByRole('heading', { level: 1, name: t.blog.title })).toBeVisible()
})

for (const shop of [SHOPS.demo, SHOPS.nuit]) {
  test(`the policy pages of ${shop.name}, from the footer`, async ({ page }) => {
    const dialogs = recordDialogs(page)
    await page.goto(shopUrl(shop.slug))
    for (const type of shop.policies) {
      await tapOnceInView(page.locator('footer').getByRole('link', { name: t.footer[type], exact: true }))
      await expect(page).toHaveURL(shopUrl(shop.slug, `/policy/${type}`))
      await expect(page.getByRole('heading', { level: 1, name: t.policy[type] })).toBeVisible()
      await expect(page.locator('.policy__body')).not.toBeEmpty()
      expect(await executableIn(page, 'main')).toEqual([])
    }
    expect(dialogs).toEqual([])
  })
}

test('a policy the shop does not have shows its fallback; another type is "Page non trouvée"', async ({ page }) => {
  await page.goto(shopUrl('nuit', '/policy/about'))
  await expect(page.getByRole('heading', { level: 1, name: t.policy.about })).toBeVisible()
  await expect(page.getByText(t.policy.aboutMissing)).toBeVisible()
  const response = await page.goto(shopUrl('nuit', '/policy/cgv'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: t.policy.notFound })).toBeVisible()
})

test('the privacy policy names the shop and the cookies it sets', async ({ page }) => {
  await page.goto(shopUrl('demo', '/politique-de-confidentialite'))
  await expect(page.getByRole('heading', { level: 1, name: t.policy.privacy })).toBeVisible()
  // The policy's text is the page's own template (app/i18n/fr/privacy.ts, app/i18n/en/privacy.ts).
  const { intro } = catalogues[language()].privacy
  await expect(page.locator('main')).toContainText(fill(intro, { shop: SHOPS.demo.name }))
  await expect(page.locator('main')).toContainText('__session')
})

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'watches scripts run')

  test('the hostile article reads as text and runs nothing', async ({ page }) => {
    const dialogs = recordDialogs(page)
    await page.goto(shopUrl('demo', '/blog?page=2'))
    await expectHydrated(page)
    await page.getByRole('link', { name: HOSTILE_TITLE, exact: true }).click()
    await expect(articleTitle(page)).toHaveText(HOSTILE_TITLE)
    await expect(page.locator('.blog-article__body')).not.toBeEmpty()
    expect(await executableIn(page, '.blog-article__main')).toEqual([])
    // A full load of the same page (the server's HTML, then hydration) runs nothing either.
    await page.reload()
    await expectHydrated(page)
    expect(await executableIn(page, '.blog-article__main')).toEqual([])
    await handlersFired(page)
    expect(dialogs).toEqual([])
  })

  test("Chromium's own parser finds nothing executable in the sanitised vectors", async ({ page }) => {
    // The sanitisers' output in a blank page, no page of the storefront: the same in every language.
    test.skip(language() === 'en', 'no language: the sanitisers run the same for every page')
    const dialogs = recordDialogs(page)
    const html = [
      ...HTML_VECTORS.map((v) => `<section>${sanitizeHtml(v.input)}</section>`),
      ...MARKDOWN_VECTORS.map((v) => `<section>${markdownToSafeHtml(v.input)}</section>`),
    ].join('\n')
    await page.setContent(`<!doctype html><html><body><main>${html}</main></body></html>`)
    expect(await executableIn(page, 'main')).toEqual([])
    await handlersFired(page)
    expect(dialogs).toEqual([])
  })
})
