#!/usr/bin/env node
/**
 * Runs the stand-in platform API (127.0.0.1:8787) and the storefront (port 8788)
 * together; one Ctrl-C stops both. Expects `npm run build` to have run.
 *
 * Env: PORT (storefront, 8788), API_PORT (8787), LATENCY_MS (added to every API answer),
 * STATE_DIR (local D1 data, .wrangler/state), INSPECTOR_PORT (the storefront's devtools port, wrangler's choice
 * when unset; `npm run perf` profiles the storefront's isolate through it).
 * With --watch (npm run dev) the app is rebuilt on every change and the storefront reloads it.
 */
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync } from 'node:fs'

const port = process.env.PORT ?? '8788'
const apiPort = process.env.API_PORT ?? '8787'
const latency = process.env.LATENCY_MS ?? '0'
const state = process.env.STATE_DIR ?? '.wrangler/state'
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
}
const wrangler = 'node_modules/.bin/wrangler'

if (!existsSync('build/index.js')) {
  console.error('The storefront is not built: run `npm run build` first (or `npm start`, which does).')
  process.exit(1)
}
if (!existsSync('.dev.vars')) copyFileSync('.dev.vars.example', '.dev.vars')

const migrate = spawnSync(
  wrangler,
  ['d1', 'migrations', 'apply', 'DB', '--local', '--config', 'demo-api/wrangler.toml', '--persist-to', state],
  { stdio: ['ignore', 'ignore', 'inherit'], env },
)
if (migrate.status !== 0) process.exit(migrate.status ?? 1)

const servers = [
  [
    wrangler,
    [
      'dev',
      '--config',
      'demo-api/wrangler.toml',
      '--ip',
      '127.0.0.1',
      '--port',
      apiPort,
      '--persist-to',
      state,
      '--var',
      `LATENCY_MS:${latency}`,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
  ],
  [
    wrangler,
    [
      'pages',
      'dev',
      'public',
      '--ip',
      '0.0.0.0',
      '--port',
      port,
      '--persist-to',
      state,
      '--binding',
      `API_BASE_URL=http://127.0.0.1:${apiPort}/api/v2`,
      `PAYMENT_PROVIDER_URL=http://127.0.0.1:${apiPort}/provider`,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...(process.env.INSPECTOR_PORT ? ['--inspector-port', process.env.INSPECTOR_PORT] : []),
    ],
  ],
]

// wrangler 4.86 can exit on a lost local connection (workers-sdk #15317): a server that stops on its own is
// started again, three times at most, instead of taking the whole stack down.
const MAX_RESTARTS = 3
const children = servers.map(([command, args]) => supervise(command, args, MAX_RESTARTS))

function supervise(command, args, restarts) {
  const child = spawn(command, args, { stdio: 'inherit', env })
  child.on('exit', (code, signal) => {
    if (stopping) return
    if (restarts === 0) return stop(code ?? 1)
    console.error(`\n${args.slice(0, 2).join(' ')} stopped (${signal ?? code}): starting it again.`)
    children[children.indexOf(child)] = supervise(command, args, restarts - 1)
  })
  return child
}

if (process.argv.includes('--watch')) {
  const watcher = spawn('node_modules/.bin/remix', ['watch'], { stdio: 'inherit', env })
  watcher.on('exit', (code) => stop(code ?? 0))
  children.push(watcher)
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

await waitFor(`http://127.0.0.1:${apiPort}/health`)
await waitFor(`http://127.0.0.1:${port}/themes/default.css`)
console.log(
  `\nStorefront ready:\n  http://demo.localhost:${port}\n  http://mode.localhost:${port}\n  http://nuit.localhost:${port}\n  http://marche.localhost:${port}\n  http://ferme.localhost:${port} (inactive shop)\nCtrl-C stops both servers.\n`,
)

async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end && !stopping) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  if (!stopping) {
    console.error(`Timed out waiting for ${url}`)
    stop(1)
  }
}
