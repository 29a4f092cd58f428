#!/usr/bin/env node
/**
 * Speed of the storefront as a shopper on a cheap phone sees it, in one table.
 *
 * Builds once, starts the storefront with the stand-in API (scripts/servers.mjs, fresh local data) and, for
 * each page (home, category, product, cart, search of the demo shop) in each language (French, then English
 * under /en, on the next row):
 *  - Lighthouse 12.8 mobile (simulated slow 4G, 4× CPU slowdown), performance only, as it runs: RUNS_JS runs
 *    with JavaScript (score min/median/max, medians of FCP, LCP and TBT, the largest layout shift of the runs)
 *    and RUNS_DS in data-saver mode (`Save-Data: on`: the storefront sends no script and lighter pictures) and
 *    as many of the same page with its script files refused (NS: its HTML and pictures before any script),
 *    interleaved so that all see the same machine load. Nothing is changed in the machine or the browser for the
 *    runs, so that they measure the scheduling a shopper's browser has: on a busy machine the page's tasks wait for
 *    a processor, and Lighthouse counts that wait in TBT; the medians over several runs are what to compare;
 *  - TBT CPU: Lighthouse's blocking rule (4 × task − 50 ms, for each main-thread task after the first contentful
 *    paint) applied to each task's CPU time instead of its length, read from the same run's trace. A task's
 *    length includes the time it waited for a processor, which Lighthouse also multiplies by 4; its CPU time is
 *    the page's own work. Not a Lighthouse figure: it tells the page's work from the machine's load;
 *  - LCP ratios: median LCP with JS / median LCP in data-saver mode (scripts and pictures), and / median LCP of
 *    the same page without its script files (what the scripts alone cost);
 *  - the gap: the median time from the first contentful paint to the end of the takeover (the `takeover` mark,
 *    app/root.tsx), over RUNS_GAP loads in Chromium with Lighthouse's phone applied by DevTools (412 × 823 at
 *    1.75×, 4× CPU slowdown, 150 ms round trips, 1.6 Mbps down, 750 kbps up), each in a new profile: how long a
 *    shopper uses the page without its scripts (app/lib/hydrated.ts). For the picture pages, as many loads in
 *    data-saver mode, and the LCP Chromium reports in both: a real load beside Lighthouse's simulated one;
 *  - pictures (home, category, product): the bytes of the pictures a first view loads on a 390 × 844 phone at 2.625
 *    device pixels a CSS pixel, with JavaScript, without (the page as a browser known to run no script gets it,
 *    from /no-js) and with `Save-Data: on`, and the share of them in WebP or AVIF; the stand-in's pictures are
 *    phone photos (demo-api/photos/), so these are the bytes of real uploads made to size. One load each,
 *    counted until `load`: the lazy pictures the browser starts before it vary with the machine's speed (a picture
 *    or two);
 *  - a 2G row for home and product (PAGES_2G): Lighthouse mobile's LCP on about 250 kb/s, 600 ms round trips and a
 *    4× slower CPU, with JavaScript and in data-saver mode;
 *  - first-load JS, KB gzip (the table of `npm run size`);
 *  - HTML size of the page (bytes as sent, and gzip -9);
 *  - server CPU per request after warm-up: `raw`, the CPU time of the storefront's workerd process (/proc) over
 *    CPU_REQUESTS requests, which includes the dev server's own work (its floor, a static file, is printed under
 *    the table); `own`, the storefront isolate alone, what the Workers CPU limit applies to, from a V8 CPU
 *    profile taken through wrangler's inspector.
 *
 * Env: PORT (8805), API_PORT (8806), INSPECTOR_PORT (API_PORT + 1), RUNS_JS (5), RUNS_DS (3), RUNS_GAP (5),
 *      CPU_REQUESTS (40), PAGES_2G (home,product), RUNS_2G (3),
 *      LANGUAGES (fr,en), PAGES (home,category,product,cart,search: the rows to measure), SKIP_BUILD=1,
 *      SKIP_LIGHTHOUSE=1 (only size, HTML and CPU, no gap), CHROME_PATH (/usr/bin/chromium), PERF_JSON (a file for the raw
 *      figures).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { constants, gzipSync } from 'node:zlib'
import { startServers } from './servers.mjs'
import { isolateCpuMs, processCpuMs, storefrontWorkerd } from './server-cpu.mjs'

const port = Number(process.env.PORT ?? 8805)
const apiPort = Number(process.env.API_PORT ?? 8806)
const inspectorPort = Number(process.env.INSPECTOR_PORT ?? apiPort + 1)
const runsJs = Number(process.env.RUNS_JS ?? 5)
const runsDs = Number(process.env.RUNS_DS ?? 3)
const runsGap = Number(process.env.RUNS_GAP ?? 5)
const cpuRequests = Number(process.env.CPU_REQUESTS ?? 40)
const runs2g = Number(process.env.RUNS_2G ?? 3)
const PAGES_2G = (process.env.PAGES_2G ?? 'home,product').split(',').filter(Boolean)
/** The pages whose pictures are counted. */
const PICTURE_PAGES = ['home', 'category', 'product']
/** Lighthouse's simulated 2G: about 250 kb/s down, 600 ms round trips, a 4× slower CPU. */
const TWO_G = [
  '--throttling-method=simulate',
  '--throttling.rttMs=600',
  '--throttling.throughputKbps=250',
  '--throttling.cpuSlowdownMultiplier=4',
]
/**
 * The same page, its pictures and HTML, with every script file refused: the page as it is before its scripts, to
 * tell what the scripts cost the LCP from what the data-saver page's lighter pictures save.
 */
const NO_SCRIPT_FILES = '--blocked-url-patterns=*.js'
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const PAGES = [
  { name: 'home', route: 'routes/($lang)._index', path: '/' },
  { name: 'category', route: 'routes/($lang).categories.$slug', path: '/categories/electromenager' },
  { name: 'product', route: 'routes/($lang).products.$slug', path: '/products/congelateur-coffre-200-l' },
  { name: 'cart', route: 'routes/($lang).cart', path: '/cart' },
  { name: 'search', route: 'routes/($lang).search', path: '/search?q=congelateur' },
]
/** The languages measured: the default one at the shop's URLs, the others under their prefix (`/en/…`). */
const LANGUAGES = (process.env.LANGUAGES ?? 'fr,en').split(',')
/**
 * What the shopper's browser says it reads, for each language: Lighthouse's Chrome asks for English, and the
 * storefront sends an English browser's first visit to `/` on to `/en`.
 */
const ACCEPT_LANGUAGE = { fr: 'fr-FR,fr;q=0.9', en: 'en-GB,en;q=0.9' }
const PAGE_RUNS = PAGES.filter(
  (page) => !process.env.PAGES || process.env.PAGES.split(',').includes(page.name),
).flatMap((page) =>
  LANGUAGES.map((language, i) => ({
    ...page,
    language,
    ...(i === 0
      ? {}
      : { name: `${page.name} (${language})`, path: `/${language}${page.path === '/' ? '' : page.path}` }),
  })),
)
/** A static file: served by the dev server without running any storefront code. */
const FLOOR_PATH = '/themes/default.css'

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const servers = await startServers({
  port,
  apiPort,
  inspectorPort,
  stateDir: '.wrangler/perf-state',
  fresh: true,
  output: 'ignore',
})
const rows = []
let floor
try {
  const firstLoad = firstLoadJs(`${servers.shopUrl('demo')}/`)
  const workerd = storefrontWorkerd(servers.pagesPid)
  for (let i = 0; i < 5; i++) await get(FLOOR_PATH)
  floor = await cpuPerRequest(workerd, FLOOR_PATH)
  for (const page of PAGE_RUNS) {
    // Warm the caches (shop, catalogue, built assets) before anything is measured.
    for (let i = 0; i < 5; i++) await get(page.path)
    const html = await get(page.path)
    if (html.status !== 200) throw new Error(`${page.path} answered ${html.status}`)
    const row = {
      page: page.name,
      js: firstLoad[page.route],
      html: html.body.length,
      htmlGz: gzipSync(html.body, { level: constants.Z_BEST_COMPRESSION }).length,
      cpu: await cpuPerRequest(workerd, page.path),
      own: await ownCpuPerRequest(page.path),
      withJs: [],
      dataSaver: [],
      noScripts: [],
      gap: [],
      twoG: { withJs: [], dataSaver: [] },
      browserLcp: { withJs: [], dataSaver: [] },
      pictures: null,
    }
    const url = `${servers.shopUrl('demo')}${page.path}`
    const basePage = page.name.replace(/ \(.*\)$/, '')
    if (PICTURE_PAGES.includes(basePage)) {
      row.pictures = {
        withJs: await pictureBytes(url, page.language, { javaScript: true }),
        withoutJs: await pictureBytes(url, page.language, { javaScript: false }),
        saveData: await pictureBytes(url, page.language, { javaScript: true, saveData: true }),
      }
    }
    if (process.env.SKIP_LIGHTHOUSE !== '1') {
      const reads = { 'Accept-Language': ACCEPT_LANGUAGE[page.language] ?? page.language }
      for (let i = 0; i < Math.max(runsJs, runsDs); i++) {
        if (i < runsJs) row.withJs.push(await lighthouse(url, reads))
        if (i < runsDs) row.dataSaver.push(await lighthouse(url, { ...reads, 'Save-Data': 'on' }))
        if (i < runsDs) row.noScripts.push(await lighthouse(url, reads, [NO_SCRIPT_FILES]))
      }
      if (PAGES_2G.includes(page.name))
        for (let i = 0; i < runs2g; i++) {
          row.twoG.withJs.push(await lighthouse(url, reads, TWO_G))
          row.twoG.dataSaver.push(await lighthouse(url, { ...reads, 'Save-Data': 'on' }, TWO_G))
        }
      for (let i = 0; i < runsGap; i++) {
        const load = await throttledLoad(url, page.language)
        row.gap.push(load.gap)
        row.browserLcp.withJs.push(load.lcp)
        if (row.pictures)
          row.browserLcp.dataSaver.push((await throttledLoad(url, page.language, { saveData: true })).lcp)
      }
    }
    rows.push(row)
    process.stderr.write(`measured ${page.name}\n`)
  }
} finally {
  await servers.stop()
}
if (process.env.PERF_JSON) writeFileSync(process.env.PERF_JSON, JSON.stringify({ floor, rows }, null, 2))
print(rows, floor)

// ---------------------------------------------------------------------------

/** KB gzip of each page route's first load, from the table `scripts/size.mjs` prints. */
function firstLoadJs(sizeUrl) {
  const result = spawnSync('node', ['scripts/size.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, SIZE_URL: sizeUrl },
  })
  const kb = {}
  for (const line of result.stdout.split('\n')) {
    const cells = line.trim().split(/\s+/)
    // route  URL  files  JS  manifest  KB gz  budget  [later]
    if (cells[0]?.startsWith('routes/') && cells.length >= 7) kb[cells[0]] = Number(cells[5])
  }
  return kb
}

/** One Lighthouse run (npx lighthouse@12.8.2, its JSON report), again up to twice when it fails. */
async function lighthouse(url, extraHeaders, flags = []) {
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-lighthouse-'))
    const stderr = await npx([
      'lighthouse@12.8.2',
      url,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      '--form-factor=mobile',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${dir}/report.json`,
      '--save-assets',
      '--quiet',
      ...flags,
      ...(Object.keys(extraHeaders).length ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
    ])
    try {
      const report = JSON.parse(readFileSync(`${dir}/report.json`, 'utf8'))
      if (report.runtimeError) throw new Error(report.runtimeError.message)
      const audit = (id) => report.audits[id]?.numericValue ?? NaN
      return {
        score: Math.round(report.categories.performance.score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        tbtCpu: blockingCpu(JSON.parse(readFileSync(`${dir}/report-0.trace.json`, 'utf8'))),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
      }
    } catch (error) {
      if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${error.message}\n${stderr}`)
      process.stderr.write(`Lighthouse failed on ${url} (${error.message}), again\n`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

/**
 * Lighthouse's blocking rule on the main thread's CPU time: the sum over the page's main-thread tasks after its
 * first contentful paint of max(0, 4 × CPU ms − 50), where Lighthouse takes each task's length (header comment).
 */
function blockingCpu(trace) {
  const events = trace.traceEvents ?? trace
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  )
  if (!navigation) return NaN
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  )
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid)
  if (!main || !paint) return NaN
  let sum = 0
  for (const e of events) {
    if (e.pid !== navigation.pid || e.tid !== main.tid || e.name !== 'RunTask' || e.ph !== 'X') continue
    if (e.ts < paint.ts || e.tdur === undefined) continue
    sum += Math.max(0, (4 * e.tdur) / 1000 - 50)
  }
  return sum
}

/**
 * One load of `url` in a new profile with Lighthouse's mobile phone applied by DevTools (its 412 × 823 screen at
 * 1.75×, simulated slow 4G and 4× CPU slowdown, here for real): the largest contentful paint as the browser reports
 * it once every eager picture is drawn and, with JavaScript, the milliseconds from the first contentful paint to the
 * `takeover` mark.
 */
async function throttledLoad(url, language, { saveData = false } = {}) {
  const phone = {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  }
  return inNewProfile(language, phone, async (page, context) => {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1638.4 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    const eagerDrawn = () => [...document.images].every((image) => image.loading === 'lazy' || image.complete)
    await page.waitForFunction(eagerDrawn, null, { timeout: 120_000 })
    if (!saveData)
      await page.waitForFunction(() => performance.getEntriesByName('takeover').length > 0, null, {
        timeout: 120_000,
      })
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const painted = []
          const observer = new PerformanceObserver((list) => painted.push(...list.getEntries()))
          observer.observe({ type: 'largest-contentful-paint', buffered: true })
          // Two frames after the pictures are complete, so that their paint has been reported.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              painted.push(...observer.takeRecords())
              observer.disconnect()
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
              const takeover = performance.getEntriesByName('takeover')[0]?.startTime
              resolve({ lcp: painted.at(-1)?.startTime ?? NaN, gap: takeover === undefined ? NaN : takeover - fcp })
            }),
          )
        }),
    )
  })
}

/** Runs `use` on a page of a new Chromium profile with the phone's user agent, in `language`, with `options`. */
async function inNewProfile(language, options, use) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  })
  try {
    const context = await browser.newContext({
      userAgent: UA,
      locale: language === 'en' ? 'en-GB' : 'fr-FR',
      ...options,
    })
    return await use(await context.newPage(), context)
  } finally {
    await browser.close()
  }
}

/**
 * The pictures one first view of `url` loads on a 390 × 844 phone at 2.625 device pixels a CSS pixel, in a new
 * profile: their bytes (as decoded from the wire), and those of them in WebP or AVIF. Without JavaScript the view
 * starts at /no-js, as a browser known to run no script gets the page (whole, without the refresh of a first visit).
 */
async function pictureBytes(url, language, { javaScript, saveData = false }) {
  const phone = {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  }
  return inNewProfile(language, phone, async (page) => {
    const loaded = []
    const onResponse = (response) => {
      if (response.request().resourceType() !== 'image') return
      const type = response.headers()['content-type'] ?? ''
      // A redirect or a failed picture has no body: it counts no bytes.
      const body = response.body().catch(() => Buffer.alloc(0))
      loaded.push(body.then((bytes) => ({ bytes: bytes.length, modern: /image\/(webp|avif)/.test(type) })))
    }
    page.on('response', onResponse)
    const target = new URL(url)
    const start = javaScript ? url : `${target.origin}/no-js?to=${encodeURIComponent(target.pathname + target.search)}`
    await page.goto(start, { waitUntil: 'load', timeout: 120_000 })
    page.off('response', onResponse)
    const pictures = await Promise.all(loaded)
    const bytes = pictures.reduce((sum, p) => sum + p.bytes, 0)
    const modern = pictures.filter((p) => p.modern).reduce((sum, p) => sum + p.bytes, 0)
    return { count: pictures.length, bytes, modern }
  })
}

/** Runs `npx -y …` with CHROME_PATH set; resolves with its stderr. */
function npx(args) {
  const child = spawn('npx', ['-y', ...args], {
    env: { ...process.env, CHROME_PATH: chrome },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve) => child.on('close', () => resolve(stderr)))
}

/** CPU ms per request of the whole workerd process. */
async function cpuPerRequest(pid, pagePath) {
  const before = processCpuMs(pid)
  for (let i = 0; i < cpuRequests; i++) await get(pagePath)
  return (processCpuMs(pid) - before) / cpuRequests
}

/** CPU ms per request of the storefront's isolate alone (V8 CPU profile). */
async function ownCpuPerRequest(pagePath) {
  const { ms } = await isolateCpuMs(inspectorPort, async () => {
    for (let i = 0; i < cpuRequests; i++) await get(pagePath)
  })
  return ms / cpuRequests
}

/** GET with the demo shop's Host header (Node's fetch drops it), on a new connection each time. */
function get(pagePath) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: pagePath,
        agent: false,
        headers: { Host: `demo.localhost:${port}`, 'User-Agent': UA, Accept: 'text/html' },
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

function printTable(table) {
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  console.log(line(table[0]))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of table.slice(1)) console.log(line(row))
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function print(rows, floor) {
  const s = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '-')
  const ms = (v) => (Number.isFinite(v) ? String(Math.round(v)) : '-')
  const range = (values) => (values.length ? `${Math.min(...values)}/${median(values)}/${Math.max(...values)}` : '-')
  const header = [
    'page',
    'score JS min/med/max',
    'FCP JS',
    'LCP JS',
    'TBT JS',
    'TBT CPU',
    'CLS JS max',
    'score DS',
    'LCP DS',
    'LCP JS/DS',
    'LCP NS',
    'JS/NS',
    'gap',
    'JS KB gz',
    'HTML KB (gz)',
    'CPU ms/req raw',
    'own',
  ]
  const table = [header]
  for (const r of rows) {
    const js = (key) => median(r.withJs.map((x) => x[key]))
    const ds = (key) => median(r.dataSaver.map((x) => x[key]))
    const ns = (key) => median(r.noScripts.map((x) => x[key]))
    table.push([
      r.page,
      range(r.withJs.map((x) => x.score)),
      s(js('fcp')),
      s(js('lcp')),
      ms(js('tbt')),
      ms(js('tbtCpu')),
      r.withJs.length ? Math.max(...r.withJs.map((x) => x.cls)).toFixed(3) : '-',
      range(r.dataSaver.map((x) => x.score)),
      s(ds('lcp')),
      r.withJs.length && r.dataSaver.length ? (js('lcp') / ds('lcp')).toFixed(2) : '-',
      s(ns('lcp')),
      r.withJs.length && r.noScripts.length ? (js('lcp') / ns('lcp')).toFixed(2) : '-',
      r.gap.length ? s(median(r.gap)) : '-',
      Number.isFinite(r.js) ? r.js.toFixed(1) : '-',
      `${(r.html / 1024).toFixed(1)} (${(r.htmlGz / 1024).toFixed(1)})`,
      r.cpu.toFixed(1),
      r.own.toFixed(1),
    ])
  }
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)))
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  console.log('\nLighthouse 12.8.2 mobile, medians unless a range; DS = data-saver (Save-Data: on, no script,')
  console.log('  lighter pictures); NS = the same page, HTML and pictures, with its script files refused')
  console.log(
    `${runsJs} run(s) with JS, ${runsDs} in data-saver per page; server CPU over ${cpuRequests} warm requests:`,
  )
  console.log('  raw = the storefront workerd process (with the dev server and its local Cache API);')
  console.log('  own = the storefront isolate alone (V8 CPU profile), what the Workers CPU limit applies to')
  console.log("TBT CPU = Lighthouse's blocking rule on each main-thread task's CPU time, not its length (not a")
  console.log("  Lighthouse figure: the page's own work, without the time its tasks waited for a processor)")
  console.log(`gap = first contentful paint to the scripts' takeover, median of ${runsGap} loads with Lighthouse's`)
  console.log('  phone applied by DevTools: the time a shopper uses the page as without JavaScript\n')
  console.log(line(header))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of table.slice(1)) console.log(line(row))
  console.log(
    `\ndev server floor (raw CPU of a static file, ${FLOOR_PATH}, no storefront code): ${floor.toFixed(1)} ms/req`,
  )
  const pictured = rows.filter((r) => r.pictures)
  if (pictured.length) {
    const kb = (p) => `${(p.bytes / 1024).toFixed(0)} KB (${p.count})`
    const share = (r) => {
      const all = [r.pictures.withJs, r.pictures.withoutJs, r.pictures.saveData]
      const bytes = all.reduce((sum, p) => sum + p.bytes, 0)
      return bytes ? `${Math.round((100 * all.reduce((sum, p) => sum + p.modern, 0)) / bytes)} %` : '-'
    }
    const pictureTable = [
      ['page', 'pictures with JS', 'without JS', 'Save-Data', 'WebP/AVIF'],
      ...pictured.map((r) => [
        r.page,
        kb(r.pictures.withJs),
        kb(r.pictures.withoutJs),
        kb(r.pictures.saveData),
        share(r),
      ]),
    ]
    console.log('\nPictures of a first view on a 390 × 844 phone at 2.625×: KB (count), the photos of real uploads')
    printTable(pictureTable)
  }
  const browser = rows.filter((r) => r.browserLcp.dataSaver.length)
  if (browser.length) {
    console.log(
      `\nLCP as Chromium reports it, Lighthouse's phone applied by DevTools (412 × 823 at 1.75×, 150 ms, 1.6 Mbps, 4×`,
    )
    console.log(
      `CPU), a new profile each load, medians of ${runsGap}: a real load, where Lighthouse's LCP is simulated`,
    )
    printTable([
      ['page', 'LCP JS', 'LCP DS', 'LCP JS/DS'],
      ...browser.map((r) => {
        const js = median(r.browserLcp.withJs)
        const ds = median(r.browserLcp.dataSaver)
        return [r.page, s(js), s(ds), (js / ds).toFixed(2)]
      }),
    ])
  }
  const twoG = rows.filter((r) => r.twoG.withJs.length)
  if (twoG.length) {
    console.log(`\n2G (Lighthouse simulated: 250 kb/s, 600 ms round trips, 4× CPU), medians of ${runs2g} run(s) each`)
    printTable([
      ['page', 'score JS', 'LCP JS', 'TBT JS', 'CLS JS max', 'LCP DS'],
      ...twoG.map((r) => [
        r.page,
        String(median(r.twoG.withJs.map((x) => x.score))),
        s(median(r.twoG.withJs.map((x) => x.lcp))),
        ms(median(r.twoG.withJs.map((x) => x.tbt))),
        Math.max(...r.twoG.withJs.map((x) => x.cls)).toFixed(3),
        s(median(r.twoG.dataSaver.map((x) => x.lcp))),
      ]),
    ])
  }
  const product = rows.find((r) => r.page === 'product')
  if (product?.withJs.length) {
    const kb = median(product.withJs.map((x) => x.bytes)) / 1024
    console.log(`product page, transferred on a first visit (images included): ${kb.toFixed(1)} KB`)
  }
}
