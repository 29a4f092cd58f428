import { describe, expect, it } from 'vitest'
import { beaconBody } from './beacon'
import { readBeacon } from './field-speed.server'

describe('beaconBody', () => {
  it('carries the measures taken, rounded, the landing path and what the browser tells of itself', () => {
    const body = beaconBody(
      { lcp: 1834.6, inp: 72.4, cls: 0.012_345, ttfb: 310.2 },
      { path: '/en/products/pagne-wax', hydrated: true, effectiveType: '3g', deviceMemory: 2 },
    )
    expect(body.toString()).toBe(
      'path=%2Fen%2Fproducts%2Fpagne-wax&js=1&lcp=1835&inp=72&ttfb=310&cls=0.0123&ect=3g&memory=2',
    )
    expect(body.toString().length).toBeLessThan(120)
  })

  it('leaves out what was not measured or not told (INP before any tap, Safari’s connection)', () => {
    const body = beaconBody({ lcp: 900, cls: 0 }, { path: '/', hydrated: false })
    expect(Object.fromEntries(body)).toEqual({ path: '/', js: '0', lcp: '900', cls: '0' })
  })

  it('is read back by the server as the view it measured', () => {
    const body = beaconBody(
      { lcp: 2400, inp: 180, cls: 0.05, ttfb: 420 },
      { path: '/cart', hydrated: true, effectiveType: '4g', deviceMemory: 4 },
    )
    expect(readBeacon(body.toString(), 'demo')).toEqual({
      shop: 'demo',
      kind: 'cart',
      language: 'fr',
      javaScript: true,
      effectiveType: '4g',
      memory: 4,
      lcp: 2400,
      inp: 180,
      cls: 0.05,
      ttfb: 420,
    })
  })
})
