#!/usr/bin/env node
/**
 * Field speed: Core Web Vitals as shoppers' phones measured them. Prints the p75 of LCP, INP and CLS per shop and
 * page kind over a period, with the share of the views within Core Web Vitals' "good" for each (figures of
 * scripts/field-report.mjs).
 *
 * Every page view sends one beacon, which the storefront keeps as one data point:
 *  - in production, in Workers Analytics Engine (dataset storefront_field_speed), read through its SQL API when
 *    CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (permission "Account Analytics: Read") are set. At most
 *    ROW_LIMIT data points are read, the newest; the report says when there were more;
 *  - locally (`npm start`), in the table field_views of the storefront's D1 database, a SQLite file of the local
 *    state (STATE_DIR, .wrangler/state, as `npm start`), read directly (node:sqlite, Node 22.13 or later).
 *
 * Options:
 *   --since 7d          the period: a number of hours or days (24h, 7d, 30d…; 7d)
 *   --shop demo         one shop only
 *   --by connection     one row per effective connection type too (4g, 3g, 2g, slow-2g, unknown)
 *   --html report.html  also writes the report as a static HTML page with charts (no script)
 *   --state-dir DIR     the local state to read (STATE_DIR, .wrangler/state)
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  analyticsEngineQuery,
  DATASET,
  groupViews,
  htmlPage,
  parsePeriod,
  textTable,
  viewsFromAnalyticsEngine,
  viewsFromLocalStore,
} from './field-report.mjs'

/** Data points read from Analytics Engine at most: about 25 MB of JSON. */
const ROW_LIMIT = 100_000

const options = readOptions()
const period = parsePeriod(options.since)
if (!period) usage(`--since takes a number of hours or days, such as 24h, 7d or 30d (got "${options.since}")`)
if (options.by !== undefined && options.by !== 'connection') usage(`--by takes "connection" (got "${options.by}")`)
if (options.shop !== undefined && !/^[\w-]+$/.test(options.shop)) usage(`--shop takes a shop's slug, such as demo`)
const byConnection = options.by === 'connection'
const accountId = process.env.CLOUDFLARE_ACCOUNT_ID
const apiToken = process.env.CLOUDFLARE_API_TOKEN

const read =
  accountId && apiToken ? await readAnalyticsEngine(accountId, apiToken, period) : await readLocalStore(period)
const shopText = options.shop === undefined ? '' : `, shop ${options.shop}`
const views = read.views
const total = views.reduce((sum, view) => sum + view.weight, 0)

if (views.length === 0) {
  console.log(`No field data in ${read.source} for the ${period.label}${shopText}: ${read.howToGetSome}`)
  process.exit(0)
}

const notes = []
if (read.limitHit) {
  const earliest = views.reduce((at, view) => Math.min(at, view.at), Infinity)
  const since = new Date(earliest).toISOString().slice(0, 16).replace('T', ' ')
  notes.push(
    `Only the newest ${ROW_LIMIT} data points of the period were read (the limit), back to ${since} UTC: ask for a ` +
      'shorter period or one shop for figures of the whole period.',
  )
}
const groups = groupViews(views, { byConnection })
const viewsText = Math.round(total) === 1 ? '1 page view' : `${Math.round(total)} page views`
console.log(`Field speed from ${read.source}, ${period.label}${shopText}: ${viewsText}.`)
for (const note of notes) console.log(note)
console.log(`\n${textTable(groups, { byConnection })}`)

if (options.html) {
  const page = htmlPage(groups, { source: read.source, period: `${period.label}${shopText}`, byConnection, notes })
  writeFileSync(options.html, page)
  console.log(`\nWrote ${options.html}.`)
}

/**
 * The period's data points from Analytics Engine's SQL API. An error of the API ends the run (exit 1).
 * @param {string} account
 * @param {string} token
 * @param {{ amount: number, unit: 'hour' | 'day' }} period
 */
async function readAnalyticsEngine(account, token, period) {
  const source = `Analytics Engine (account ${account}, dataset ${DATASET})`
  const sql = analyticsEngineQuery(period, { shop: options.shop, limit: ROW_LIMIT })
  const url = `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(account)}/analytics_engine/sql`
  let res
  try {
    res = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: sql })
  } catch (error) {
    fail(`Could not reach Analytics Engine's SQL API: ${error instanceof Error ? error.message : error}`)
  }
  const body = await res.text()
  if (!res.ok) fail(`Analytics Engine's SQL API answered ${res.status} ${res.statusText}: ${errorMessage(body)}`)
  let answer
  try {
    answer = JSON.parse(body)
  } catch {
    fail(`Analytics Engine's SQL API answered ${res.status} with something else than JSON: ${body.slice(0, 200)}`)
  }
  const views = viewsFromAnalyticsEngine(answer)
  return {
    source,
    views,
    limitHit: views.length >= ROW_LIMIT,
    howToGetSome:
      `shoppers' page views reach dataset ${DATASET} once the storefront is deployed with its Analytics Engine ` +
      'binding; check that the account id is the one of the Pages project.',
  }
}

/**
 * The SQL API's error message: Cloudflare's API answers `{ errors: [{ code, message }] }`, the SQL engine plain
 * text.
 * @param {string} body
 */
function errorMessage(body) {
  try {
    const answer = JSON.parse(body)
    const messages = (answer.errors ?? []).map((/** @type {{ message?: string }} */ e) => e.message).filter(Boolean)
    if (messages.length > 0) return messages.join('; ')
  } catch {
    // not JSON: the message is the text
  }
  return body.trim().slice(0, 500) || '(no message)'
}

/**
 * The period's rows of field_views in the storefront's local D1 database. Miniflare keeps each D1 database as a
 * SQLite file under <state>/v3/d1/miniflare-D1DatabaseObject/, named by a hash of the database's id (the same
 * file for `wrangler pages dev --persist-to` and `wrangler d1 … --local --persist-to`); the storefront's is the one
 * with the table field_views (the stand-in API's database lies next to it).
 * @param {{ ms: number }} period
 */
async function readLocalStore(period) {
  const stateDir = options['state-dir'] ?? process.env.STATE_DIR ?? '.wrangler/state'
  const howToGetSome =
    "run `npm start`, open a few of the shops' pages in a browser with JavaScript on, then leave each page " +
    '(close its tab or switch to another): a page sends its measures when it is left.'
  const DatabaseSync = await loadSqlite()
  const dir = path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.sqlite')) : []
  for (const name of files) {
    if (name === 'metadata.sqlite') continue
    const file = path.join(dir, name)
    const db = new DatabaseSync(file, { readOnly: true })
    try {
      const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'field_views'").get()
      if (!table) continue
      const shopFilter = options.shop === undefined ? '' : ' AND shop = ?'
      const since = Date.now() - period.ms
      const rows = db
        .prepare(
          `SELECT at, shop, kind, lang, js, ect, memory, lcp, inp, cls, ttfb FROM field_views WHERE at >= ?${shopFilter}`,
        )
        .all(...(options.shop === undefined ? [since] : [since, options.shop]))
      return { source: `the local store (${file})`, views: viewsFromLocalStore(rows), limitHit: false, howToGetSome }
    } finally {
      db.close()
    }
  }
  return { source: `the local store (${stateDir})`, views: [], limitHit: false, howToGetSome }
}

/**
 * node:sqlite's DatabaseSync. Node 22.13 and later have it without a flag, but still print a line on stderr saying
 * it is experimental each time it is loaded: that line alone is left out.
 */
async function loadSqlite() {
  const emitWarning = process.emitWarning
  process.emitWarning = (warning, ...rest) => {
    if (!String(warning).includes('SQLite')) emitWarning.call(process, warning, ...rest)
  }
  try {
    return (await import('node:sqlite')).DatabaseSync
  } catch {
    fail(
      `Reading the local store needs Node 22.13 or later (this is Node ${process.versions.node}): ` +
        "`npm run field` runs the project's own Node.",
    )
  } finally {
    process.emitWarning = emitWarning
  }
}

/** The command's options; a wrong one ends the run (exit 2). */
function readOptions() {
  try {
    return parseArgs({
      options: {
        since: { type: 'string', default: '7d' },
        shop: { type: 'string' },
        by: { type: 'string' },
        html: { type: 'string' },
        'state-dir': { type: 'string' },
      },
    }).values
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error))
  }
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message)
  process.exit(1)
}

/** @param {string} message @returns {never} */
function usage(message) {
  console.error(
    `${message}\nUsage: npm run field [-- --since 7d|24h|30d] [--shop demo] [--by connection] [--html report.html] ` +
      '[--state-dir DIR]',
  )
  process.exit(2)
}
