import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RECENT, readRecent, viewed, writeRecent } from './recently-viewed'

describe('the recently viewed cookie', () => {
  it('reads back what it wrote, newest first', () => {
    const slugs = ['micro-ondes-25-l', 'robe.soiree', 'épices du marché', "l'été (2026)"]
    const value = writeRecent(slugs)
    expect(value).toMatch(/^[A-Za-z0-9_~!*'()%.-]+$/)
    expect(readRecent(value)).toEqual(slugs)
  })

  it('puts the product viewed first, once, and keeps the last 8', () => {
    let list: string[] = []
    for (let i = 1; i <= 10; i++) list = viewed(list, `p${i}`)
    expect(list).toEqual(['p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3'])
    expect(viewed(list, 'p5')).toEqual(['p5', 'p10', 'p9', 'p8', 'p7', 'p6', 'p4', 'p3'])
  })

  it('ignores a tampered value whole', () => {
    for (const value of [
      null,
      '',
      '..',
      'a..b',
      'abc%E0%A4%A',
      '%2F..%2Fadmin',
      '%00x',
      'a%5Cb',
      '<b>',
      'a b',
      'x'.repeat(RECENT.maxBytes + 1),
      'y'.repeat(RECENT.maxSlugBytes + 1),
    ])
      expect(readRecent(value)).toEqual([])
    expect(readRecent('a.b.a.c')).toEqual(['a', 'b', 'c'])
  })

  it('whatever is viewed: never more than 8 slugs nor maxBytes, and what it holds reads back as the newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 200 }), { maxLength: 30 }), (views) => {
        let value = ''
        for (const slug of views) {
          const list = viewed(readRecent(value), slug)
          value = writeRecent(list)
          expect(value.length).toBeLessThanOrEqual(RECENT.maxBytes)
          const back = readRecent(value)
          expect(back.length).toBeLessThanOrEqual(RECENT.maxEntries)
          // What is kept is a part of the list, in its order (slugs too long to keep are skipped).
          expect(list.filter((s) => back.includes(s))).toEqual(back)
        }
      }),
    )
  })

  it('whatever a cookie holds: reading it never throws and gives at most 8 distinct slugs', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (value) => {
        const slugs = readRecent(value)
        expect(slugs.length).toBeLessThanOrEqual(RECENT.maxEntries)
        expect(new Set(slugs).size).toBe(slugs.length)
      }),
    )
  })
})
