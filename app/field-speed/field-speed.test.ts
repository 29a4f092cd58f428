import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { Env } from '~/server/env.server'
import { PAGE_KINDS } from './page-kind'
import { keepView, readBeacon } from './field-speed.server'

const VALID = 'path=%2Fproducts%2Fx&js=1&lcp=1800&inp=120&cls=0.02&ttfb=300&ect=4g&memory=4'

describe('readBeacon', () => {
  it('refuses what no browser of ours sends: fields unknown or missing, values out of range, too long, no measure', () => {
    for (const body of [
      '',
      'garbage',
      `${VALID}&email=awa%40example.cm`,
      VALID.replace('js=1', 'js=yes'),
      VALID.replace('lcp=1800', 'lcp=-5'),
      VALID.replace('lcp=1800', 'lcp=1e9'),
      VALID.replace('lcp=1800', 'lcp=NaN'),
      VALID.replace('lcp=1800', 'lcp='),
      VALID.replace('lcp=1800', 'lcp=0x10'),
      VALID.replace('cls=0.02', 'cls=Infinity'),
      VALID.replace('ect=4g', 'ect=5g'),
      VALID.replace('memory=4', 'memory=3'),
      VALID.replace('memory=4', 'memory=64'),
      VALID.replace('path=%2Fproducts%2Fx', 'path=https%3A%2F%2Fevil.example'),
      `${VALID}&path=%2F${'a'.repeat(600)}`,
      'path=%2F&js=1',
    ])
      expect(readBeacon(body, 'demo'), body).toBeNull()
    expect(readBeacon(VALID, 'demo')).not.toBeNull()
  })

  it('never throws, and reads any body as a view within its ranges or as nothing', () => {
    const field = fc.constantFrom('path', 'js', 'lcp', 'inp', 'cls', 'ttfb', 'ect', 'memory', 'x')
    const value = fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String), fc.constant('/'))
    fc.assert(
      fc.property(fc.array(fc.tuple(field, value), { maxLength: 10 }), (pairs) => {
        const view = readBeacon(new URLSearchParams(pairs).toString(), 'demo')
        if (!view) return
        expect(PAGE_KINDS).toContain(view.kind)
        for (const ms of [view.lcp, view.inp, view.ttfb]) if (ms !== undefined) expect(ms).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

describe('keepView', () => {
  it('writes one Analytics Engine data point indexed by shop, -1 for a measure not taken', async () => {
    const writeDataPoint = vi.fn()
    const env = { FIELD_SPEED_STORE: 'analytics-engine', FIELD_SPEED: { writeDataPoint } }
    const view = readBeacon('path=%2Fen&js=0&lcp=2100&cls=0.3', 'mode')!
    await keepView({ env: env as unknown as Env }, view)
    expect(writeDataPoint).toHaveBeenCalledWith({
      indexes: ['mode'],
      blobs: ['mode', 'home', 'en', '0', ''],
      doubles: [2100, -1, 0.3, -1, -1],
    })
  })
})
