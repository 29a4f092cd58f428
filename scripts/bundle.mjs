#!/usr/bin/env node
/**
 * `npm run bundle`: builds both deployment targets' bundles as their deploy commands do before they upload,
 * without uploading anything or needing an account, and checks their size:
 * - the Pages Functions bundle: `wrangler pages functions build` (what `wrangler pages deploy` runs), with the
 *   compatibility date and flags of wrangler.toml, after checking `public/_routes.json` against Pages' limits;
 * - the Worker bundle: `wrangler deploy --dry-run -c wrangler.worker.toml`.
 * It prints each one's size, raw and gzip, and fails when one is above BUNDLE_BUDGET_KB (default 1024 KB gzip;
 * the Workers Free plan allows 3 MiB compressed). wrangler's own output is shown only when it fails.
 *
 * Runs `npm run build` first when there is no Remix build.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const PAGES_DIR = '.wrangler/deploy-bundle'
const WORKER_DIR = '.wrangler/deploy-worker'
const WORKER_CONFIG = 'wrangler.worker.toml'
const ROUTES_FILE = 'public/_routes.json'
/** Pages refuses a _routes.json with more include and exclude rules than this. */
const MAX_ROUTE_RULES = 100
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 1024)

/** Runs a command quietly; on failure, shows what it printed and stops. */
function run(command, args) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    shell: process.platform === 'win32',
  })
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    console.error(`\nbundle: "${[command, ...args].join(' ')}" failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
}

function fail(message) {
  console.error(`bundle: ${message}`)
  process.exit(1)
}

/** `key = "value"` or `key = [...]` of the top level of wrangler.toml. */
function tomlValue(toml, key) {
  const line = toml.split('\n').find((l) => l.startsWith(`${key} `) || l.startsWith(`${key}=`))
  if (!line) return undefined
  return JSON.parse(line.slice(line.indexOf('=') + 1).trim())
}

function checkRoutes() {
  let routes
  try {
    routes = JSON.parse(readFileSync(ROUTES_FILE, 'utf8'))
  } catch (error) {
    fail(`${ROUTES_FILE} is not valid JSON: ${error.message}`)
  }
  const rules = [...(routes.include ?? []), ...(routes.exclude ?? [])]
  if (routes.version !== 1) fail(`${ROUTES_FILE}: "version" must be 1`)
  if (!Array.isArray(routes.include) || routes.include.length === 0) fail(`${ROUTES_FILE}: "include" needs a rule`)
  if (rules.length > MAX_ROUTE_RULES) fail(`${ROUTES_FILE}: ${rules.length} rules, Pages allows ${MAX_ROUTE_RULES}`)
  const bad = rules.filter((rule) => typeof rule !== 'string' || !rule.startsWith('/'))
  if (bad.length > 0) fail(`${ROUTES_FILE}: rules must start with "/": ${bad.join(', ')}`)
  return rules.length
}

function filesBelow(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesBelow(file) : [file]
  })
}

/** The modules wrangler wrote to `dir` (source maps and its README left out), with their sizes. */
function sizeOf(dir) {
  const modules = filesBelow(dir).filter((file) => /\.(m?js|cjs|wasm)$/.test(file))
  if (modules.length === 0) fail(`wrangler wrote no module to ${dir}`)
  const sizes = modules.map((file) => {
    const bytes = readFileSync(file)
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  })
  const sum = (key) => sizes.reduce((total, size) => total + size[key], 0)
  return { modules: modules.length, raw: sum('raw'), gzip: sum('gzip') }
}

if (!existsSync('build/index.js')) {
  console.log('bundle: no Remix build yet, running npm run build')
  run('npm', ['run', 'build'])
}

const toml = readFileSync('wrangler.toml', 'utf8')
const compatibilityDate = tomlValue(toml, 'compatibility_date')
const compatibilityFlags = tomlValue(toml, 'compatibility_flags') ?? []
if (!compatibilityDate) fail('wrangler.toml has no compatibility_date')
const ruleCount = checkRoutes()

console.log('bundle: building the Pages Functions bundle (wrangler pages functions build)')
rmSync(PAGES_DIR, { recursive: true, force: true })
run('npx', [
  '--no',
  '--',
  'wrangler',
  'pages',
  'functions',
  'build',
  'functions',
  '--outdir',
  PAGES_DIR,
  '--build-output-directory',
  'public',
  '--compatibility-date',
  compatibilityDate,
  ...compatibilityFlags.flatMap((flag) => ['--compatibility-flags', flag]),
])

console.log(`bundle: building the Worker bundle (wrangler deploy --dry-run -c ${WORKER_CONFIG})`)
rmSync(WORKER_DIR, { recursive: true, force: true })
run('npx', ['--no', '--', 'wrangler', 'deploy', '--dry-run', '-c', WORKER_CONFIG, '--outdir', WORKER_DIR])

const targets = [
  { name: 'Pages', dir: PAGES_DIR, ...sizeOf(PAGES_DIR) },
  { name: 'Worker', dir: WORKER_DIR, ...sizeOf(WORKER_DIR) },
]
const kb = (bytes) => (bytes / 1024).toFixed(1)
const over = targets.filter((t) => t.gzip / 1024 > budgetKb)
console.log(`\n${'target'.padEnd(8)}${'written to'.padEnd(26)}${'KB raw'.padStart(8)}${'KB gzip'.padStart(9)}`)
for (const t of targets) {
  const mark = over.includes(t) ? '  over the budget' : ''
  console.log(`${t.name.padEnd(8)}${t.dir.padEnd(26)}${kb(t.raw).padStart(8)}${kb(t.gzip).padStart(9)}${mark}`)
}
console.log(`\n_routes.json (Pages): ${ruleCount} rule(s) of ${MAX_ROUTE_RULES}`)

for (const t of over)
  console.error(`bundle: the ${t.name} bundle is ${kb(t.gzip)} KB gzip, over the budget of ${budgetKb} KB`)
if (over.length > 0) process.exit(1)
console.log(`bundle: OK, both under the budget of ${budgetKb} KB gzip (the Workers Free plan allows 3072 KB)`)
