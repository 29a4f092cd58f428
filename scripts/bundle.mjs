#!/usr/bin/env node
/**
 * `npm run bundle`: builds the Pages Functions bundle exactly as
 * `wrangler pages deploy` does before it uploads (`wrangler pages functions build`,
 * the same esbuild step, with the compatibility date and flags of wrangler.toml),
 * without uploading anything or needing an account. It checks `public/_routes.json`
 * against the limits Pages enforces, then prints the size of every module of the
 * bundle, raw and gzip, and fails above BUNDLE_BUDGET_KB (default 1024 KB gzip;
 * the Workers Free plan allows 3 MiB compressed).
 *
 * Runs `npm run build` first when there is no Remix build.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const OUT_DIR = '.wrangler/deploy-bundle'
const ROUTES_FILE = 'public/_routes.json'
/** Pages refuses a _routes.json with more include and exclude rules than this. */
const MAX_ROUTE_RULES = 100
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 1024)

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    shell: process.platform === 'win32',
  })
  if (result.status !== 0) {
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

if (!existsSync('build/index.js')) run('npm', ['run', 'build'])

const toml = readFileSync('wrangler.toml', 'utf8')
const compatibilityDate = tomlValue(toml, 'compatibility_date')
const compatibilityFlags = tomlValue(toml, 'compatibility_flags') ?? []
if (!compatibilityDate) fail('wrangler.toml has no compatibility_date')

const ruleCount = checkRoutes()
rmSync(OUT_DIR, { recursive: true, force: true })
run('npx', [
  '--no',
  '--',
  'wrangler',
  'pages',
  'functions',
  'build',
  'functions',
  '--outdir',
  OUT_DIR,
  '--build-output-directory',
  'public',
  '--compatibility-date',
  compatibilityDate,
  ...compatibilityFlags.flatMap((flag) => ['--compatibility-flags', flag]),
])

const modules = filesBelow(OUT_DIR)
  .filter((file) => !file.endsWith('.map'))
  .map((file) => {
    const bytes = readFileSync(file)
    return { file: path.relative(OUT_DIR, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  })
if (modules.length === 0) fail(`wrangler wrote no module to ${OUT_DIR}`)

const kb = (bytes) => (bytes / 1024).toFixed(1)
const width = Math.max(6, ...modules.map((m) => m.file.length))
console.log(`\nPages Functions bundle (${OUT_DIR}), compatibility date ${compatibilityDate}\n`)
console.log(`${'module'.padEnd(width)}  ${'KB raw'.padStart(8)}  ${'KB gz'.padStart(8)}`)
for (const m of modules) console.log(`${m.file.padEnd(width)}  ${kb(m.raw).padStart(8)}  ${kb(m.gzip).padStart(8)}`)
const raw = modules.reduce((sum, m) => sum + m.raw, 0)
const gzip = modules.reduce((sum, m) => sum + m.gzip, 0)
console.log(`${'total'.padEnd(width)}  ${kb(raw).padStart(8)}  ${kb(gzip).padStart(8)}`)
console.log(`\n_routes.json: ${ruleCount} rule(s) of ${MAX_ROUTE_RULES}`)

if (gzip / 1024 > budgetKb) fail(`${kb(gzip)} KB gzip is above the budget of ${budgetKb} KB`)
console.log(`bundle: OK, ${kb(gzip)} KB gzip of ${budgetKb} KB (the Workers Free plan allows 3072 KB)`)
