/**
 * Starts the demo API (demo-api/) in-process with Miniflare, on a free port of
 * 127.0.0.1, with a fresh in-memory D1 database and the migrations applied.
 *
 *   const api = await startDemoApi()
 *   await fetch(`${api.url}/health`)
 *   await api.faults.set([{ shop: 'demo', call: 'GET /products/search', fault: 'garbage' }])
 *   await api.dispose()
 */
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { Miniflare } from 'miniflare'
import { PHOTOS_DIR } from '../../demo-api/photos/make-photos.mjs'
import { textBindings } from './miniflare'
import { inject } from 'vitest'
import type { Fault, FaultEntry, FaultList } from '../../demo-api/src/faults'

export type { Fault, FaultEntry, FaultList }

export interface DemoApiOptions {
  /** Fixed delay before every answer (LATENCY_MS). */
  latencyMs?: number
  /**
   * Other vars, overriding the defaults of demo-api/wrangler.toml and FAULT_SWITCH "on" (e.g. `FAULTS`,
   * `STALL_MS`, or `FAULT_SWITCH: 'off'`).
   */
  vars?: Record<string, string>
  /** Apply the migrations to the fresh database (default true). */
  migrations?: boolean
  /** Receives everything the stand-in writes (console.*); without it, only its warnings and errors are shown. */
  onLog?: (text: string) => void
}

export interface DemoApi {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string
  mf: Miniflare
  /** The stand-in's fault switch (demo-api/src/faults.ts), through /__faults. */
  faults: DemoApiFaults
  dispose(): Promise<void>
}

/** Run-time faults: one call of one shop answers 200 with a body it should not. */
export interface DemoApiFaults {
  /** Replaces the run-time faults (PUT /__faults), e.g. `[{ shop: 'demo', call: 'GET /home', fault: 'cut' }]`. */
  set(entries: readonly FaultEntry[]): Promise<FaultList>
  /** Removes the run-time faults (DELETE /__faults); those of the FAULTS var stay. */
  clear(): Promise<FaultList>
  /** Both lists (GET /__faults). */
  list(): Promise<FaultList>
}

/** demo-api/src/faults.ts CUT_MESSAGE (not imported: this module runs in Node, that one in workerd). */
const FAULT_CUT_MESSAGE = 'demo-api fault: connection cut'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const DEMO_API_DIR = path.join(ROOT, 'demo-api')
export const OUT_FILE = path.join(ROOT, '.cache', 'demo-api', 'index.mjs')

let bundled: Promise<string> | undefined

export async function startDemoApi(options: DemoApiOptions = {}): Promise<DemoApi> {
  bundled ??= providedScript().catch((error: unknown) => {
    bundled = undefined
    throw error
  })
  const [script, config] = await Promise.all([bundled, readWranglerConfig()])
  const bindings: Record<string, string> = { ...config.vars, FAULT_SWITCH: 'on', ...options.vars }
  if (options.latencyMs !== undefined) bindings['LATENCY_MS'] = String(options.latencyMs)

  const mf = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    // No lookup of the Request.cf object on the internet: tests run offline.
    cf: false,
    // Without onLog, its notes (the confirmation emails it "sends", which tests read from /mail) are left
    // out of the test output; its warnings and errors are shown, except workerd's report of each connection
    // the `cut` and `stall` faults cut on purpose.
    handleStructuredLogs: (entry: { level: string; message: string }) => {
      if (options.onLog) options.onLog(`${entry.message}\n`)
      else if (entry.message.includes(FAULT_CUT_MESSAGE)) return
      else if (entry.level === 'error' || entry.level === 'warn') console.error(entry.message)
    },
    workers: [
      {
        config: {
          name: 'demo-api',
          compatibilityDate: config.compatibilityDate,
          manifest: { mainModule: 'index.mjs', modules: { 'index.mjs': { type: 'esm', contents: script } } },
          env: { ...textBindings(bindings), DB: { type: 'd1', name: 'demo-api' }, PHOTOS: { type: 'assets' } },
          // The phone photos (demo-api/photos/make-photos.mjs, written by the global setup), as wrangler.toml has them.
          assets: { directory: PHOTOS_DIR, runWorkerFirst: true, hasUserWorker: true },
        },
      },
    ],
  })
  try {
    const ready = await mf.ready
    if (options.migrations !== false) await applyMigrations(mf)
    return {
      url: ready.origin,
      mf,
      faults: faultSwitch(ready.origin),
      dispose: () => mf.dispose(),
    }
  } catch (error) {
    await mf.dispose()
    throw error
  }
}

function faultSwitch(origin: string): DemoApiFaults {
  async function send(method: 'GET' | 'PUT' | 'DELETE', body?: readonly FaultEntry[]): Promise<FaultList> {
    const response = await fetch(`${origin}/__faults`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`demo-api: ${method} /__faults answered ${response.status}: ${text}`)
    return JSON.parse(text) as FaultList
  }
  return {
    set: (entries) => send('PUT', entries),
    clear: () => send('DELETE'),
    list: () => send('GET'),
  }
}

/** The worker bundled for this run (tests/support/bundles.ts), or bundled here when a file runs outside it. */
async function providedScript(): Promise<string> {
  let file: string | undefined
  try {
    file = inject('demoApiBundle')
  } catch {
    file = undefined
  }
  return file ? readFile(file, 'utf8') : bundleDemoApi()
}

/** Bundles demo-api/src/index.ts into .cache/demo-api/index.mjs and returns its source. */
export async function bundleDemoApi(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(DEMO_API_DIR, 'src', 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    outfile: OUT_FILE,
    write: false,
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild produced no output for demo-api')
  await mkdir(path.dirname(OUT_FILE), { recursive: true })
  const temporary = `${OUT_FILE}.${process.pid}.tmp`
  await writeFile(temporary, output.text)
  await rename(temporary, OUT_FILE)
  return output.text
}

/** Runs demo-api/migrations/*.sql in name order, statement by statement. */
async function applyMigrations(mf: Miniflare): Promise<void> {
  const db = await mf.getD1Database('DB')
  const dir = path.join(DEMO_API_DIR, 'migrations')
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
  for (const file of files) {
    const sql = await readFile(path.join(dir, file), 'utf8')
    const statements = sql
      .replace(/--.*$/gm, '')
      .split(';')
      .map((statement) => statement.trim())
      .filter((statement) => statement !== '')
    if (statements.length > 0) await db.batch(statements.map((statement) => db.prepare(statement)))
  }
}

interface WranglerDefaults {
  compatibilityDate: string
  vars: Record<string, string>
}

/** Reads compatibility_date and the string [vars] of demo-api/wrangler.toml. */
async function readWranglerConfig(): Promise<WranglerDefaults> {
  const text = await readFile(path.join(DEMO_API_DIR, 'wrangler.toml'), 'utf8')
  const vars: Record<string, string> = {}
  let compatibilityDate: string | undefined
  let section = ''
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    const header = line.match(/^\[\[?\s*([^\]]+?)\s*\]\]?$/)
    if (header) {
      section = header[1] ?? ''
      continue
    }
    const entry = line.match(/^([A-Za-z0-9_-]+)\s*=\s*"((?:[^"\\]|\\.)*)"\s*(?:#.*)?$/)
    if (!entry) continue
    const key = entry[1] as string
    const value = JSON.parse(`"${entry[2] ?? ''}"`) as string
    if (section === '' && key === 'compatibility_date') compatibilityDate = value
    if (section === 'vars') vars[key] = value
  }
  if (!compatibilityDate) throw new Error('demo-api/wrangler.toml has no compatibility_date')
  return { compatibilityDate, vars }
}
