/**
 * Runs the built storefront in workerd through Miniflare, on a free port, as either deployment target builds it
 * (docs/operations.md):
 * - `pages` (the default): the Pages function bundled by wrangler, with the Remix build inside. Static files that
 *   Pages serves itself (public/_routes.json "exclude") are answered from public/ here, as Pages would;
 * - `worker`: the Worker of wrangler.worker.toml as `wrangler deploy` bundles it, with public/ as its static
 *   assets, served by Miniflare's assets router before the Worker, as Cloudflare does.
 *
 *   const shop = await startStorefront({ apiUrl: demoApi.url })
 *   const res = await shop.fetch('demo', '/')
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Log, LogLevel, Miniflare, Response as MiniflareResponse } from 'miniflare'
import { textBindings } from './miniflare'
import { inject } from 'vitest'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const OUT_DIR = path.join(ROOT, '.cache', 'storefront')
export const TEST_SECRET = 'integration-test-secret-0123456789'
export const TEST_PUBLIC_KEY = 'demo-public-key'

export interface StorefrontOptions {
  /** Origin of the platform API, e.g. http://127.0.0.1:1234 ("/api/v2" is appended). */
  apiUrl: string
  /** Env overrides; a value of undefined removes that variable. */
  env?: Record<string, string | undefined>
  /** Receives what the worker writes (console.*) and the errors it did not handle, instead of the terminal. */
  onLog?: (text: string) => void
  /** Runs without the D1 binding `DB`, as a deployment that did not add it. */
  withoutDatabase?: boolean
  /** The deployment target: the Pages project (wrangler.toml, the default) or the Worker (wrangler.worker.toml). */
  target?: 'pages' | 'worker'
}

/** The storefront's migrations (migrations/*.sql), in order. */
async function applyMigrations(db: D1Database): Promise<void> {
  const dir = path.join(ROOT, 'migrations')
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(path.join(dir, file), 'utf8').replace(/^--.*$/gm, '')
    for (const statement of sql
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean))
      await db.prepare(statement).run()
  }
}

export interface Storefront {
  /** Request `path` on the shop's host `{shop}.localhost`. */
  fetch(shop: string, pathname: string, init?: RequestInit): Promise<Response>
  origin(shop: string): string
  mf: Miniflare
  dispose(): Promise<void>
}

/** Miniflare's log (by default silent) into a callback: uncaught errors of the worker reach it. */
class CapturedLog extends Log {
  constructor(private readonly onLog: (text: string) => void) {
    super(LogLevel.WARN)
  }
  protected override log(message: string): void {
    this.onLog(message)
  }
}

let built: string | undefined

/**
 * Bundles functions/ (with the Remix build it imports) into .cache/storefront/index.js. The integration
 * project does it once per run, before any test file (tests/support/bundles.ts); a file run on its own
 * outside that setup bundles it itself, once.
 */
export function bundleStorefront(): string {
  if (!existsSync(path.join(ROOT, 'build', 'index.js'))) {
    throw new Error('Run `npm run build` before the integration tests (npm run test:integration does).')
  }
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'wrangler'),
    ['pages', 'functions', 'build', '--outdir', OUT_DIR, '--compatibility-date', '2025-09-01'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  )
  return path.join(OUT_DIR, 'index.js')
}

/** The bundle's source: the one made for this run when there is one. */
function bundle(): string {
  if (built) return built
  const file = providedBundle() ?? bundleStorefront()
  built = readFileSync(file, 'utf8')
  return built
}

function providedBundle(): string | undefined {
  try {
    return inject('storefrontBundle')
  } catch {
    return undefined
  }
}

const WORKER_OUT_DIR = path.join(ROOT, '.cache', 'worker')
let builtWorker: string | undefined

/** The Worker target's bundle, as `wrangler deploy` makes it (`--dry-run`): made once per test process. */
function workerBundle(): string {
  if (builtWorker) return builtWorker
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'wrangler'),
    ['deploy', '--dry-run', '-c', 'wrangler.worker.toml', '--outdir', WORKER_OUT_DIR],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  )
  builtWorker = readFileSync(path.join(WORKER_OUT_DIR, 'index.js'), 'utf8')
  return builtWorker
}

const routes = JSON.parse(readFileSync(path.join(ROOT, 'public', '_routes.json'), 'utf8')) as { exclude: string[] }
const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
}

function staticFile(pathname: string): Response | null {
  const excluded = routes.exclude.some((pattern) =>
    pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
  )
  if (!excluded) return null
  const file = path.join(ROOT, 'public', path.normalize(pathname))
  if (!file.startsWith(path.join(ROOT, 'public')) || !existsSync(file) || !statSync(file).isFile()) {
    return new Response('Not found', { status: 404 })
  }
  return new Response(readFileSync(file), {
    headers: { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' },
  })
}

export async function startStorefront(options: StorefrontOptions): Promise<Storefront> {
  const env: Record<string, string | undefined> = {
    API_BASE_URL: `${options.apiUrl}/api/v2`,
    SHOP_PUBLIC_KEY: TEST_PUBLIC_KEY,
    SESSION_SECRET: TEST_SECRET,
    PLATFORM_DOMAIN: 'localhost',
    // Well above an ordinary answer on a busy machine; the fake API's "slow" answers take 10 s.
    API_TIMEOUT_MS: '5000',
    PAYMENT_PROVIDER_URL: `${options.apiUrl}/provider`,
    // Field speed of every page view, kept in the D1 table field_views.
    FIELD_SPEED_STORE: 'local',
    FIELD_SPEED_SAMPLE: '1',
    ...options.env,
  }
  const bindings = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined))
  const worker = options.target === 'worker'
  const mf = new Miniflare({
    cf: false,
    ...(options.onLog
      ? {
          log: new CapturedLog(options.onLog),
          // One entry per console call, without its line end.
          handleStructuredLogs: (entry: { message: string }) => options.onLog?.(`${entry.message}\n`),
        }
      : {
          // The one line per request (app/server/request-log.server.ts) is left out of the test output;
          // anything else the storefront writes (a failed call, an error) is shown.
          handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
            if (level === 'error' || level === 'warn') console.error(message)
            else if (!message.startsWith('{"request"')) console.log(message)
          },
        }),
    workers: [
      {
        config: {
          name: 'storefront',
          compatibilityDate: '2025-09-01',
          // Listed explicitly: the bundle holds Remix's unused browser-side dynamic import, which
          // Miniflare's module walker would refuse.
          manifest: {
            mainModule: 'index.js',
            modules: { 'index.js': { type: 'esm', contents: worker ? workerBundle() : bundle() } },
          },
          // wrangler.worker.toml's [assets].
          ...(worker
            ? {
                assets: {
                  directory: path.join(ROOT, 'public'),
                  hasUserWorker: true,
                  htmlHandling: 'none' as const,
                  notFoundHandling: 'none' as const,
                },
              }
            : {}),
          env: {
            ...textBindings(bindings),
            // The storefront's own D1 database (wrangler.toml), in memory, with migrations/ applied below.
            ...(options.withoutDatabase ? {} : { DB: { type: 'd1' as const, name: 'storefront' } }),
            ASSETS: worker
              ? { type: 'assets' as const }
              : { type: 'fetcher', handler: () => new MiniflareResponse('Not found', { status: 404 }) },
          },
        },
      },
    ],
  })
  await mf.ready
  if (!options.withoutDatabase) await applyMigrations(await mf.getD1Database('DB'))
  const origin = (shop: string) => `http://${shop}.localhost:8788`
  return {
    mf,
    origin,
    async fetch(shop, pathname, init) {
      const file = worker || (init?.method && init.method !== 'GET') ? null : staticFile(pathname)
      if (file) return file
      // dispatchFetch rewrites Host; browsers and Cloudflare send the shop's own host, which
      // Remix compares with Origin on actions. X-Forwarded-Host carries it here.
      const headers = new Headers(init?.headers)
      headers.set('X-Forwarded-Host', new URL(origin(shop)).host)
      // A request that names no client comes from a new one: only the tests of rate limits count one client's.
      if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', testAddress())
      // Miniflare's Response is undici's; re-wrap so tests get the global Response type.
      const res = await mf.dispatchFetch(origin(shop) + pathname, { redirect: 'manual', ...init, headers } as never)
      return new Response(res.status === 204 || res.status === 304 ? null : await res.arrayBuffer(), {
        status: res.status,
        headers: res.headers as unknown as Headers,
      })
    },
    dispose: () => mf.dispose(),
  }
}

/**
 * One page before anything is timed or counted: workerd compiles and loads the worker, and the
 * first connection to the platform (and its first database query) is made. On a busy machine that
 * first request can take longer than the API timeout; it is asked again (at most three times)
 * while it answers a gateway status.
 */
export async function warmUp(shop: Storefront, label = 'warmup'): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await shop.fetch(label, '/', { headers: { 'User-Agent': BROWSER_UA } })
    await res.arrayBuffer()
    if (![502, 503, 504].includes(res.status)) return
  }
}

/** A browser's ordinary user agent: crawlers get the whole page at once instead of a stream. */
export const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** An address of the documentation range 198.18.0.0/15 (benchmarking), a new one each time. */
export function testAddress(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0]! & 0x1ffff
  return `198.${18 + (n >> 16)}.${(n >> 8) & 0xff}.${n & 0xff}`
}
