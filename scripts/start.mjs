#!/usr/bin/env node
/**
 * Runs the stand-in platform API (127.0.0.1:8787) and the storefront (port 8788)
 * together (scripts/servers.mjs); one Ctrl-C stops both. Expects `npm run build` to have run.
 *
 * Env: PORT (storefront, 8788), API_PORT (8787), LATENCY_MS (added to every API answer),
 * STATE_DIR (local D1 data, .wrangler/state), INSPECTOR_PORT (the storefront's DevTools port, wrangler's choice
 * when unset).
 * With --watch (npm run dev) the app is rebuilt on every change and the storefront reloads it.
 */
import { spawn } from 'node:child_process'
import { startServers } from './servers.mjs'

const aborted = new AbortController()
let watcher
let exiting = false

const starting = startServers({
  port: Number(process.env.PORT ?? 8788),
  apiPort: Number(process.env.API_PORT ?? 8787),
  latencyMs: Number(process.env.LATENCY_MS ?? 0),
  stateDir: process.env.STATE_DIR ?? '.wrangler/state',
  inspectorPort: process.env.INSPECTOR_PORT ? Number(process.env.INSPECTOR_PORT) : undefined,
  onGiveUp: (code) => exit(code),
  signal: aborted.signal,
  exitOnSignal: false,
})

/** Stops the servers (also while they start) and the watcher, then exits. */
async function exit(code) {
  if (exiting) return
  exiting = true
  watcher?.kill('SIGTERM')
  aborted.abort()
  const servers = await starting.catch(() => undefined)
  await servers?.stop()
  process.exit(code)
}
process.on('SIGINT', () => exit(0))
process.on('SIGTERM', () => exit(0))

const servers = await starting.catch((error) => {
  if (!exiting) console.error(error instanceof Error ? error.message : error)
  return exit(1)
})

if (process.argv.includes('--watch')) {
  watcher = spawn(process.execPath, ['scripts/remix.mjs', 'watch'], { stdio: 'inherit' })
  watcher.on('exit', (code) => exit(code ?? 0))
}

const shops = ['demo', 'mode', 'nuit', 'marche', 'minimal', 'extreme'].map((shop) => `  ${servers.shopUrl(shop)}`)
console.log(
  `\nStorefront ready:\n${shops.join('\n')}\n  ${servers.shopUrl('ferme')} (inactive shop)\nCtrl-C stops both servers.\n`,
)
