#!/usr/bin/env node
/**
 * Runs the stand-in platform API (127.0.0.1:8787) and the storefront (port 8788)
 * together, each behind a Node pass-through on its port; one Ctrl-C stops both. Expects `npm run build`
 * to have run.
 *
 * Env: PORT (storefront, 8788), API_PORT (8787), LATENCY_MS (added to every API answer),
 * STATE_DIR (local D1 data, .wrangler/state).
 * With --watch (npm run dev) the app is rebuilt on every change and the storefront reloads it.
 */
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync } from 'node:fs'
import { Agent, createServer, request } from 'node:http'

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

// Both servers listen on private ports behind plain Node pass-throughs on API_PORT and PORT (README, Load):
// workerd's fetch from the storefront straight into the other local workerd loses some of many
// simultaneous connections ('Network connection lost'), and a visitor leaving with requests still running
// can stop `wrangler pages dev` (wrangler's ProxyWorker fails on the aborted request). Through Node, the
// connections hold, and a request whose visitor left is finished, its answer dropped.
const [innerApiPort, innerPort] = [await freePort(), await freePort()]
const fronts = [passThrough(innerApiPort), passThrough(innerPort)]
await listen(fronts[0], apiPort, '127.0.0.1')
await listen(fronts[1], port, '0.0.0.0')

const children = [
  spawn(
    wrangler,
    [
      'dev',
      '--config',
      'demo-api/wrangler.toml',
      '--ip',
      '127.0.0.1',
      '--port',
      innerApiPort,
      '--persist-to',
      state,
      '--var',
      `LATENCY_MS:${latency}`,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    { stdio: 'inherit', env },
  ),
  spawn(
    wrangler,
    [
      'pages',
      'dev',
      'public',
      '--ip',
      '127.0.0.1',
      '--port',
      innerPort,
      '--persist-to',
      state,
      '--binding',
      `API_BASE_URL=http://127.0.0.1:${apiPort}/api/v2`,
      `PAYMENT_PROVIDER_URL=http://127.0.0.1:${apiPort}/provider`,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    { stdio: 'inherit', env },
  ),
]

if (process.argv.includes('--watch')) {
  children.push(spawn('node_modules/.bin/remix', ['watch'], { stdio: 'inherit', env }))
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  for (const front of fronts) {
    front.closeAllConnections()
    front.close()
  }
  setTimeout(() => process.exit(code), 500).unref()
}
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`\n${child.spawnargs.slice(1, 3).join(' ')} stopped (${signal ?? code}): stopping the others.`)
    stop(code ?? 0)
  })
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

/** A port nobody listens on now, for the stand-in behind the pass-through. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(String(port)))
    })
  })
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => server.once('error', reject).listen(Number(port), host, resolve))
}

/**
 * Passes every request on to 127.0.0.1:target as it is (Host included), and the answer back as it is.
 * When the client leaves before the answer is complete, the request upstream still runs to its end.
 */
function passThrough(target) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  return createServer((req, res) => {
    const send = (retry) => {
      const upstream = request(
        { host: '127.0.0.1', port: Number(target), method: req.method, path: req.url, headers: req.headers, agent },
        (answer) => {
          if (res.destroyed) return answer.resume()
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
          answer.pipe(res)
          res.on('close', () => {
            if (res.writableFinished) return
            answer.unpipe(res)
            answer.resume()
          })
        },
      )
      upstream.on('error', () => {
        // A kept-alive connection the server had just closed: a request without a body is sent again, once.
        if (retry && upstream.reusedSocket && !res.headersSent) return send(false).end()
        if (res.headersSent) res.destroy()
        else res.writeHead(502).end()
      })
      return upstream
    }
    const bodyless = req.method === 'GET' || req.method === 'HEAD'
    const upstream = send(bodyless)
    if (bodyless) return upstream.end()
    // A request body cut short cannot be passed on whole: only then is the request upstream dropped.
    req.on('aborted', () => req.complete || upstream.destroy())
    req.pipe(upstream)
  })
}
