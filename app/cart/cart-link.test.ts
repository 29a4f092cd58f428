import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CART_LINK_MAX_LINES,
  CART_LINK_MAX_QUANTITY,
  cartLinkPath,
  findVariant,
  formatCartLink,
  parseCartLink,
  variantKey,
  variantLinkKey,
  type LinkLine,
} from './cart-link'

/** The `items` values a page reads from this address, as the browser sent it. */
const itemsOf = (address: string) => new URL(address, 'https://demo.example.cm').searchParams.getAll('items')

const read = (items: string) => parseCartLink(itemsOf(`/cart-link?items=${items}`))

describe('a cart link written by hand', () => {
  it('reads products, options and quantities; 1 when no quantity', () => {
    expect(read('pagne-wax.rouge:2,sac-raphia,cahier-200-pages:5')).toEqual({
      ok: true,
      lines: [
        { slug: 'pagne-wax', variant: 'rouge', quantity: 2 },
        { slug: 'sac-raphia', variant: null, quantity: 1 },
        { slug: 'cahier-200-pages', variant: null, quantity: 5 },
      ],
    })
  })

  it('reads an option as the shop names it: any case, accents, spaces', () => {
    for (const written of ['Taille M', 'taille-m', 'TAILLE%20M', 'Taille+M', ' taille  m '])
      expect(read(`robe.${written}:1`)).toMatchObject({ ok: true, lines: [{ variant: 'taille-m' }] })
    expect(read('lait.Échantillon gratuit')).toMatchObject({ lines: [{ variant: 'echantillon-gratuit' }] })
  })

  it('forgives a trailing comma, spaces around lines and percent-encoded delimiters', () => {
    expect(read('a:1, b:2,')).toMatchObject({ ok: true, lines: [{ slug: 'a' }, { slug: 'b' }] })
    expect(read('a%3A3%2Cb')).toMatchObject({ ok: true, lines: [{ slug: 'a', quantity: 3 }, { slug: 'b' }] })
  })

  it('joins the same product and option written twice', () => {
    expect(read('a:2,b,a:3,a.x:1')).toEqual({
      ok: true,
      lines: [
        { slug: 'a', variant: null, quantity: 5 },
        { slug: 'b', variant: null, quantity: 1 },
        { slug: 'a', variant: 'x', quantity: 1 },
      ],
    })
  })

  it('names the first wrong line, as written, and what is wrong in it', () => {
    const problem = (items: string) => {
      const parsed = read(items)
      return parsed.ok ? null : parsed.problem
    }
    expect(problem('a:0')).toEqual({ kind: 'line', line: 1, text: 'a:0', fault: 'quantity' })
    expect(problem('a,b:1000')).toEqual({ kind: 'line', line: 2, text: 'b:1000', fault: 'quantity' })
    expect(problem('a:2.5')).toMatchObject({ fault: 'quantity' })
    expect(problem('a:-1')).toMatchObject({ fault: 'quantity' })
    expect(problem('a:1:2')).toMatchObject({ fault: 'quantity' })
    expect(problem('a:')).toMatchObject({ fault: 'quantity' })
    expect(problem(`a:600,a:400`)).toMatchObject({ line: 2, fault: 'quantity' })
    expect(problem('..:1')).toMatchObject({ fault: 'product' })
    expect(problem('%2E%2E%2Fadmin')).toMatchObject({ fault: 'product' })
    expect(problem('a/b')).toMatchObject({ fault: 'product' })
    expect(problem('<script>')).toMatchObject({ fault: 'product', text: '<script>' })
    expect(problem('a.')).toMatchObject({ fault: 'variant' })
    expect(problem('a.%E2%98%85')).toMatchObject({ fault: 'variant' })
    expect(problem(`a.${'x'.repeat(61)}`)).toMatchObject({ fault: 'variant' })
    expect(problem(`${'x'.repeat(121)}`)).toMatchObject({ fault: 'product', text: 'x'.repeat(40) })
  })

  it('refuses an empty link, more than 50 lines and a value too long to be a cart', () => {
    expect(parseCartLink([])).toEqual({ ok: false, problem: { kind: 'empty' } })
    expect(read(',, ,')).toEqual({ ok: false, problem: { kind: 'empty' } })
    const lines = Array.from({ length: CART_LINK_MAX_LINES + 1 }, (_, i) => `p${i}`)
    expect(read(lines.join(','))).toEqual({ ok: false, problem: { kind: 'tooManyLines', count: 51 } })
    expect(read(lines.slice(1).join(','))).toMatchObject({ ok: true })
    expect(read('a'.repeat(5000))).toEqual({ ok: false, problem: { kind: 'tooLong' } })
  })
})

/** A slug as the platform writes them, sometimes with other scripts. */
const slug = fc
  .stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/)
  .chain((ascii) => fc.constantFrom(ascii, `${ascii}-é`, `${ascii}_x`, `дом-${ascii}`))
/** An option as a link writes it: a name's key or an id. */
const option = fc.oneof(
  fc.constant(null),
  fc.string({ minLength: 1, maxLength: 20 }).map(variantKey).filter(Boolean),
  fc.integer({ min: 1, max: 10_000_000 }).map(String),
)
const lines: fc.Arbitrary<LinkLine[]> = fc.uniqueArray(
  fc.record({ slug, variant: option, quantity: fc.integer({ min: 1, max: CART_LINK_MAX_QUANTITY }) }),
  { minLength: 1, maxLength: CART_LINK_MAX_LINES, selector: (line) => `${line.slug}.${line.variant ?? ''}` },
)

describe('the share button’s links', () => {
  it('read back as the lines they were made of', () => {
    fc.assert(
      fc.property(lines, (written) => {
        expect(parseCartLink(itemsOf(cartLinkPath(written)))).toEqual({ ok: true, lines: written })
      }),
    )
  }, 20_000)

  it('stay readable: delimiters and ASCII slugs as typed', () => {
    const path = cartLinkPath([
      { slug: 'pagne-wax', variant: 'rouge', quantity: 2 },
      { slug: 'sac-raphia', variant: null, quantity: 1 },
    ])
    expect(path).toBe('/cart-link?items=pagne-wax.rouge:2,sac-raphia:1')
  })
})

describe('any string as a link', () => {
  it('is read without throwing: lines within bounds, or a problem naming a line of the link', () => {
    const anything = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ maxLength: 200, unit: 'binary' }),
      fc
        .array(
          fc.oneof(
            fc.constantFrom(',', '.', ':', '%', '+', ' ', '0', '999', '1000', '-', '\u0000', 'é', '..', '/'),
            fc.stringMatching(/^[a-z]{1,6}$/),
          ),
          { maxLength: 40 },
        )
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(fc.array(anything, { maxLength: 3 }), (values) => {
        const parsed = parseCartLink(values)
        if (parsed.ok) {
          expect(parsed.lines.length).toBeGreaterThan(0)
          expect(parsed.lines.length).toBeLessThanOrEqual(CART_LINK_MAX_LINES)
          const outOfBounds = parsed.lines.filter(
            (line) =>
              !/^[\p{L}\p{N}_-]{1,120}$/u.test(line.slug) ||
              !(line.quantity >= 1 && line.quantity <= CART_LINK_MAX_QUANTITY) ||
              (line.variant !== null && line.variant !== variantKey(line.variant)),
          )
          expect(outOfBounds).toEqual([])
          // Written again, the same lines: what the page links to is what it shows.
          expect(parseCartLink(itemsOf(cartLinkPath(parsed.lines)))).toEqual(parsed)
        } else if (parsed.problem.kind === 'line') {
          expect(parsed.problem.line).toBeGreaterThanOrEqual(1)
          expect([...parsed.problem.text].length).toBeLessThanOrEqual(40)
        }
      }),
    )
    // A property over many strings: generous on a busy machine.
  }, 20_000)
})

describe('options', () => {
  const variants = [
    { id: 70111, nom: 'Rouge' },
    { id: 70112, nom: 'Taille M' },
    { id: 42, nom: 'Bleu' },
    { id: 70114, nom: '42' },
    { id: 70115, nom: 'Vert' },
    { id: 70116, nom: 'vert ' },
  ]

  it('are found by their name’s key, else their id; never when two could be meant', () => {
    expect(findVariant(variants, 'rouge')?.id).toBe(70111)
    expect(findVariant(variants, 'taille-m')?.id).toBe(70112)
    expect(findVariant(variants, '70111')?.id).toBe(70111)
    expect(findVariant(variants, 'jaune')).toBeNull()
    expect(findVariant(variants, '42')).toBeNull()
    expect(findVariant(variants, 'vert')).toBeNull()
  })

  it('are written by name when that is enough, else by id', () => {
    expect(variantLinkKey(variants, variants[0]!)).toBe('rouge')
    expect(variantLinkKey(variants, variants[4]!)).toBe('70115')
    expect(variantLinkKey(variants, variants[2]!)).toBe('bleu')
    const star = { id: 9, nom: '★' }
    expect(variantLinkKey([star], star)).toBe('9')
  })

  it('written by the share button, find the same option again', () => {
    const variant = fc.record({ id: fc.integer({ min: 1, max: 1e9 }), nom: fc.string({ maxLength: 12 }) })
    fc.assert(
      fc.property(fc.uniqueArray(variant, { minLength: 1, maxLength: 12, selector: (v) => v.id }), (all) => {
        for (const one of all) {
          const key = variantLinkKey(all, one)
          if (key !== null) {
            expect(findVariant(all, key)).toBe(one)
            expect(read(`p.${key}`)).toMatchObject({ ok: true, lines: [{ variant: key }] })
          }
        }
      }),
    )
  })
})

describe('formatCartLink', () => {
  it('writes every quantity and percent-encodes what is not ASCII', () => {
    expect(formatCartLink([{ slug: 'épices', variant: 'poivre-blanc', quantity: 1 }])).toBe(
      '%C3%A9pices.poivre-blanc:1',
    )
  })
})
