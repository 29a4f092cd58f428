#!/usr/bin/env node
/**
 * JavaScript weight of a first visit to each page, from the Remix assets
 * manifest of the last build (public/build/manifest-*.js).
 *
 * For every page route (a route module with a default export; resource routes
 * such as /manifest.webmanifest are skipped), the browser fetches the client
 * entry, the root route, the route's parents and the route itself, with every
 * chunk they import statically. Each file is counted once, gzipped at level 9.
 *
 * Plus the route manifest, in the form the build uses:
 *  - without lazy route discovery, the whole manifest-*.js file;
 *  - with it (future.v3_lazyRouteDiscovery), the partial manifest the document
 *    inlines (the page's routes and those of its parent paths, as Remix's
 *    getPartialManifest picks them).
 * With lazy route discovery the browser also fetches /__manifest after hydration,
 * for the routes that the page's links reach. It is printed apart ("later"), counted
 * as if the page linked to every page route (an upper bound: the header and footer
 * reach most pages; resource routes are not reached by links); it does not hold up
 * the page and is not part of the budget.
 * A page whose first load is above its budget fails the run.
 *
 * Budget: 100 KB of gzip for every page, the pages a shopper lands on (home, category, product) and the
 * others alike (SIZE_BUDGET_KB changes it): one of the targets no change may break (docs/performance.md).
 * Data-saver pages: the demo shop's home asked with `Save-Data: on` must carry no script. The page comes from
 * SIZE_URL, a page of a running storefront (e.g. http://demo.localhost:8788/), else from a storefront this
 * script starts with the stand-in API (scripts/servers.mjs, ports SIZE_PORT 8818 and SIZE_API_PORT 8817).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { constants, gzipSync } from 'node:zlib'
import { matchRoutes } from '@remix-run/router'
import { startServers } from './servers.mjs'

const PUBLIC_DIR = 'public'
const BUILD_DIR = path.join(PUBLIC_DIR, 'build')
const SERVER_BUILD = 'build/index.js'
const budgetKb = Number(process.env.SIZE_BUDGET_KB ?? 100)
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error(`SIZE_BUDGET_KB must be a positive number, got "${process.env.SIZE_BUDGET_KB}"`)
  process.exit(2)
}

if (!findManifestFile() || !existsSync(SERVER_BUILD)) {
  console.log('No build found: running `npm run build` first.')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const manifestFile = findManifestFile()
if (!manifestFile) {
  console.error(`No manifest-*.js in ${BUILD_DIR} after the build.`)
  process.exit(1)
}
const manifest = readManifest(manifestFile)
const { hasDefaultExport, future } = await readServerBuild(manifest)
const lazyDiscovery = future.v3_lazyRouteDiscovery === true

const gzip = (text) => gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length
const gzCache = new Map()
/** Gzip size (level 9) of a file of public/, by its URL path. */
function gzipSize(url) {
  if (!gzCache.has(url)) {
    const file = path.join(PUBLIC_DIR, decodeURIComponent(url))
    gzCache.set(url, gzip(readFileSync(file)))
  }
  return gzCache.get(url)
}

/** The file and every /build/ file it imports statically, transitively (what the browser fetches). */
function withStaticImports(urls) {
  const seen = new Set()
  const queue = [...urls]
  while (queue.length > 0) {
    const url = queue.shift()
    if (seen.has(url)) continue
    seen.add(url)
    const source = readFileSync(path.join(PUBLIC_DIR, decodeURIComponent(url)), 'utf8')
    // `import"x"` and `from"x"`; dynamic `import("x")` is not fetched on first load.
    for (const match of source.matchAll(/(?:\bimport|\bfrom)\s*["'](\/build\/[^"']+\.js)["']/g)) queue.push(match[1])
  }
  return seen
}

function chain(routeId) {
  const routes = []
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) routes.unshift(manifest.routes[id])
  return routes
}

function urlGuess(routeId) {
  const segments = []
  for (const route of chain(routeId)) {
    if (route.path) segments.push(route.path)
  }
  const joined = `/${segments.join('/')}`.replace(/\/+/g, '/')
  return joined.length > 1 ? joined.replace(/\/$/, '') : '/'
}

/** The client's route tree, for matching paths as Remix does. */
function routeTree(parentId) {
  return Object.values(manifest.routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => ({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: routeTree(r.id) }))
}
const routes = routeTree(undefined)

/** A path of the route's pattern with a sample value for each parameter and splat. */
function samplePath(routeId) {
  return urlGuess(routeId)
    .replace(/\/:\w+\?(?=\/|$)/g, '') // an optional segment (the language): the default language's page
    .replace(/^$/, '/')
    .replace(/:\w+\??/g, 'x')
    .replace(/\*$/, 'x')
}

/** What the document inlines: the manifest with the routes of the path and of its parent paths (getPartialManifest). */
function inlinedManifest(routeId) {
  const pathname = samplePath(routeId)
  const ids = new Set([...chain(routeId)].map((r) => r.id))
  const segments = pathname.split('/').filter(Boolean)
  segments.pop()
  const parents = ['/']
  for (; segments.length > 0; segments.pop()) parents.push(`/${segments.join('/')}`)
  for (const parent of parents) for (const m of matchRoutes(routes, parent) ?? []) ids.add(m.route.id)
  const partial = { ...manifest, routes: Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]])) }
  return `window.__remixManifest = ${JSON.stringify(partial, null, 2)};`
}

/** Route manifest of a first visit, in bytes of gzip. */
function manifestBytes(routeId) {
  if (!lazyDiscovery) return gzipSize(manifest.url)
  return gzip(inlinedManifest(routeId))
}

/** The /__manifest answer for links to every page: those routes and their parents, as JSON. */
function linkedManifest() {
  const ids = new Set()
  for (const id of Object.keys(manifest.routes)) {
    if (id === 'root' || hasDefaultExport(id)) for (const r of chain(id)) ids.add(r.id)
  }
  return JSON.stringify(Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]])))
}

const linkedManifestBytes = lazyDiscovery ? gzip(linkedManifest()) : 0
const rows = []
for (const id of Object.keys(manifest.routes)) {
  if (id === 'root' || !hasDefaultExport(id)) continue
  const start = [manifest.entry.module, ...manifest.entry.imports]
  for (const r of chain(id)) start.push(r.module, ...(r.imports ?? []))
  const files = withStaticImports(start)
  const js = [...files].reduce((sum, url) => sum + gzipSize(url), 0) / 1024
  const routeManifest = manifestBytes(id) / 1024
  rows.push({
    id,
    url: urlGuess(id),
    files: files.size,
    js,
    routeManifest,
    kb: js + routeManifest,
    budget: budgetKb,
  })
}
rows.sort((a, b) => a.url.localeCompare(b.url))

const header = ['route', 'URL', 'files', 'JS', 'manifest', 'KB gz', 'budget', ...(lazyDiscovery ? ['later'] : [])]
const table = [
  header,
  ...rows.map((r) => [
    r.id,
    r.url,
    String(r.files),
    r.js.toFixed(1),
    r.routeManifest.toFixed(1),
    r.kb.toFixed(1),
    String(r.budget),
    ...(lazyDiscovery ? [(linkedManifestBytes / 1024).toFixed(1)] : []),
  ]),
]
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)))
const line = (row) => row.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ')
console.log(`JavaScript of a first visit, gzip -9 (${path.basename(manifestFile)})`)
console.log(
  lazyDiscovery
    ? 'manifest: the part inlined in the document; later: the /__manifest answer fetched after hydration,\n' +
        'for links to every page (an upper bound), not part of the budget\n'
    : `manifest: ${manifest.url}\n`,
)
console.log(line(header))
console.log(line(widths.map((w) => '-'.repeat(w))))
for (const row of table.slice(1)) console.log(line(row))

const over = rows.filter((r) => r.kb > r.budget)
let failed = over.length > 0
for (const r of over) console.error(`\nOVER BUDGET: ${r.id} (${r.url}) loads ${r.kb.toFixed(1)} KB gz > ${r.budget} KB`)
if (rows.length === 0) {
  console.error('\nNo page route found in the manifest.')
  failed = true
}

failed = !(await dataSaver()) || failed
console.log(failed ? '\nsize: FAILED' : `\nsize: OK, ${rows.length} page(s) within their budgets`)
process.exit(failed ? 1 : 0)

// ---------------------------------------------------------------------------

function findManifestFile() {
  if (!existsSync(BUILD_DIR)) return undefined
  const files = readdirSync(BUILD_DIR)
    .filter((name) => /^manifest-[A-Za-z0-9]+\.js$/.test(name))
    .map((name) => path.join(BUILD_DIR, name))
  // Several manifests can be left from earlier builds: the newest is the build's.
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
}

function readManifest(file) {
  const source = readFileSync(file, 'utf8').trim()
  const json = source.replace(/^window\.__remixManifest\s*=\s*/, '').replace(/;$/, '')
  return JSON.parse(json)
}

/**
 * Whether a route has a UI (a default export), and the build's future flags. The server build
 * knows; if it cannot be loaded in Node, a client module that is an empty stub (what the compiler
 * emits for resource routes) counts as no UI, and the flags are read from remix.config.js.
 */
async function readServerBuild(assets) {
  try {
    const server = await import(pathToFileURL(path.resolve(SERVER_BUILD)).href)
    if (server.routes)
      return {
        hasDefaultExport: (id) => typeof server.routes[id]?.module?.default === 'function',
        future: server.future ?? {},
      }
  } catch (error) {
    console.warn(
      `(could not load ${SERVER_BUILD} in Node: ${error.message}; guessing resource routes from their client modules)`,
    )
  }
  const config = await import(pathToFileURL(path.resolve('remix.config.js')).href)
  return { hasDefaultExport: guessDefaultExport(assets), future: config.default.future ?? {} }
}

function guessDefaultExport(assets) {
  return (id) => {
    const source = readFileSync(path.join(PUBLIC_DIR, assets.routes[id].module), 'utf8')
    return !/^import\{\w+ as \w+\}from"[^"]+";var \w+=\w+\(\(\w+,\w+\)=>\{\w+\.exports=\{\}\}\);export default \w+\(\);?\s*$/.test(
      source,
    )
  }
}

/** Checks that a page asked with `Save-Data: on` carries no script. Returns false on failure. */
async function dataSaver() {
  let servers
  try {
    if (!process.env.SIZE_URL) {
      servers = await startServers({
        port: Number(process.env.SIZE_PORT ?? 8818),
        apiPort: Number(process.env.SIZE_API_PORT ?? 8817),
        stateDir: '.wrangler/size-state',
        fresh: true,
        output: 'ignore',
      })
    }
    return await checkDataSaver(process.env.SIZE_URL || `${servers.shopUrl('demo')}/`)
  } catch (error) {
    console.error(`\ndata-saver: ${error.message}`)
    return false
  } finally {
    await servers?.stop()
  }
}

async function checkDataSaver(target) {
  let page
  try {
    page = await get(target, { 'Save-Data': 'on' })
  } catch (error) {
    console.error(`\ndata-saver: could not fetch ${target}: ${error.message}`)
    return false
  }
  // Data blocks (JSON-LD, JSON) are neither fetched nor run; every other <script> is.
  const scripts = [...page.body.matchAll(/<script\b([^>]*)>/gi)].filter(
    ([, attributes]) => !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes),
  )
  if (page.status !== 200) {
    console.error(`\ndata-saver: ${target} answered ${page.status}`)
    return false
  }
  if (scripts.length > 0) {
    console.error(`\ndata-saver: FAILED, ${scripts.length} <script> in ${target} with Save-Data: on`)
    return false
  }
  console.log(`\ndata-saver: 0 KB (no <script> in the page) — ${target} with Save-Data: on`)
  return true
}

/** GET with Node's http client; *.localhost is reached at 127.0.0.1 with the Host header (Node does not resolve it). */
function get(target, headers) {
  const url = new URL(target)
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost')
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(
      {
        protocol: url.protocol,
        hostname: local ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        servername: local ? undefined : url.hostname,
        headers: {
          Host: url.host,
          // A browser's user agent: crawlers are served differently.
          'User-Agent':
            'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
          Accept: 'text/html',
          ...headers,
        },
        timeout: 15_000,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode, body }))
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error('timed out')))
    request.on('error', reject)
  })
}
