#!/usr/bin/env node
/**
 * The browser tests' servers (playwright.config.ts starts and stops them): the stand-in platform API under
 * `wrangler dev`, as `npm start` runs it, and the storefront's Pages target as `wrangler pages functions build`
 * bundles it, in workerd through Miniflare (scripts/worker-target.mjs), with fresh databases. `npm start`'s
 * `wrangler pages dev` would serve the same bundle, but keeps its bundler polling every source file for changes,
 * a fifth of a core that the tests' browsers need.
 *
 * The stand-in runs with FAULT_SWITCH on, for its test-only routes (/__sent, /__faults).
 *
 * Env: PORT (the storefront), API_PORT (the stand-in API), STATE_DIR (the stand-in's local D1 data).
 * Runs until SIGINT or SIGTERM.
 */
import { startServers } from './servers.mjs'
import { startWorkerTarget } from './worker-target.mjs'

const port = Number(process.env.PORT ?? 8798)
const apiPort = Number(process.env.API_PORT ?? 8797)

const aborted = new AbortController()
let storefront
/** Stops both servers, also while they start (signals reach this process alone: each server has a group of its own). */
async function stop(code) {
  aborted.abort()
  await Promise.all([servers.catch(() => undefined).then((running) => running?.stop()), storefront?.stop()])
  process.exit(code)
}
process.once('SIGINT', () => stop(0))
process.once('SIGTERM', () => stop(0))

const servers = startServers({
  port,
  apiPort,
  stateDir: process.env.STATE_DIR ?? '.wrangler/e2e-state',
  fresh: true,
  output: 'ignore',
  storefront: false,
  signal: aborted.signal,
  exitOnSignal: false,
  // The tests read what the stand-in holds (GET /__sent, tests/e2e/platform.ts).
  faultSwitch: true,
  onGiveUp: (code) => stop(code),
})
try {
  const { apiUrl } = await servers
  if (!aborted.signal.aborted) storefront = await startWorkerTarget({ port, apiUrl, target: 'pages' })
} catch (error) {
  if (!aborted.signal.aborted) console.error(error instanceof Error ? error.message : error)
  await stop(1)
}
