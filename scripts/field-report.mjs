/**
 * The figures of `npm run field` (scripts/field.mjs), without any input or output: page views as the local store or
 * Analytics Engine keeps them, turned into p75 and shares of good views per shop and page kind, then into a text
 * table and a static HTML page.
 *
 * One page view, as shoppers' pages send it (one beacon each): shop, kind (home, category, product…), lang, js ("1"
 * when the page's scripts had taken it over), ect (effective connection type, "" when the browser does not say),
 * memory (GB), lcp, inp, cls, ttfb. Any metric may be absent (INP when the shopper did not interact).
 */

/** @typedef {'lcp' | 'inp' | 'cls'} Metric */

/**
 * A page view in the shape of the local store's table `field_views` (null: the metric is absent), with the number
 * of page views it stands for: 1 in the local store, `_sample_interval` in Analytics Engine.
 * @typedef {object} View
 * @property {number} at ms since the epoch
 * @property {string} shop
 * @property {string} kind
 * @property {string} lang
 * @property {number} js 1 when the page's scripts had taken it over, else 0
 * @property {string} ect 'slow-2g', '2g', '3g', '4g', or '' when the browser does not say
 * @property {number | null} memory GB
 * @property {number | null} lcp ms
 * @property {number | null} inp ms
 * @property {number | null} cls
 * @property {number | null} ttfb ms
 * @property {number} weight
 */

/**
 * @typedef {object} MetricSummary
 * @property {number | null} p75 null when no view of the group has the metric
 * @property {number | null} good share (0…1) of the views with the metric that are within Core Web Vitals' "good"
 * @property {number} views the page views that have the metric
 */

/**
 * The views of one shop's page kind (and connection type, when asked).
 * @typedef {object} Group
 * @property {string} shop
 * @property {string} kind
 * @property {string | undefined} ect set when grouped by connection
 * @property {number} views page views (sampling taken into account)
 * @property {Record<Metric, MetricSummary>} metrics
 */

/**
 * Core Web Vitals' boundaries (web.dev/articles/vitals): "good" up to `good` included, "poor" above `poor`, "needs
 * improvement" between.
 * @type {Record<Metric, { label: string, unit: string, good: number, poor: number }>}
 */
export const METRICS = {
  lcp: { label: 'LCP', unit: 'ms', good: 2500, poor: 4000 },
  inp: { label: 'INP', unit: 'ms', good: 200, poor: 500 },
  cls: { label: 'CLS', unit: '', good: 0.1, poor: 0.25 },
}
/** @type {Metric[]} */
const METRIC_NAMES = ['lcp', 'inp', 'cls']

/** The Analytics Engine dataset the storefront writes one data point per page view to. */
export const DATASET = 'storefront_field_speed'

/** Connection types in the order the table lists them, fastest first; '' (not said) last. */
const CONNECTIONS = ['4g', '3g', '2g', 'slow-2g', '']

/**
 * The period of `--since`: a number of hours or days ("24h", "7d", "30d").
 * @param {string} text
 * @returns {{ amount: number, unit: 'hour' | 'day', ms: number, label: string } | undefined} undefined when the
 *   text is not a period
 */
export function parsePeriod(text) {
  const match = /^(\d+)([hd])$/.exec(text)
  if (!match) return undefined
  const amount = Number(match[1])
  if (amount < 1) return undefined
  const unit = match[2] === 'h' ? 'hour' : 'day'
  const ms = amount * (unit === 'hour' ? 3_600_000 : 86_400_000)
  return { amount, unit, ms, label: amount === 1 ? `last ${unit}` : `last ${amount} ${unit}s` }
}

/**
 * The SQL API query of the period's data points, newest first, at most `limit` of them. `shop` must be a shop's
 * slug (letters, digits, '-' and '_'): it is written into the query.
 * @param {{ amount: number, unit: 'hour' | 'day' }} period
 * @param {{ shop?: string, limit: number }} options
 */
export function analyticsEngineQuery(period, { shop, limit }) {
  if (shop !== undefined && !/^[\w-]+$/.test(shop)) throw new Error(`not a shop's slug: ${shop}`)
  const where = [`timestamp > NOW() - INTERVAL '${period.amount}' ${period.unit.toUpperCase()}`]
  if (shop !== undefined) where.push(`index1 = '${shop}'`)
  return [
    'SELECT timestamp, _sample_interval, blob1, blob2, blob3, blob4, blob5, double1, double2, double3, double4, double5',
    `FROM ${DATASET}`,
    `WHERE ${where.join(' AND ')}`,
    'ORDER BY timestamp DESC',
    `LIMIT ${limit}`,
    'FORMAT JSON',
  ].join('\n')
}

/**
 * A number kept by either store, or null when absent. Analytics Engine has no empty double: the storefront writes
 * -1 for an absent metric, and no metric is negative.
 * @param {unknown} value
 */
function measure(value) {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 ? number : null
}

/**
 * The views of an answer of the SQL API (FORMAT JSON: `{ meta, data, rows }`) to analyticsEngineQuery's query:
 * blob1 shop, blob2 kind, blob3 lang, blob4 js, blob5 ect, double1 lcp, double2 inp, double3 cls, double4 ttfb,
 * double5 memory; each weighs its `_sample_interval`. The API writes numbers as JSON numbers or, for 64-bit
 * integers, as strings: both are read. `timestamp` is UTC, "YYYY-MM-DD hh:mm:ss".
 * @param {{ meta?: { name: string, type: string }[], data?: Record<string, unknown>[], rows?: number }} answer
 * @returns {View[]}
 */
export function viewsFromAnalyticsEngine(answer) {
  return (answer.data ?? []).map((row) => ({
    at: Date.parse(`${String(row.timestamp).replace(' ', 'T')}Z`),
    shop: String(row.blob1 ?? ''),
    kind: String(row.blob2 ?? ''),
    lang: String(row.blob3 ?? ''),
    js: row.blob4 === '1' ? 1 : 0,
    ect: String(row.blob5 ?? ''),
    memory: measure(row.double5),
    lcp: measure(row.double1),
    inp: measure(row.double2),
    cls: measure(row.double3),
    ttfb: measure(row.double4),
    weight: Number(row._sample_interval ?? 1) || 1,
  }))
}

/**
 * The views of rows of the local store's table `field_views` (NULL: absent); each weighs 1.
 * @param {Record<string, unknown>[]} rows
 * @returns {View[]}
 */
export function viewsFromLocalStore(rows) {
  return rows.map((row) => ({
    at: Number(row.at),
    shop: String(row.shop),
    kind: String(row.kind),
    lang: String(row.lang),
    js: Number(row.js) === 1 ? 1 : 0,
    ect: String(row.ect ?? ''),
    memory: measure(row.memory),
    lcp: measure(row.lcp),
    inp: measure(row.inp),
    cls: measure(row.cls),
    ttfb: measure(row.ttfb),
    weight: 1,
  }))
}

/**
 * The weighted 75th percentile: the smallest value v such that the views whose value is ≤ v weigh at least 75 % of
 * all the views that have a value. Null when none has.
 * @param {{ value: number, weight: number }[]} points
 * @returns {number | null}
 */
export function p75(points) {
  const sorted = points.filter((p) => p.weight > 0).sort((a, b) => a.value - b.value)
  const total = sorted.reduce((sum, p) => sum + p.weight, 0)
  if (total === 0) return null
  let seen = 0
  for (const point of sorted) {
    seen += point.weight
    if (seen >= 0.75 * total) return point.value
  }
  // Only reached when rounding of fractional weights left `seen` a hair under 75 %.
  return sorted[sorted.length - 1]?.value ?? null
}

/**
 * The share (0…1) of the views, by weight, whose value is ≤ `threshold`. Null when no view has a value.
 * @param {{ value: number, weight: number }[]} points
 * @param {number} threshold
 * @returns {number | null}
 */
export function shareWithin(points, threshold) {
  const total = points.reduce((sum, p) => sum + p.weight, 0)
  if (total === 0) return null
  const within = points.reduce((sum, p) => sum + (p.value <= threshold ? p.weight : 0), 0)
  return within / total
}

/**
 * Core Web Vitals' rating of a value.
 * @param {Metric} metric
 * @param {number} value
 * @returns {'good' | 'needs improvement' | 'poor'}
 */
export function rating(metric, value) {
  const { good, poor } = METRICS[metric]
  if (value <= good) return 'good'
  return value <= poor ? 'needs improvement' : 'poor'
}

/**
 * p75 and share of good views of one metric over some views (those without the metric are left out).
 * @param {View[]} views
 * @param {Metric} metric
 * @returns {MetricSummary}
 */
export function summariseMetric(views, metric) {
  /** @type {{ value: number, weight: number }[]} */
  const points = []
  for (const view of views) {
    const value = view[metric]
    if (value !== null) points.push({ value, weight: view.weight })
  }
  return {
    p75: p75(points),
    good: shareWithin(points, METRICS[metric].good),
    views: points.reduce((sum, p) => sum + p.weight, 0),
  }
}

/**
 * The views grouped by shop and page kind (and connection type with `byConnection`), sorted by shop, then page
 * kinds by their number of views in the shop (most first), then connection types fastest first.
 * @param {View[]} views
 * @param {{ byConnection?: boolean }} [options]
 * @returns {Group[]}
 */
export function groupViews(views, { byConnection = false } = {}) {
  /** @type {Map<string, View[]>} */
  const byKey = new Map()
  for (const view of views) {
    const key = JSON.stringify([view.shop, view.kind, byConnection ? view.ect : null])
    const list = byKey.get(key)
    if (list) list.push(view)
    else byKey.set(key, [view])
  }
  /** @type {Group[]} */
  const groups = [...byKey.values()].map((list) => {
    const first = /** @type {View} */ (list[0])
    return {
      shop: first.shop,
      kind: first.kind,
      ect: byConnection ? first.ect : undefined,
      views: list.reduce((sum, view) => sum + view.weight, 0),
      metrics: {
        lcp: summariseMetric(list, 'lcp'),
        inp: summariseMetric(list, 'inp'),
        cls: summariseMetric(list, 'cls'),
      },
    }
  })

  /** @type {Map<string, number>} */
  const kindViews = new Map()
  for (const group of groups) {
    const key = `${group.shop}\n${group.kind}`
    kindViews.set(key, (kindViews.get(key) ?? 0) + group.views)
  }
  const connectionRank = (/** @type {string | undefined} */ ect) => {
    const rank = CONNECTIONS.indexOf(ect ?? '')
    return rank === -1 ? CONNECTIONS.length : rank
  }
  return groups.sort(
    (a, b) =>
      a.shop.localeCompare(b.shop) ||
      (kindViews.get(`${b.shop}\n${b.kind}`) ?? 0) - (kindViews.get(`${a.shop}\n${a.kind}`) ?? 0) ||
      a.kind.localeCompare(b.kind) ||
      connectionRank(a.ect) - connectionRank(b.ect) ||
      String(a.ect).localeCompare(String(b.ect)),
  )
}

/**
 * A p75 as the report writes it: ms as integers, CLS with 2 decimals, '-' when absent.
 * @param {Metric} metric
 * @param {number | null} value
 */
export function formatValue(metric, value) {
  if (value === null) return '-'
  return metric === 'cls' ? value.toFixed(2) : String(Math.round(value))
}

const LEGEND_P75 = "p75: 75 % of the views measured that much or less (LCP and INP in ms); '-': no view measured it."
const LEGEND_GOOD =
  'good: share of the views that measured the metric within Core Web Vitals\' "good": ' +
  `LCP ≤ ${METRICS.lcp.good} ms, INP ≤ ${METRICS.inp.good} ms, CLS ≤ ${METRICS.cls.good}.`
const LEGEND_INP = 'A view has no INP when the shopper did not interact with the page.'

/** @param {number | null} share */
function formatShare(share) {
  return share === null ? '-' : `${Math.round(share * 100)}%`
}

/** @param {string} ect */
function connectionName(ect) {
  return ect === '' ? 'unknown' : ect
}

/**
 * The cells of the report's table: a header row, then one row per group.
 * @param {Group[]} groups
 * @param {{ byConnection?: boolean }} [options]
 * @returns {string[][]}
 */
function tableRows(groups, { byConnection = false } = {}) {
  const header = [
    'shop',
    'page',
    ...(byConnection ? ['connection'] : []),
    'views',
    ...METRIC_NAMES.map((metric) => `${METRICS[metric].label} p75`),
    ...METRIC_NAMES.map((metric) => `good ${METRICS[metric].label}`),
  ]
  const rows = groups.map((group) => [
    group.shop,
    group.kind,
    ...(byConnection ? [connectionName(group.ect ?? '')] : []),
    String(Math.round(group.views)),
    ...METRIC_NAMES.map((metric) => formatValue(metric, group.metrics[metric].p75)),
    ...METRIC_NAMES.map((metric) => formatShare(group.metrics[metric].good)),
  ])
  return [header, ...rows]
}

/**
 * The report's table as text: names left-aligned, figures right-aligned, columns two spaces apart, then what the
 * columns mean.
 * @param {Group[]} groups
 * @param {{ byConnection?: boolean }} [options]
 */
export function textTable(groups, { byConnection = false } = {}) {
  const rows = tableRows(groups, { byConnection })
  const names = byConnection ? 3 : 2
  const header = /** @type {string[]} */ (rows[0])
  const widths = header.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)))
  /** @param {string[]} row */
  const line = (row) =>
    row
      .map((cell, i) => (i < names ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd()
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.slice(1).map(line),
    '',
    LEGEND_P75,
    LEGEND_GOOD,
    LEGEND_INP,
  ].join('\n')
}

/**
 * Text made safe to put in HTML, as element content or in a quoted attribute.
 * @param {string} text
 */
export function escapeHtml(text) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Fill colours of the ratings, dark enough to stand out against white (3:1 at least). */
const COLOURS = { good: '#18794e', 'needs improvement': '#b45309', poor: '#c62828' }

/** @param {Group} group */
function groupLabel(group) {
  return [group.shop, group.kind, ...(group.ect === undefined ? [] : [connectionName(group.ect)])].join(' · ')
}

/**
 * One metric's chart: a horizontal bar per group, its length the p75, its colour the rating, with a line at the
 * "good" threshold and one at the "poor" boundary. Bars longer than 2.5 × the "poor" boundary are cut there (their
 * figure is written beside them).
 * @param {Group[]} groups
 * @param {Metric} metric
 */
function chart(groups, metric) {
  const { label, unit, good, poor } = METRICS[metric]
  const withUnit = (/** @type {string} */ text) => (unit ? `${text} ${unit}` : text)
  const values = groups.map((group) => group.metrics[metric].p75 ?? 0)
  const scale = Math.min(Math.max(...values, poor) * 1.1, poor * 2.5)
  const labelWidth = Math.max(...groups.map((group) => groupLabel(group).length)) * 7 + 16
  const barsWidth = 360
  const top = 26
  const rowHeight = 22
  const width = labelWidth + barsWidth + 90
  const height = top + groups.length * rowHeight + 6
  const x = (/** @type {number} */ value) => Math.round(labelWidth + (Math.min(value, scale) / scale) * barsWidth)

  const bars = groups.map((group, i) => {
    const y = top + i * rowHeight
    const value = group.metrics[metric].p75
    const name = escapeHtml(groupLabel(group))
    const text = `<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end">${name}</text>`
    if (value === null) {
      return `${text}<text x="${labelWidth + 4}" y="${y + 15}" class="none">no data</text>`
    }
    const figure = escapeHtml(withUnit(formatValue(metric, value)))
    const score = rating(metric, value)
    return (
      `${text}<rect x="${labelWidth}" y="${y + 4}" width="${Math.max(x(value) - labelWidth, 1)}" height="14" ` +
      `fill="${COLOURS[score]}"><title>${name}: ${figure} (${score})</title></rect>` +
      `<text x="${x(value) + 6}" y="${y + 15}">${figure}</text>`
    )
  })
  // The threshold's figure left of its line, the boundary's right of it: the two never overlap.
  const line = (/** @type {number} */ value, /** @type {'good' | 'poor'} */ className) =>
    `<line x1="${x(value)}" y1="${top - 6}" x2="${x(value)}" y2="${height - 2}" class="${className}"/>` +
    `<text x="${x(value) + (className === 'good' ? -4 : 4)}" y="${top - 10}" ` +
    `text-anchor="${className === 'good' ? 'end' : 'start'}" class="${className}">` +
    `${escapeHtml(withUnit(formatValue(metric, value)))}</text>`
  const summary = `${label} p75 per page, good up to ${withUnit(String(good))}, poor above ${withUnit(String(poor))}`
  return [
    `<svg role="img" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}" aria-label="${escapeHtml(summary)}">`,
    ...bars,
    line(good, 'good'),
    line(poor, 'poor'),
    '</svg>',
  ].join('\n')
}

/**
 * The report as a static HTML page: a chart per metric, then the table. No script, nothing loaded from elsewhere.
 * @param {Group[]} groups
 * @param {{ source: string, period: string, byConnection?: boolean, notes?: string[] }} details `source` and `period`
 *   as the header line says them; `notes`: sentences shown under the header (such as a limit that was hit)
 */
export function htmlPage(groups, { source, period, byConnection = false, notes = [] }) {
  const rows = tableRows(groups, { byConnection })
  const header = /** @type {string[]} */ (rows[0])
  const names = byConnection ? 3 : 2
  const cell = (/** @type {string} */ tag, /** @type {string} */ text, /** @type {number} */ i) =>
    `<${tag}${i < names ? '' : ' class="figure"'}>${escapeHtml(text)}</${tag}>`
  const table = [
    '<table>',
    `<thead><tr>${header.map((text, i) => cell('th', text, i)).join('')}</tr></thead>`,
    '<tbody>',
    ...rows.slice(1).map((row) => `<tr>${row.map((text, i) => cell('td', text, i)).join('')}</tr>`),
    '</tbody>',
    '</table>',
  ].join('\n')
  const charts = METRIC_NAMES.map((metric) => {
    const { label, unit, good, poor } = METRICS[metric]
    const limits = unit ? `${good} ${unit} / ${poor} ${unit}` : `${good} / ${poor}`
    return `<h2>${label} p75 <small>(good / poor boundaries: ${escapeHtml(limits)})</small></h2>\n${chart(groups, metric)}`
  })
  const title = `Field speed, ${period}`
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; color: #1f2933; margin: 2rem; max-width: 60rem; }
h2 { font-size: 1.1rem; margin-top: 2rem; }
h2 small { font-weight: normal; color: #52606d; }
svg { display: block; max-width: 100%; height: auto; font: 12px system-ui, sans-serif; }
svg text { fill: #1f2933; }
svg text.none { fill: #52606d; font-style: italic; }
svg line { stroke-width: 1.5; }
svg line.good { stroke: ${COLOURS.good}; }
svg line.poor { stroke: ${COLOURS.poor}; stroke-dasharray: 4 3; }
svg text.good { fill: ${COLOURS.good}; }
svg text.poor { fill: ${COLOURS.poor}; }
.legend span { display: inline-block; width: 0.8em; height: 0.8em; margin: 0 0.3em 0 1em; vertical-align: -0.05em; }
.legend .good { background: ${COLOURS.good}; }
.legend .needs-improvement { background: ${COLOURS['needs improvement']}; }
.legend .poor { background: ${COLOURS.poor}; }
table { border-collapse: collapse; margin-top: 1rem; }
th, td { padding: 0.2rem 0.6rem; border-bottom: 1px solid #d9e2ec; text-align: left; }
.figure { text-align: right; font-variant-numeric: tabular-nums; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>Core Web Vitals measured on shoppers' devices, one data point per page view. Source: ${escapeHtml(source)}.</p>
${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('\n')}
<p class="legend">Bars: the 75th percentile (p75) of each page kind.<span class="good"></span>good<span class="needs-improvement"></span>needs improvement<span class="poor"></span>poor</p>
${charts.join('\n')}
<h2>All figures</h2>
${table}
<p>${escapeHtml(LEGEND_P75)}<br>${escapeHtml(LEGEND_GOOD)}<br>${escapeHtml(LEGEND_INP)}</p>
</body>
</html>
`
}
