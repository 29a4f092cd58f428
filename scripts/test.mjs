#!/usr/bin/env node
/**
 * `npm test`: every test of the storefront, in order, stopping at the first failure.
 *   1. npm run build           (once; the integration and end-to-end tests use the build)
 *   2. vitest run              (projects unit: the .test.ts files beside the modules in app/; integration: tests/integration/)
 *   3. playwright test         (projects js-on and js-off; starts its own servers)
 *
 * Browser: Debian's Chromium when present (its headless shell, /usr/bin/chromium-headless-shell, else
 * /usr/bin/chromium; playwright.config.ts picks the same); otherwise Playwright's own
 * Chromium, installed with `npx playwright install chromium` when missing.
 * The exit code is the one of the step that failed, or 0.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const SYSTEM_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file))
const started = Date.now()
const done = []

function seconds() {
  return `${Math.round((Date.now() - started) / 1000)} s`
}

function finish(code, failedStep) {
  const passed = done.length > 0 ? done.join(', ') : 'nothing'
  if (code === 0) console.log(`\n✔ npm test: all passed (${passed}) in ${seconds()}`)
  else
    console.error(
      `\n✘ npm test: FAILED at "${failedStep}" (exit ${code}) after ${seconds()}; passed before it: ${passed}`,
    )
  process.exit(code)
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}\n`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: process.platform === 'win32',
  })
  if (result.error) {
    console.error(result.error.message)
    finish(1, label)
  }
  const code = result.status ?? (result.signal ? 1 : 0)
  if (code !== 0) finish(code, label)
  done.push(label)
}

/** True when Playwright's own Chromium can be launched. */
async function playwrightChromiumWorks() {
  try {
    const { chromium } = await import('@playwright/test')
    const browser = await chromium.launch({ args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
    await browser.close()
    return true
  } catch (error) {
    console.log(`Playwright's Chromium cannot start: ${String(error.message).split('\n')[0]}`)
    return false
  }
}

async function ensureBrowser() {
  if (SYSTEM_CHROMIUM) {
    console.log(`\nBrowser: ${SYSTEM_CHROMIUM}`)
    return
  }
  if (await playwrightChromiumWorks()) {
    console.log("\nBrowser: Playwright's Chromium")
    return
  }
  run('browser install', 'npx', ['--no', '--', 'playwright', 'install', 'chromium'])
}

run('build', 'npm', ['run', 'build'])
run('unit + integration', 'npx', ['--no', '--', 'vitest', 'run'])
await ensureBrowser()
run('end-to-end', 'npx', ['--no', '--', 'playwright', 'test'])
finish(0)
