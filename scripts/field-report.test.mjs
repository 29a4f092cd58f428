import { describe, expect, it } from 'vitest'
import { markupErrors } from '../tests/support/markup'
import {
  analyticsEngineQuery,
  escapeHtml,
  groupViews,
  htmlPage,
  p75,
  parsePeriod,
  rating,
  shareWithin,
  summariseMetric,
  textTable,
  viewsFromAnalyticsEngine,
  viewsFromLocalStore,
} from './field-report.mjs'

/**
 * A page view of the local store's shape.
 * @param {Partial<import('./field-report.mjs').View>} fields
 * @returns {import('./field-report.mjs').View}
 */
function view(fields) {
  return {
    at: Date.UTC(2026, 10, 20),
    shop: 'demo',
    kind: 'home',
    lang: 'fr',
    js: 1,
    ect: '4g',
    memory: 4,
    lcp: 2000,
    inp: 100,
    cls: 0.05,
    ttfb: 300,
    weight: 1,
    ...fields,
  }
}

/** @param {number[]} values */
const unweighted = (values) => values.map((value) => ({ value, weight: 1 }))

describe('p75', () => {
  it('is the smallest value that 75 % of the views reach or stay under', () => {
    expect(p75(unweighted([1, 2, 3, 4]))).toBe(3)
    expect(p75(unweighted([5, 4, 3, 2, 1]))).toBe(4)
    expect(p75(unweighted([1, 2, 3]))).toBe(3)
    expect(p75(unweighted([7]))).toBe(7)
    expect(p75(unweighted([2, 2, 2, 9]))).toBe(2)
  })
  it('counts each value as many views as it weighs', () => {
    // 3 of 4 views at 100: 75 % reached at 100.
    expect(
      p75([
        { value: 100, weight: 3 },
        { value: 900, weight: 1 },
      ]),
    ).toBe(100)
    // 2 of 12 views under 300.
    expect(
      p75([
        { value: 300, weight: 10 },
        { value: 100, weight: 1 },
        { value: 200, weight: 1 },
      ]),
    ).toBe(300)
    // A row sampled 1 in 2 counts as two rows of weight 1.
    expect(p75([{ value: 1, weight: 2 }, ...unweighted([2, 3])])).toBe(p75(unweighted([1, 1, 2, 3])))
  })
  it('is null without any view', () => {
    expect(p75([])).toBeNull()
    expect(p75([{ value: 5, weight: 0 }])).toBeNull()
  })
})

describe('shareWithin', () => {
  it('is the weighted share of the values at or under the threshold', () => {
    expect(shareWithin(unweighted([2500, 2501, 1000, 4000]), 2500)).toBe(0.5)
    expect(
      shareWithin(
        [
          { value: 100, weight: 3 },
          { value: 900, weight: 1 },
        ],
        200,
      ),
    ).toBe(0.75)
    expect(shareWithin([], 200)).toBeNull()
  })
})

describe('rating', () => {
  it("follows Core Web Vitals' boundaries", () => {
    expect([2500, 2501, 4000, 4001].map((ms) => rating('lcp', ms))).toEqual([
      'good',
      'needs improvement',
      'needs improvement',
      'poor',
    ])
    expect([200, 201, 500, 501].map((ms) => rating('inp', ms))).toEqual([
      'good',
      'needs improvement',
      'needs improvement',
      'poor',
    ])
    expect([0.1, 0.11, 0.25, 0.26].map((cls) => rating('cls', cls))).toEqual([
      'good',
      'needs improvement',
      'needs improvement',
      'poor',
    ])
  })
})

describe('summariseMetric', () => {
  it('leaves out the views without the metric', () => {
    const views = [view({ inp: 100 }), view({ inp: 300 }), view({ inp: null }), view({ inp: null })]
    expect(summariseMetric(views, 'inp')).toEqual({ p75: 300, good: 0.5, views: 2 })
    expect(summariseMetric([view({ inp: null })], 'inp')).toEqual({ p75: null, good: null, views: 0 })
  })
})

describe('viewsFromAnalyticsEngine', () => {
  // The SQL API's answer (FORMAT JSON) to analyticsEngineQuery's query.
  const answer = {
    meta: [
      { name: 'timestamp', type: 'DateTime' },
      { name: '_sample_interval', type: 'UInt32' },
      ...[1, 2, 3, 4, 5].map((i) => ({ name: `blob${i}`, type: 'String' })),
      ...[1, 2, 3, 4, 5].map((i) => ({ name: `double${i}`, type: 'Float64' })),
    ],
    data: [
      {
        timestamp: '2026-11-20 08:30:00',
        _sample_interval: 1,
        blob1: 'demo',
        blob2: 'product',
        blob3: 'fr',
        blob4: '1',
        blob5: '3g',
        double1: 3120,
        double2: 96,
        double3: 0.02,
        double4: 410,
        double5: 2,
      },
      {
        timestamp: '2026-11-20 09:00:00',
        _sample_interval: '4',
        blob1: 'demo',
        blob2: 'product',
        blob3: 'en',
        blob4: '0',
        blob5: '',
        double1: 5200,
        double2: -1,
        double3: -1,
        double4: 620,
        double5: -1,
      },
    ],
    rows: 2,
    rows_before_limit_at_least: 2,
  }

  it('reads the data points as the local store keeps page views, absent metrics (-1) as null', () => {
    expect(viewsFromAnalyticsEngine(answer)).toEqual([
      {
        at: Date.UTC(2026, 10, 20, 8, 30),
        shop: 'demo',
        kind: 'product',
        lang: 'fr',
        js: 1,
        ect: '3g',
        memory: 2,
        lcp: 3120,
        inp: 96,
        cls: 0.02,
        ttfb: 410,
        weight: 1,
      },
      {
        at: Date.UTC(2026, 10, 20, 9),
        shop: 'demo',
        kind: 'product',
        lang: 'en',
        js: 0,
        ect: '',
        memory: null,
        lcp: 5200,
        inp: null,
        cls: null,
        ttfb: 620,
        weight: 4,
      },
    ])
  })
  it('weighs each data point by its sample interval', () => {
    const [group] = groupViews(viewsFromAnalyticsEngine(answer))
    expect(group?.views).toBe(5)
    // 4 of 5 views at 5200 ms.
    expect(group?.metrics.lcp).toEqual({ p75: 5200, good: 0, views: 5 })
    expect(group?.metrics.inp).toEqual({ p75: 96, good: 1, views: 1 })
  })
  it('reads an answer without data points', () => {
    expect(viewsFromAnalyticsEngine({ meta: [], data: [], rows: 0 })).toEqual([])
  })
})

describe('viewsFromLocalStore', () => {
  it('reads NULL as an absent metric and each row as one view', () => {
    const row = { at: 1, shop: 'demo', kind: 'cart', lang: 'en', js: 0, ect: '2g', memory: null, lcp: 1800 }
    expect(viewsFromLocalStore([{ ...row, inp: null, cls: 0, ttfb: null }])).toEqual([
      { ...row, inp: null, cls: 0, ttfb: null, weight: 1 },
    ])
  })
})

describe('analyticsEngineQuery', () => {
  it("asks for the period's data points, newest first, up to the limit", () => {
    const sql = analyticsEngineQuery({ amount: 7, unit: 'day' }, { shop: 'demo', limit: 1000 })
    expect(sql).toContain('FROM storefront_field_speed')
    expect(sql).toContain("WHERE timestamp > NOW() - INTERVAL '7' DAY AND index1 = 'demo'")
    expect(sql).toContain('ORDER BY timestamp DESC\nLIMIT 1000\nFORMAT JSON')
    expect(analyticsEngineQuery({ amount: 24, unit: 'hour' }, { limit: 5 })).toContain(
      "WHERE timestamp > NOW() - INTERVAL '24' HOUR\n",
    )
  })
  it('takes no shop that could change the query', () => {
    expect(() => analyticsEngineQuery({ amount: 7, unit: 'day' }, { shop: "x' OR 1=1 --", limit: 5 })).toThrow()
  })
})

describe('parsePeriod', () => {
  it('reads hours and days', () => {
    expect(parsePeriod('24h')).toEqual({ amount: 24, unit: 'hour', ms: 86_400_000, label: 'last 24 hours' })
    expect(parsePeriod('7d')).toMatchObject({ amount: 7, unit: 'day', ms: 7 * 86_400_000, label: 'last 7 days' })
    expect(parsePeriod('1d')?.label).toBe('last day')
    expect(parsePeriod('7')).toBeUndefined()
    expect(parsePeriod('0d')).toBeUndefined()
    expect(parsePeriod('1w')).toBeUndefined()
  })
})

describe('groupViews', () => {
  it('sorts by shop, then page kinds by their views, then connections fastest first', () => {
    const views = [
      view({ shop: 'mode', kind: 'home' }),
      view({ kind: 'cart', ect: '2g' }),
      view({ kind: 'product', ect: '' }),
      view({ kind: 'product', ect: '3g' }),
      view({ kind: 'product', ect: '4g' }),
      view({ kind: 'home' }),
      view({ kind: 'home' }),
    ]
    const rows = (/** @type {boolean} */ byConnection) =>
      groupViews(views, { byConnection }).map((g) => [g.shop, g.kind, g.ect, g.views])
    expect(rows(false)).toEqual([
      ['demo', 'product', undefined, 3],
      ['demo', 'home', undefined, 2],
      ['demo', 'cart', undefined, 1],
      ['mode', 'home', undefined, 1],
    ])
    expect(rows(true)).toEqual([
      ['demo', 'product', '4g', 1],
      ['demo', 'product', '3g', 1],
      ['demo', 'product', '', 1],
      ['demo', 'home', '4g', 2],
      ['demo', 'cart', '2g', 1],
      ['mode', 'home', '4g', 1],
    ])
  })
})

describe('textTable', () => {
  const groups = groupViews([
    view({ lcp: 2400, inp: 180, cls: 0.123 }),
    view({ lcp: 3000.4, inp: null, cls: 0.2 }),
    view({ kind: 'cart', inp: null }),
  ])

  it('writes ms as integers, CLS with 2 decimals, shares as percentages and - for no data', () => {
    const lines = textTable(groups).split('\n')
    expect(lines[0]).toBe('shop  page  views  LCP p75  INP p75  CLS p75  good LCP  good INP  good CLS')
    expect(lines[2]?.split(/ +/)).toEqual(['demo', 'home', '2', '3000', '180', '0.20', '50%', '100%', '0%'])
    expect(lines[3]?.split(/ +/)).toEqual(['demo', 'cart', '1', '2000', '-', '0.05', '100%', '-', '100%'])
  })
  it('has a connection column when grouped by connection', () => {
    const table = textTable(groupViews([view({ ect: '' })], { byConnection: true }), { byConnection: true })
    expect(table.split('\n')[0]).toMatch(/^shop  page  connection  views/)
    expect(table.split('\n')[2]).toMatch(/^demo  home  unknown +1 /)
  })
})

describe('htmlPage', () => {
  const groups = groupViews([
    view({ shop: '<b>&"', lcp: 5000, inp: 150, cls: 0.3 }),
    view({ kind: 'product', lcp: 3000, inp: null }),
  ])
  const page = htmlPage(groups, { source: 'the local store (<state>)', period: 'last 7 days', notes: ['a & b'] })

  it('escapes every text it shows', () => {
    expect(escapeHtml(`<b>&"'`)).toBe('&lt;b&gt;&amp;&quot;&#39;')
    expect(page).toContain('&lt;b&gt;&amp;&quot; · home')
    expect(page).toContain('the local store (&lt;state&gt;)')
    expect(page).toContain('<p>a &amp; b</p>')
    expect(page).not.toContain('<b>')
  })
  it('is a valid page in English with a title, no script and nothing loaded from elsewhere', async () => {
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="en">/)
    expect(page).toContain('<title>Field speed, last 7 days</title>')
    expect(page).not.toMatch(/<script|\son\w+=|javascript:/i)
    expect(page).not.toMatch(/\b(src|href)=|url\(|@import|<link/i)
    expect(await markupErrors(page, 'field report')).toEqual([])
  })
  it('draws a bar per page kind for each metric, coloured by rating, with the threshold line', () => {
    expect(page.match(/<svg /g)).toHaveLength(3)
    // LCP 5000 ms: poor; LCP 3000 ms: needs improvement.
    expect(page).toMatch(/fill="#c62828"><title>&lt;b&gt;&amp;&quot; · home: 5000 ms \(poor\)<\/title>/)
    expect(page).toMatch(/<title>demo · product: 3000 ms \(needs improvement\)<\/title>/)
    expect(page).toContain('>2500 ms</text>')
    expect(page).toContain('>200 ms</text>')
    expect(page).toContain('>0.10</text>')
    // The product page's views did not interact.
    expect(page).toContain('class="none">no data</text>')
  })
})
