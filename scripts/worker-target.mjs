/**
 * The storefront in workerd through Miniflare, with no dev server in front: the runtime a deployment runs,
 * answering on its own port. `npm run load` and `npm run crowd` measure the Worker target (wrangler.worker.toml,
 * worker/index.ts); the browser tests run the Pages target (scripts/test-servers.mjs). `wrangler dev` and
 * `wrangler pages dev` put a proxy worker of their own before every request, which a deployment does not have,
 * and `wrangler pages dev` keeps its bundler polling every source file for changes (a fifth of a core).
 *
 *   const target = await startWorkerTarget({ port: 8768, apiUrl: 'http://127.0.0.1:8767' })
 *   ... http://demo.localhost:8768 (from Node: 127.0.0.1:8768 with a Host header) ...
 *   await target.stop()
 *
 * The bundle is the one `wrangler deploy` uploads (`--dry-run`), or for Pages the one `wrangler pages functions
 * build` makes of functions/; public/ is served as static assets with public/_headers, before the storefront, as
 * Cloudflare does; the settings and secrets are the wrangler file's and .dev.vars'; the D1 database is in memory,
 * with migrations/ applied.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'

/** Each target's wrangler file and the wrangler command that bundles it as its deployment would. */
const TARGETS = {
  worker: {
    config: 'wrangler.worker.toml',
    outDir: '.wrangler/worker-target',
    bundle: (outDir) => ['deploy', '--dry-run', '-c', 'wrangler.worker.toml', '--outdir', outDir],
  },
  pages: {
    config: 'wrangler.toml',
    outDir: '.wrangler/pages-target',
    bundle: (outDir) => ['pages', 'functions', 'build', '--outdir', outDir],
  },
}

/** The target's bundle; stops the process with wrangler's output when it fails. */
function bundle({ outDir, bundle: args }) {
  const result = spawnSync('node_modules/.bin/wrangler', args(outDir), {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`wrangler ${args(outDir).join(' ')} failed (exit ${result.status})`)
  }
  return readFileSync(path.join(outDir, 'index.js'), 'utf8')
}

/**
 * Starts the Worker target and resolves once it answers.
 * @param {object} options
 * @param {number} options.port where it answers (on 127.0.0.1)
 * @param {string} options.apiUrl the platform's origin (the stand-in API), "/api/v2" appended
 * @param {number} [options.inspectorPort] the DevTools port of its isolate (scripts/server-cpu.mjs)
 * @param {boolean} [options.securityEvents] shows the security events (warnings) besides the errors (true); a crowd
 *   that sets off the rate limits on purpose leaves them out
 * @param {'worker' | 'pages'} [options.target] the deployment target ('worker')
 */
export async function startWorkerTarget({ port, apiUrl, inspectorPort, securityEvents = true, target = 'worker' }) {
  const contents = bundle(TARGETS[target])
  // The wrangler file's [vars] and .dev.vars, as `wrangler dev` would bind them.
  const { workerOptions } = unstable_getMiniflareWorkerOptions(TARGETS[target].config)
  const vars = {
    ...workerOptions.bindings,
    API_BASE_URL: `${apiUrl}/api/v2`,
    PAYMENT_PROVIDER_URL: `${apiUrl}/provider`,
    // Field speed of every page view, kept in the D1 table field_views (Miniflare drops Analytics Engine's writes).
    FIELD_SPEED_STORE: 'local',
    FIELD_SPEED_SAMPLE: '1',
  }
  const mf = new Miniflare({
    cf: false,
    host: '127.0.0.1',
    port,
    ...(inspectorPort ? { inspectorPort } : {}),
    // The one JSON line per request and the stand-in's notes are left out; warnings and errors are shown.
    handleStructuredLogs: ({ level, message }) => {
      if (level === 'error' || (level === 'warn' && (securityEvents || !message.startsWith('{"security"'))))
        console.error(message)
    },
    workers: [
      {
        config: {
          name: 'storefront',
          compatibilityDate: workerOptions.compatibilityDate,
          manifest: { mainModule: 'index.js', modules: { 'index.js': { type: 'esm', contents } } },
          assets: { directory: 'public', hasUserWorker: true, htmlHandling: 'none', notFoundHandling: 'none' },
          env: {
            ...Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: 'text', value }])),
            DB: { type: 'd1', name: 'storefront' },
            ASSETS: { type: 'assets' },
          },
        },
      },
    ],
  })
  const url = await mf.ready
  const db = await mf.getD1Database('DB')
  for (const file of readdirSync('migrations')
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(path.join('migrations', file), 'utf8').replace(/^--.*$/gm, '')
    for (const statement of sql.split(';').map((s) => s.trim())) if (statement) await db.prepare(statement).run()
  }
  return {
    url,
    /** The workerd process Miniflare started (a child of this one). */
    get pid() {
      return workerdChild()
    },
    stop: () => mf.dispose(),
  }
}

/** The workerd process started by this Node process (wrangler's own, for the stand-in API, are its grandchildren). */
function workerdChild() {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0')[0]
      if (ppid === process.pid && command.endsWith('workerd')) return Number(name)
    } catch {
      // exited meanwhile
    }
  }
  throw new Error('no workerd started by Miniflare')
}
