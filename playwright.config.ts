import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { E2E_API_PORT, E2E_PORT } from './tests/e2e/shops'

/**
 * Debian's Chromium when installed (machines without browser downloads), else Playwright's own. Its headless
 * shell first: the same engine without the desktop browser around it, which Playwright itself runs for
 * headless tests; the suite takes about 40 % less CPU in it.
 */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file))
const STATE_ROOT = '.wrangler/e2e-state'
/** Local D1 data of this run; the web server command empties STATE_ROOT before it starts. */
const STATE_DIR = `${STATE_ROOT}/run-${Date.now().toString(36)}`
/** The servers' own output during the run (read it when a test fails on a server error). */
const SERVER_LOG = `${STATE_ROOT}/servers.log`

const launchOptions = {
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  ...(SYSTEM_CHROMIUM ? { executablePath: SYSTEM_CHROMIUM } : {}),
}

const shopper = {
  // A desktop Chrome user agent: the server streams to browsers, but not to "HeadlessChrome" (a bot for isbot).
  ...devices['Desktop Chrome'],
  locale: 'fr-FR',
  timezoneId: 'Africa/Douala',
  launchOptions,
}

/** A shopper whose browser asks for English. */
const english = { ...shopper, locale: 'en-GB' }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Two tests at a time: the suite is bound by the processors (Chromium above all). Three kept them busier but did
  // not finish sooner across runs (9.7, 11.5 and 12.3 min against 9.8–12.0 with two). E2E_WORKERS (or `--workers`)
  // changes it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: 'list',
  // Sized for the slowest journey (a checkout of several pages) on a busy 2-core machine, where one
  // server-rendered page can take several seconds; a test that fails still fails on its first wrong step.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  outputDir: 'test-results',
  // One page of each shop before the first test (after the web server is up).
  globalSetup: './tests/e2e/warm-up.ts',
  use: {
    // A failing test is run once more by hand with `--trace on`: recording every test costs about 15 % of the suite's CPU.
    trace: 'off',
    // Each test is a browser of its own, so each would install the offline worker again (two offline pages fetched,
    // the page copied: 0.18 s of Chromium's CPU on a first page). offline.spec.ts tests the worker, and
    // checkout.spec.ts runs its journeys through it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    navigationTimeout: 45_000,
    actionTimeout: 20_000,
  },
  // Every journey in French and in English (tests/e2e/language.ts), with JavaScript and without; the English
  // tests of their own (english*.spec.ts) choose their languages themselves.
  projects: [
    { name: 'js-on', use: { ...shopper, javaScriptEnabled: true } },
    { name: 'js-off', use: { ...shopper, javaScriptEnabled: false } },
    {
      name: 'en-js-on',
      use: { ...english, javaScriptEnabled: true },
      metadata: { language: 'en' },
      testIgnore: /english/,
    },
    {
      name: 'en-js-off',
      use: { ...english, javaScriptEnabled: false },
      metadata: { language: 'en' },
      testIgnore: /english/,
    },
  ],
  webServer: {
    // The stand-in API and the storefront's Pages bundle in workerd (scripts/test-servers.mjs). What the servers
    // write (the storefront's logged platform failures, e.g. the extreme shop's failing settings, on purpose) goes
    // to SERVER_LOG, kept after the run, not among the tests' results.
    command: `node -e "const fs = require('node:fs'); fs.rmSync('${STATE_ROOT}', { recursive: true, force: true }); fs.mkdirSync('${STATE_ROOT}', { recursive: true })" && node scripts/test-servers.mjs 2> ${SERVER_LOG}`,
    url: `http://127.0.0.1:${E2E_PORT}/themes/default.css`,
    env: { PORT: String(E2E_PORT), API_PORT: String(E2E_API_PORT), STATE_DIR },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
