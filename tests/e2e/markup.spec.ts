/**
 * Valid HTML: html-validate (rules of .htmlvalidate.json) finds no error on the main pages of every demo shop.
 *
 * - js-on: the document as the server sends it (streamed, its late sections after the shell) and the page's
 *   DOM once the scripts have taken over it (`page.content()`).
 * - js-off: the document a browser without scripts gets: sent whole, once it has the /no-js cookie (set here
 *   before the first page), and the same page asked with `Save-Data: on` (sent whole, without any script).
 *
 * .htmlvalidate.json extends html-validate:recommended and turns off only rules about how markup is written,
 * not what it means: React and Chromium write it their own way and no browser or reader tells the difference.
 * - attr-case: React writes `charSet`, `maxLength`, `autoComplete`… (attribute names are case-insensitive);
 * - attribute-boolean-style: `open=""` and `open` are the same attribute;
 * - void-style: `<img />` and `<img>` are the same element;
 * - no-inline-style: a preference for stylesheets (the CSP allows style attributes; article images carry
 *   their own placeholder as a CSS variable).
 * valid-id is kept in its relaxed form: an id must be non-empty and without spaces, as HTML says, but may hold
 * characters such as `:` (React's streamed boundaries are `B:0`, `S:0`), which the strict form forbids only
 * to make ids easier to write in CSS selectors.
 */
import path from 'node:path'
import type { Page, Response } from '@playwright/test'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { NO_SCRIPT_COOKIE } from '../../app/server/document.server'
import { expect, test } from './fixtures'
import { exactly, fill, local, t } from './language'
import { SHOPS, shopOrigin, shopUrl, type ShopExpectation } from './shops'

/** Validates as a file at the repository's root, where the loader finds .htmlvalidate.json. */
const FILENAME = path.resolve('markup.html')
const validator = new HtmlValidate(new FileSystemConfigLoader())

/** Each error as `page (view) line:column rule: message`. */
async function errorsIn(html: string, what: string): Promise<string[]> {
  const report = await validator.validateString(html, FILENAME)
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map(
        (m) => `${what} line ${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`,
      ),
  )
}

/** The first link of the page to a path starting with `prefix`, in the test's language (slugs differ per shop). */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const href = await page
    .locator(`main a[href^="${local(prefix)}"]`)
    .first()
    .getAttribute('href')
  expect(href, `a link to ${prefix}… on ${page.url()}`).not.toBeNull()
  return href!
}

/** The last document the page received (redirects followed), as the server sent it. */
function lastDocument(page: Page): () => Response {
  let last: Response | undefined
  page.on('response', (response) => {
    const request = response.request()
    const redirect = response.status() >= 300 && response.status() < 400
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !redirect) last = response
  })
  return () => {
    expect(last, `a document for ${page.url()}`).toBeDefined()
    return last!
  }
}

// The first page of the day shows the demo and mode shops' pop-up: its markup is checked on the home page.
test.use({ popupSeen: false })

for (const shop of Object.values(SHOPS) as ShopExpectation[]) {
  test(`the main pages of ${shop.slug} are valid HTML`, async ({ page, context, javaScriptEnabled }) => {
    test.setTimeout(300_000)
    const errors: string[] = []
    const sent = lastDocument(page)
    // Without scripts: the documents sent whole, as after /no-js; and a page of the same context with Save-Data.
    let saver: Page | undefined
    if (!javaScriptEnabled) {
      await context.addCookies([{ name: NO_SCRIPT_COOKIE, value: '1', url: shopOrigin(shop.slug) }])
      saver = await context.newPage()
      await saver.setExtraHTTPHeaders({ 'Save-Data': 'on' })
    }

    /** Validates the view now shown; `url` (a GET) is asked again with Save-Data when scripts are off. */
    const check = async (what: string, url?: string) => {
      await page.waitForLoadState('load')
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      const label = `${shop.slug} ${what}`
      if (javaScriptEnabled) {
        // After a form sent with scripts, no new document came: the DOM alone is what changed.
        if (url) errors.push(...(await errorsIn(await sent().text(), `${label} (as sent)`)))
        errors.push(...(await errorsIn(await page.content(), `${label} (hydrated DOM)`)))
      } else {
        const whole = await sent().text()
        expect(whole, `${label}: sent whole, with no way out to /no-js`).not.toContain('/no-js?to=')
        errors.push(...(await errorsIn(whole, `${label} (no script)`)))
        if (url && saver) {
          const response = await saver.goto(url)
          const html = (await response?.text()) ?? ''
          // Structured data (JSON-LD) is no script: nothing runs it.
          expect(html, `${label} with Save-Data: no script`).not.toMatch(
            /<script\b(?![^>]*type="application\/ld\+json")/i,
          )
          errors.push(...(await errorsIn(html, `${label} (Save-Data)`)))
        }
      }
    }
    const visit = async (pathname: string, what = pathname) => {
      const url = shopUrl(shop.slug, pathname)
      await page.goto(url)
      await check(what, url)
    }

    await visit('/', 'home')
    const category = await firstLink(page, '/category/')
    const product = await firstLink(page, '/products/')
    await visit('/categories')
    await visit(category, 'category')
    await visit(product, 'product')
    await visit('/search?q=a', 'search')
    await visit('/blog')
    await visit(await firstLink(page, '/blog/article-'), 'article')
    for (const policy of shop.policies) await visit(`/policy/${policy}`)
    await visit('/politique-de-confidentialite')
    await visit('/contact')
    await visit('/login')
    await visit('/register')
    await visit('/page-qui-n-existe-pas', '404')

    await page.goto(shopUrl(shop.slug, product))
    const name = await page.getByRole('heading', { level: 1 }).innerText()
    await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
    await expect(page.getByText(exactly(fill(t.cart.added, { quantity: 1, name }))).first()).toBeVisible()
    await visit('/cart', 'cart with an item')
    await page.getByRole('button', { name: t.checkout.submit }).click()
    await expect(page.locator('.checkout .field-error').first()).toBeVisible()
    await check('checkout with its errors')
    // 'Partager ce panier' redirects to the sharing view, which is asked for itself (with Save-Data too).
    await page.goto(shopUrl(shop.slug, '/cart/share'))
    const sharing = new URL(page.url())
    await visit(`${sharing.pathname}${sharing.search}`, 'cart link, sharing view')
    await visit(`/cart-link?items=${product.split('/').pop()}:2,sans-suite`, 'cart link')
    await visit('/cart-link?items=a:0', 'unreadable cart link')

    if (shop.slug === 'demo') {
      await page.goto(shopUrl(shop.slug, '/login'))
      await page.getByLabel(t.account.email).fill('client@demo.test')
      await page.getByLabel(t.account.password).fill('Client-2026!')
      await page.getByRole('button', { name: t.account.login }).click()
      await expect(page).toHaveURL(shopUrl(shop.slug, '/customer/orders'))
      await visit('/customer/orders', 'customer orders')
      await visit(await firstLink(page, '/customer/orders/'), 'customer order')
      await visit('/customer/settings', 'customer settings')
    }

    await saver?.close()
    expect(errors, `html-validate errors on ${shop.slug}`).toEqual([])
  })
}
