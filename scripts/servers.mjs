/**
 * The local stack: the stand-in platform API (`wrangler dev`, demo-api/) and the built storefront
 * (`wrangler pages dev`), on the given ports, with local D1 data in `stateDir`. Used by `npm start`
 * (scripts/start.mjs) and by the measuring scripts (bench, load, perf, size).
 *
 *   const servers = await startServers({ port: 8778, apiPort: 8777, stateDir: '.wrangler/bench-state', fresh: true })
 *   ... http://demo.localhost:8778 (from Node: 127.0.0.1:8778 with a Host header) ...
 *   await servers.stop()
 *
 * Each wrangler runs in a process group of its own, and stop() signals the whole group: wrangler, its
 * esbuild service and its workerd processes stop together. Signalling wrangler alone left esbuild to find
 * its input closed while it still waited for an answer, and it then died printing
 * "fatal error: all goroutines are asleep - deadlock!" and its goroutines' stacks.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { makePhotos } from '../demo-api/photos/make-photos.mjs'

const WRANGLER = 'node_modules/.bin/wrangler'

/**
 * Starts both servers and resolves once both answer.
 * @param {object} [options]
 * @param {number} [options.port] the storefront's port (8788)
 * @param {number} [options.apiPort] the stand-in API's port (8787)
 * @param {number} [options.latencyMs] added by the stand-in API to every answer (0)
 * @param {string} [options.stateDir] local D1 data (.wrangler/state)
 * @param {boolean} [options.fresh] empties stateDir first
 * @param {number} [options.inspectorPort] the storefront's DevTools port (wrangler's choice when unset)
 * @param {'inherit' | 'ignore'} [options.output] what becomes of wrangler's own output ('inherit'; errors always shown)
 * @param {(code: number) => void} [options.onGiveUp] called when a server stopped for good on its own
 * @param {boolean} [options.storefront] starts the storefront too (true); false: the stand-in API alone, for a
 *   storefront run another way (scripts/worker-target.mjs)
 * @param {AbortSignal} [options.signal] stops the servers, also while they start (startServers then rejects)
 * @param {boolean} [options.exitOnSignal] on SIGINT or SIGTERM, stop the servers and exit (true; the servers run in
 *   process groups of their own, which a Ctrl-C does not reach)
 * @param {boolean} [options.faultSwitch] runs the stand-in API with FAULT_SWITCH on: its test-only routes /__faults
 *   and /__sent exist (false, as wrangler.toml has it)
 */
export async function startServers({
  port = 8788,
  apiPort = 8787,
  latencyMs = 0,
  stateDir = '.wrangler/state',
  fresh = false,
  inspectorPort,
  output = 'inherit',
  onGiveUp = () => {},
  storefront = true,
  signal,
  exitOnSignal = true,
  faultSwitch = false,
} = {}) {
  if (!existsSync('build/index.js')) {
    throw new Error('The storefront is not built: run `npm run build` first (or `npm start`, which does).')
  }
  if (!existsSync('.dev.vars')) copyFileSync('.dev.vars.example', '.dev.vars')
  await assertFree(apiPort, '127.0.0.1')
  if (storefront) await assertFree(port, '0.0.0.0')
  if (fresh) rmSync(stateDir, { recursive: true, force: true })
  // The stand-in's phone photos (a few seconds, the first time on a machine).
  await makePhotos()

  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    NO_UPDATE_NOTIFIER: '1',
  }
  const stdio = ['ignore', output, 'inherit']
  const persist = ['--persist-to', stateDir]
  const quiet = ['--show-interactive-dev-session=false', '--log-level', 'warn']

  const migrate = await run(
    [WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', '--config', 'demo-api/wrangler.toml', ...persist],
    { stdio: ['ignore', 'ignore', 'inherit'], env },
  )
  if (migrate !== 0) throw new Error(`the stand-in API's migrations failed (exit ${migrate})`)
  const own = await run([WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', ...persist], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  if (own !== 0) throw new Error(`the storefront's migrations failed (exit ${own})`)
  signal?.throwIfAborted()

  const api = supervise(
    [WRANGLER, 'dev', '--config', 'demo-api/wrangler.toml', '--ip', '127.0.0.1', '--port', String(apiPort)],
    [
      ...persist,
      '--var',
      `LATENCY_MS:${latencyMs}`,
      '--var',
      `STOREFRONT_PORT:${port}`,
      ...(faultSwitch ? ['--var', 'FAULT_SWITCH:on'] : []),
      ...quiet,
    ],
  )
  const pages =
    storefront &&
    supervise(
      [WRANGLER, 'pages', 'dev', 'public', '--ip', '0.0.0.0', '--port', String(port)],
      [
        ...persist,
        '--binding',
        `API_BASE_URL=http://127.0.0.1:${apiPort}/api/v2`,
        `PAYMENT_PROVIDER_URL=http://127.0.0.1:${apiPort}/provider`,
        // Field speed of every page view, kept in the local D1 (Miniflare drops Analytics Engine's writes).
        'FIELD_SPEED_STORE=local',
        'FIELD_SPEED_SAMPLE=1',
        ...quiet,
        ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
      ],
    )

  let stopping = false
  let started = false
  /** Runs a server in its own process group; one that stops on its own stops the other too. */
  function supervise(command, args) {
    const server = { child: spawn(command[0], [...command.slice(1), ...args], { stdio, env, detached: true }) }
    server.child.on('exit', (code, signal) => {
      if (stopping) return
      console.error(`\n${command.slice(1, 3).join(' ')} stopped (${signal ?? code}).`)
      // Before both answered, startServers itself fails.
      stop().then(() => started && onGiveUp(code ?? 1))
    })
    return server
  }

  let stopped
  function stop() {
    stopping = true
    stopped ??= Promise.all([api, pages].map((server) => stopGroup(server?.child))).then(() => {})
    return stopped
  }

  signal?.addEventListener('abort', () => stop(), { once: true })
  if (exitOnSignal) {
    for (const [name, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ])
      process.once(name, () => stop().then(() => process.exit(code)))
  }
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/health`, () => stopping)
    if (pages) await waitFor(`http://127.0.0.1:${port}/themes/default.css`, () => stopping)
    started = true
  } catch (error) {
    await stop()
    throw error
  }
  return {
    port,
    apiPort,
    /** The shop's address for a browser: http://demo.localhost:8788 */
    shopUrl: (shop = 'demo') => `http://${shop}.localhost:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    /** Process id of the current `wrangler pages dev` (its workerd processes run the storefront). */
    get pagesPid() {
      return pages?.child.pid
    },
    stop,
  }
}

/** SIGTERM to the child's process group, SIGKILL if it is still there after 5 s; resolves once it has exited. */
function stopGroup(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(timer)
      // wrangler's workerd processes share its group: none is left behind.
      killGroup(child, 'SIGKILL')
      resolve()
    })
    killGroup(child, 'SIGTERM')
  })
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group has already gone
  }
}

function run(command, options) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), options)
    child.on('exit', (code) => resolve(code ?? 1))
    child.on('error', () => resolve(1))
  })
}

/** Fails when something already listens on the port (another `npm start`), instead of measuring that. */
function assertFree(port, host) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is already in use (another npm start?): stop that server or choose other ports`)
          : error,
      ),
    )
    probe.listen(port, host, () => probe.close(resolve))
  })
}

async function waitFor(url, stopped, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (stopped()) throw new Error(`stopped before ${url} answered`)
    try {
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`)
}
