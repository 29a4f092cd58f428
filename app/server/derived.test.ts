import { describe, expect, it } from 'vitest'
import { derived, derivedTable } from './derived.server'

describe('values derived from a cached answer', () => {
  it('are computed once per answer and variant, and nobody can change them', () => {
    const table = derivedTable<{ css: string }>()
    const answer = { couleur: '#714aff' }
    let runs = 0
    const make = (origin: string) => () => {
      runs++
      return { css: `${answer.couleur} ${origin}` }
    }
    const first = derived(table, answer, 'https://demo.example.cm', make('https://demo.example.cm'))
    expect(derived(table, answer, 'https://demo.example.cm', make('https://demo.example.cm'))).toBe(first)
    expect(runs).toBe(1)
    expect(derived(table, answer, 'http://demo.example.cm', make('http://demo.example.cm')).css).toBe(
      '#714aff http://demo.example.cm',
    )
    expect(runs).toBe(2)
    // Another answer (a refreshed one) is derived again.
    derived(table, { couleur: '#000000' }, 'https://demo.example.cm', make('https://demo.example.cm'))
    expect(runs).toBe(3)
    expect(() => {
      ;(first as { css: string }).css = 'autre'
    }).toThrow(TypeError)
  })

  it('keep a bounded number of variants per answer', () => {
    const table = derivedTable<string>()
    const answer = {}
    let runs = 0
    for (let i = 0; i < 20; i++) derived(table, answer, `v${i}`, () => String(++runs))
    derived(table, answer, 'v0', () => String(++runs))
    expect(runs).toBe(21) // v0 was dropped to make room: derived again
  })
})
