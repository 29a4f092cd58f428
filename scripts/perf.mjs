#!/usr/bin/env node
/**
 * Speed of the storefront as a shopper on a cheap phone sees it, in one table.
 *
 * Builds once, starts the storefront with the stand-in API (`scripts/start.mjs`, fresh local data) and, for
 * each page (home, category, product, cart, search of the demo shop):
 *  - Lighthouse 12.8 mobile (simulated slow 4G, 4× CPU slowdown), performance only: RUNS_JS runs with
 *    JavaScript (score min/median/max, medians of FCP, LCP, TBT, the largest layout shift of the runs) and
 *    RUNS_DS runs in data-saver mode (`Save-Data: on`: the storefront sends no script), interleaved so that both
 *    see the same machine load. The page's main thread runs at MAIN_THREAD_NICE during each run (decision 038):
 *    as root, Chromium gives its display threads (the browser's UI and IO threads, the GPU process's compositor,
 *    the renderer's compositor) nice -8 and leaves the renderer's main thread at 0. On a machine with 2 cores
 *    shared with Lighthouse and the servers, the page's main thread then waits behind them, and Lighthouse
 *    counts each wait 4 times as blocking time: a figure of the machine, not of the page. Where the process may
 *    not raise a priority (not root), nothing changes and the table says so;
 *  - TBT CPU: Lighthouse's blocking rule (4 × task − 50 ms, tasks after the observed first paint) applied to the
 *    main thread's own CPU time of each task instead of its length, from the run's trace. On a machine whose
 *    cores are shared (Chromium's raster and compositor threads, Lighthouse itself, the servers), a task's
 *    length includes the time it waited for a processor, which Lighthouse also multiplies by 4; this column
 *    leaves that out. It is not a Lighthouse figure: it tells the page's own work from the machine's load;
 *  - LCP ratio: median LCP with JS / median LCP in data-saver mode;
 *  - first-load JS, KB gzip (from `npm run size`, which reads the build's assets manifest);
 *  - HTML size of the page (bytes as sent, and gzip -9);
 *  - CPU per request, after warm-up, in two columns (docs/decisions/030-server-render-cost.md):
 *    - `raw`: CPU ms of the storefront's workerd (the second workerd process `wrangler pages dev` starts), its
 *      utime + stime from /proc/<pid>/stat around CPU_REQUESTS sequential requests. That process also runs the
 *      local dev machinery, which Cloudflare does not bill to the worker: the dev proxy and asset router, and
 *      the local Cache API (each `caches.default` lookup of the API client goes through a cache worker and
 *      SQLite, about 1 ms of CPU each).
 *    - `own`: the storefront's share, what the Workers CPU limit applies to: the time its isolate runs (our
 *      code, Remix, React, their garbage collection and the runtime calls they make), from a V8 CPU profile
 *      taken through the inspector (`--inspector-port`) over another CPU_REQUESTS requests. V8 takes a sample
 *      every SAMPLING_US while the isolate is entered, none while it waits for I/O: samples × interval. The
 *      profiler makes the code a little slower, and on a loaded machine a sample also falls while the thread
 *      waits for a CPU, so this errs on the high side; `wait %` is the share of its runnable time the workerd's
 *      main thread (which runs every isolate) spent waiting for a CPU (/proc/<pid>/schedstat): above ~20 %,
 *      read both columns as noisy.
 *    Under the table: the floor, the raw CPU of a static file (`/themes/default.css`, which no storefront code
 *    serves) - the dev server's own cost of a request.
 * Plus the product page's bytes transferred on a first visit (Lighthouse's total byte weight, images included).
 *
 * Env: PORT (8805), API_PORT (8806), INSPECTOR_PORT (API_PORT + 1), RUNS_JS (3), RUNS_DS (2), CPU_REQUESTS (40),
 *      MAIN_THREAD_NICE (-8; 0 leaves Chromium's priorities as they are), SKIP_BUILD=1, SKIP_LIGHTHOUSE=1 (only
 *      size, HTML and CPU), CHROME_PATH (/usr/bin/chromium), PERF_JSON (write raw figures), CPU_PROFILES (a
 *      directory: write each page's .cpuprofile, for DevTools).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { getPriority, setPriority, tmpdir } from 'node:os'
import path from 'node:path'
import { request } from 'node:http'
import { gzipSync, constants } from 'node:zlib'

const port = process.env.PORT ?? '8805'
const apiPort = process.env.API_PORT ?? '8806'
const inspectorPort = process.env.INSPECTOR_PORT ?? String(Number(apiPort) + 1)
/** Microseconds between two samples of the CPU profile. */
const SAMPLING_US = 500
const runsJs = Number(process.env.RUNS_JS ?? 3)
const runsDs = Number(process.env.RUNS_DS ?? 2)
const cpuRequests = Number(process.env.CPU_REQUESTS ?? 40)
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** Nice of the page's main thread during a Lighthouse run: Chromium's own level for its display threads. */
const MAIN_THREAD_NICE = Number(process.env.MAIN_THREAD_NICE ?? -8)
/** Whether a page's main thread was raised at least once, for the line above the table. */
let raisedMainThread
const UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const PAGES = [
  { name: 'home', route: 'routes/_index', path: '/' },
  { name: 'category', route: 'routes/categories.$slug', path: '/categories/electromenager' },
  { name: 'product', route: 'routes/products.$slug', path: '/products/congelateur-coffre-200-l' },
  { name: 'cart', route: 'routes/cart', path: '/cart' },
  { name: 'search', route: 'routes/search', path: '/search?q=congelateur' },
]
const origin = `http://demo.localhost:${port}`
/** A static file: served by the dev server without running any storefront code. */
const FLOOR_PATH = '/themes/default.css'

if (process.env.SKIP_BUILD !== '1') run('npm', ['run', 'build'])
const size = firstLoadJs()

const state = '.wrangler/perf-state'
rmSync(state, { recursive: true, force: true })
const server = spawn('node', ['scripts/start.mjs'], {
  env: {
    ...process.env,
    PORT: port,
    API_PORT: apiPort,
    INSPECTOR_PORT: inspectorPort,
    LATENCY_MS: '0',
    STATE_DIR: state,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
})
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
}
process.on('exit', stopServer)
process.on('SIGINT', () => process.exit(130))
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Storefront ready') && resolve())
  server.on('exit', () => reject(new Error('the servers stopped before being ready')))
})

const rows = []
let floor = NaN
try {
  const workerd = storefrontWorkerd(server.pid)
  for (let i = 0; i < 5; i++) await get(FLOOR_PATH)
  floor = (await cpuPerRequest(workerd, FLOOR_PATH)).ms
  for (const page of PAGES) {
    const url = `${origin}${page.path}`
    // Warm the caches (shop, catalogue, built assets) before anything is measured.
    for (let i = 0; i < 5; i++) await get(page.path)
    const html = await get(page.path)
    if (html.status !== 200) throw new Error(`${page.path} answered ${html.status}`)
    const { ms: cpu, wait } = await cpuPerRequest(workerd, page.path)
    const own = await ownCpuPerRequest(page)
    const row = {
      page: page.name,
      js: size[page.route],
      html: html.bytes,
      htmlGz: gzipSync(html.body, { level: constants.Z_BEST_COMPRESSION }).length,
      cpu,
      own,
      wait,
      withJs: [],
      dataSaver: [],
    }
    if (process.env.SKIP_LIGHTHOUSE !== '1') {
      for (let i = 0; i < Math.max(runsJs, runsDs); i++) {
        if (i < runsJs) row.withJs.push(await lighthouse(url, false))
        if (i < runsDs) row.dataSaver.push(await lighthouse(url, true))
      }
    }
    rows.push(row)
    process.stderr.write(`measured ${page.name}\n`)
  }
} finally {
  stopServer()
}
if (process.env.PERF_JSON) writeFileSync(process.env.PERF_JSON, JSON.stringify({ floor, rows }, null, 2))
print(rows, floor)
process.exit(0)

// ---------------------------------------------------------------------------

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** KB gzip of each page route's first load, from the table `scripts/size.mjs` prints. */
function firstLoadJs() {
  const result = spawnSync('node', ['scripts/size.mjs'], { encoding: 'utf8', env: { ...process.env, SIZE_URL: '' } })
  const kb = {}
  for (const line of result.stdout.split('\n')) {
    const cells = line.trim().split(/\s+/)
    // route  URL  files  JS  manifest  KB gz  budget  [later]
    if (cells[0]?.startsWith('routes/') && cells.length >= 7) kb[cells[0]] = Number(cells[5])
  }
  return kb
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function lighthouse(url, dataSaver) {
  const args = [
    '-y',
    'lighthouse@12.8.2',
    url,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    '--form-factor=mobile',
    '--only-categories=performance',
    '--output=json',
    '--save-assets',
    '--quiet',
  ]
  if (dataSaver) args.push('--extra-headers', JSON.stringify({ 'Save-Data': 'on' }))
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-lighthouse-'))
    const result = await runLighthouse([...args, `--output-path=${dir}/report.json`])
    try {
      const report = JSON.parse(readFileSync(`${dir}/report.json`, 'utf8'))
      if (report.runtimeError) throw new Error(report.runtimeError.message)
      const audit = (id) => report.audits[id]?.numericValue ?? NaN
      return {
        score: Math.round(report.categories.performance.score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        speedIndex: audit('speed-index'),
        tbtCpu: blockingCpu(JSON.parse(readFileSync(`${dir}/report-0.trace.json`, 'utf8'))),
        bytes: audit('total-byte-weight'),
        lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      }
    } catch (error) {
      if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${error.message}\n${result.stderr}`)
      process.stderr.write(`Lighthouse failed on ${url} (${error.message}), again\n`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** Runs Lighthouse (npx) while raising the page's main thread to MAIN_THREAD_NICE; resolves with its stderr. */
function runLighthouse(args) {
  const child = spawn('npx', args, {
    env: { ...process.env, CHROME_PATH: chrome },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const stopRaising = MAIN_THREAD_NICE === 0 ? () => {} : raiseRendererMainThreads(child.pid)
  return new Promise((resolve) => {
    child.on('close', () => {
      stopRaising()
      resolve({ stderr })
    })
  })
}

/**
 * Every 10 ms, sets the main thread of each renderer under `rootPid` that runs at the default nice (0, a
 * page Chromium shows) to MAIN_THREAD_NICE; Chromium sets it back to 0 or 5 when it shows or hides the page, so
 * it is set again. On Linux, setpriority on a process id changes that one thread: the renderer's main thread.
 */
function raiseRendererMainThreads(rootPid) {
  let renderers = []
  let ticks = 0
  const timer = setInterval(() => {
    if (ticks++ % 10 === 0) {
      renderers = descendants(processes(), rootPid)
        .filter((p) => p.cmdline.includes('--type=renderer'))
        .map((p) => p.pid)
    }
    for (const pid of renderers) {
      try {
        if (getPriority(pid) !== 0) continue
        setPriority(pid, MAIN_THREAD_NICE)
        raisedMainThread = true
      } catch {
        // Not permitted (not root), or the renderer has just exited.
        raisedMainThread ??= false
      }
    }
  }, 10)
  return () => clearInterval(timer)
}

/**
 * Lighthouse's blocking rule on the main thread's CPU time: the sum over the page's main-thread tasks after its
 * first contentful paint of max(0, 4 × CPU ms − 50), where Lighthouse uses each task's length (header comment).
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

/** The workerd that runs the storefront: the second one started under `wrangler pages dev`. */
function storefrontWorkerd(rootPid) {
  const procs = processes()
  const pagesDev = descendants(procs, rootPid).find((p) => /wrangler/.test(p.cmdline) && / pages dev /.test(p.cmdline))
  if (!pagesDev) throw new Error('no `wrangler pages dev` process found')
  const workerds = descendants(procs, pagesDev.pid)
    .filter((p) => /workerd/.test(p.cmdline.split(' ')[0]))
    .sort((a, b) => a.start - b.start || a.pid - b.pid)
  if (workerds.length === 0) throw new Error('no workerd under `wrangler pages dev`')
  return workerds[1] ?? workerds[0]
}

/** The machine's processes: pid, parent, start time and command line, from /proc. */
function processes() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
        return { pid: Number(pid), ppid: Number(fields[1]), start: Number(fields[19]), cmdline }
      } catch {
        return undefined
      }
    })
    .filter(Boolean)
}

function descendants(procs, pid) {
  const children = procs.filter((p) => p.ppid === pid)
  return children.flatMap((child) => [child, ...descendants(procs, child.pid)])
}

function cpuTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime: fields 14 and 15 of stat, 12 and 13 after the name.
  return Number(fields[11]) + Number(fields[12])
}

/** Nanoseconds the process's main thread ran on a CPU and waited for one (kernel schedstat). */
function schedstat(pid) {
  const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number)
  return { run, wait }
}

/** CPU ms per request of the whole process, and the share of its main thread's runnable time spent waiting. */
async function cpuPerRequest(workerd, path) {
  const hz = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
  const before = cpuTicks(workerd.pid)
  const schedBefore = schedstat(workerd.pid)
  for (let i = 0; i < cpuRequests; i++) await get(path)
  const after = cpuTicks(workerd.pid)
  const schedAfter = schedstat(workerd.pid)
  const run = schedAfter.run - schedBefore.run
  const wait = schedAfter.wait - schedBefore.wait
  return { ms: ((after - before) * 1000) / hz / cpuRequests, wait: run + wait > 0 ? wait / (run + wait) : 0 }
}

/** CPU ms per request of the storefront's isolate alone, from a V8 CPU profile (see the header). */
async function ownCpuPerRequest(page) {
  const inspector = await devtools()
  try {
    await inspector.send('Profiler.enable')
    await inspector.send('Profiler.setSamplingInterval', { interval: SAMPLING_US })
    await inspector.send('Profiler.start')
    for (let i = 0; i < cpuRequests; i++) await get(page.path)
    const { profile } = await inspector.send('Profiler.stop')
    if (process.env.CPU_PROFILES) {
      mkdirSync(process.env.CPU_PROFILES, { recursive: true })
      writeFileSync(`${process.env.CPU_PROFILES}/${page.name}.cpuprofile`, JSON.stringify(profile))
    }
    const idle = new Set(
      profile.nodes.filter((n) => ['(idle)', '(root)'].includes(n.callFrame.functionName)).map((n) => n.id),
    )
    const busy = profile.samples.filter((node) => !idle.has(node)).length
    const busyUs = busy * SAMPLING_US
    return busyUs / 1000 / cpuRequests
  } finally {
    inspector.close()
  }
}

/** A DevTools protocol session with the storefront's worker (wrangler's inspector proxy). */
async function devtools() {
  const WebSocketClass = globalThis.WebSocket ?? (await import('ws')).default
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()
  const socket = new WebSocketClass(targets[0].webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', () => reject(new Error(`no inspector on port ${inspectorPort}`)))
  })
  let lastId = 0
  const waiting = new Map()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data))
    const settle = waiting.get(message.id)
    if (!settle) return
    waiting.delete(message.id)
    if (message.error) settle.reject(new Error(`${message.error.message} (inspector)`))
    else settle.resolve(message.result)
  })
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++lastId
        waiting.set(id, { resolve, reject })
        socket.send(JSON.stringify({ id, method, params }))
      }),
    close: () => socket.close(),
  }
}

function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        // A new connection each time: a kept-alive one may have been closed during a long Lighthouse run.
        agent: false,
        headers: { Host: `demo.localhost:${port}`, 'User-Agent': UA, Accept: 'text/html', ...headers },
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({ status: res.statusCode, body, bytes: body.length })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
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
    'FCP DS',
    'LCP DS',
    'LCP JS/DS',
    'JS KB gz',
    'HTML KB (gz)',
    'CPU ms/req raw',
    'own',
    'wait %',
  ]
  const table = [header]
  for (const r of rows) {
    const js = (key) => median(r.withJs.map((x) => x[key]))
    const ds = (key) => median(r.dataSaver.map((x) => x[key]))
    table.push([
      r.page,
      range(r.withJs.map((x) => x.score)),
      s(js('fcp')),
      s(js('lcp')),
      ms(js('tbt')),
      ms(js('tbtCpu')),
      r.withJs.length ? Math.max(...r.withJs.map((x) => x.cls)).toFixed(3) : '-',
      range(r.dataSaver.map((x) => x.score)),
      s(ds('fcp')),
      s(ds('lcp')),
      r.withJs.length && r.dataSaver.length ? (js('lcp') / ds('lcp')).toFixed(2) : '-',
      Number.isFinite(r.js) ? r.js.toFixed(1) : '-',
      `${(r.html / 1024).toFixed(1)} (${(r.htmlGz / 1024).toFixed(1)})`,
      r.cpu.toFixed(1),
      r.own.toFixed(1),
      String(Math.round(r.wait * 100)),
    ])
  }
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)))
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  console.log('\nLighthouse 12.8.2 mobile, medians unless a range; DS = data-saver (Save-Data: on, no script)')
  console.log(`${runsJs} run(s) with JS, ${runsDs} in data-saver per page; CPU over ${cpuRequests} warm requests:`)
  console.log('  raw = the storefront workerd process (with the dev server and its local Cache API);')
  console.log('  own = the storefront isolate alone (V8 CPU profile), what the Workers CPU limit applies to;')
  console.log('  wait % = time the workerd thread waited for a CPU (a loaded machine: both columns read high)')
  console.log("TBT CPU = Lighthouse's blocking rule on each main-thread task's CPU time, not its length (not a")
  console.log("  Lighthouse figure: the page's own work, without the time its tasks waited for a processor)")
  console.log(
    MAIN_THREAD_NICE === 0
      ? "page's main thread: Chromium's priority (MAIN_THREAD_NICE=0)\n"
      : raisedMainThread
        ? `page's main thread: nice ${MAIN_THREAD_NICE}, as Chromium's display threads (decision 038)\n`
        : `page's main thread: Chromium's priority (nice ${MAIN_THREAD_NICE} was not permitted)\n`,
  )
  console.log(line(header))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of table.slice(1)) console.log(line(row))
  console.log(
    `\ndev server floor (raw CPU of a static file, ${FLOOR_PATH}, no storefront code): ${floor.toFixed(1)} ms/req`,
  )
  const product = rows.find((r) => r.page === 'product')
  if (product?.withJs.length) {
    const bytes = product.withJs.map((x) => x.bytes)
    console.log(
      `\nproduct page, transferred on a first visit (images included): ${(median(bytes) / 1024).toFixed(1)} KB ` +
        `(runs: ${bytes.map((b) => (b / 1024).toFixed(1)).join(', ')})`,
    )
  }
  for (const r of rows) {
    const el = r.withJs[0]?.lcpElement
    if (el) console.log(`LCP element, ${r.page}: ${el.slice(0, 160)}`)
  }
}
