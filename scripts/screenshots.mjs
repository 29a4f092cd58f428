#!/usr/bin/env node
/**
 * Screenshots of every demo shop as a shopper's phone shows it: the home page and a product page, at 360 and 390 CSS
 * pixels wide (2.625 device pixels each), with JavaScript and without, the first screen of each, in French.
 *
 *   npm run screenshots                      # all shops, into .cache/screenshots/
 *   SHOPS=demo,extreme npm run screenshots
 *   PICTURES=held npm run screenshots        # the photos held back: what a slow phone shows before they come
 *
 * Builds once, starts the storefront with the stand-in API (scripts/servers.mjs, fresh local data) and names each file
 * {shop}-{page}-{width}-{js|no-js}.png. Chromium's pop-up of a first visit is dismissed first, as a shopper would.
 *
 * Env: SHOPS (demo,mode,nuit,marche,minimal,extreme), OUT (.cache/screenshots), PICTURES (`held`), SKIP_BUILD=1,
 *      CHROME_PATH (/usr/bin/chromium), PORT (8815), API_PORT (8816).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startServers } from './servers.mjs'

const SHOPS = (process.env.SHOPS ?? 'demo,mode,nuit,marche,minimal,extreme').split(',').filter(Boolean)
const OUT = process.env.OUT ?? '.cache/screenshots'
const WIDTHS = [360, 390]
const holdPictures = process.env.PICTURES === 'held'

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
mkdirSync(OUT, { recursive: true })

const servers = await startServers({
  port: Number(process.env.PORT ?? 8815),
  apiPort: Number(process.env.API_PORT ?? 8816),
  stateDir: '.wrangler/screenshots-state',
  fresh: true,
  output: 'ignore',
})
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
let taken = 0
try {
  for (const shop of SHOPS) {
    const home = `${servers.shopUrl(shop)}/`
    const product = await firstProductOf(browser, home)
    for (const width of WIDTHS)
      for (const javaScript of [true, false]) {
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          deviceScaleFactor: 2.625,
          isMobile: true,
          hasTouch: true,
          javaScriptEnabled: javaScript,
          locale: 'fr-FR',
        })
        // Photos held back (never answered): only their previews and placeholders are drawn.
        if (holdPictures)
          await context.route(/\/img\/(?!preview\/)/, () => {
            /* left unanswered */
          })
        const page = await context.newPage()
        for (const [name, url] of [
          ['home', home],
          ['product', product],
        ]) {
          if (!url) continue
          await page.goto(url, { waitUntil: holdPictures ? 'domcontentloaded' : 'load' })
          await dismissPopup(page)
          if (holdPictures) await previewsDrawn(page)
          const file = path.join(OUT, `${shop}-${name}-${width}-${javaScript ? 'js' : 'no-js'}.png`)
          await page.screenshot({ path: file })
          taken += 1
        }
        await context.close()
      }
  }
  console.log(`${taken} screenshots in ${OUT}/`)
} finally {
  await browser.close()
  await servers.stop()
}

/** The address of the first product a shop's home page links to, or null (the browser resolves *.localhost). */
async function firstProductOf(browser, home) {
  const page = await browser.newPage({ javaScriptEnabled: false, locale: 'fr-FR' })
  await page.goto(home)
  const href = await page
    .locator('a[href^="/products/"]')
    .first()
    .getAttribute('href')
    .catch(() => null)
  await page.close()
  return href ? new URL(href, home).href : null
}

/** Resolves once every preview the page shows has been loaded (app/pictures/as-sent.server.ts). */
async function previewsDrawn(page) {
  await page.waitForFunction(() => {
    const previews = new Set(
      [...document.images].flatMap((img) => /url\("?([^")]+)/.exec(img.style.backgroundImage)?.[1] ?? []),
    )
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    return [...previews].every((preview) => loaded.has(preview))
  })
}

/** Closes the pop-up of a first visit, if the page shows one (its close button works without scripts too). */
async function dismissPopup(page) {
  const close = page.locator('.popup__close').first()
  if (await close.isVisible().catch(() => false)) {
    await close.click()
    await page.waitForLoadState(holdPictures ? 'domcontentloaded' : 'load')
  }
}
