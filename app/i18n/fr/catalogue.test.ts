import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fr, frCatalogue } from '~/i18n/fr'

const NNBSP = '\u202F'

/**
 * French typography faults of one string: ! ? ; : not preceded by a narrow no-break space
 * (U+202F), « not followed by one, » not preceded by one. A mark glued to what follows
 * (`https://`, `10:30`, `?page=2`) is not punctuation of the sentence and is left alone;
 * so is the second mark of `?!`.
 */
function typographyFaults(text: string): string[] {
  const faults: string[] = []
  for (const match of text.matchAll(/[!?;:]|«|»/g)) {
    const i = match.index
    const mark = match[0]
    const before = text[i - 1]
    const after = text[i + 1]
    const where = JSON.stringify(text.slice(Math.max(0, i - 20), i + 10))
    if (mark === '«') {
      if (after !== NNBSP) faults.push(`« without U+202F after it: ${where}`)
    } else if (mark === '»') {
      if (before !== NNBSP) faults.push(`» without U+202F before it: ${where}`)
    } else if (after !== undefined && !/[\s»)"'.…]/.test(after)) {
      continue
    } else if (before !== NNBSP && !(before && '!?'.includes(before))) {
      faults.push(`${mark} without U+202F before it: ${where}`)
    }
  }
  return faults
}

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`))
  return []
}

describe('typographyFaults', () => {
  it('accepts the narrow no-break space and marks glued to what follows', () => {
    expect(typographyFaults(`Commande bien enregistrée${NNBSP}!`)).toEqual([])
    expect(typographyFaults(`«${NNBSP}{{q}}${NNBSP}»`)).toEqual([])
    expect(typographyFaults('https://exemple.cm/?page=2 à 10:30')).toEqual([])
    expect(typographyFaults(`Vraiment${NNBSP}?!`)).toEqual([])
  })

  it('finds an ordinary or no-break space, or no space at all', () => {
    expect(typographyFaults('Commande bien enregistrée !')).toHaveLength(1)
    expect(typographyFaults('Déjà client\u00A0? Connectez-vous')).toHaveLength(1)
    expect(typographyFaults('Recherche: {{q}}')).toHaveLength(1)
    expect(typographyFaults('Résultats pour « {{q}} »')).toHaveLength(2)
    expect(typographyFaults('Fin;')).toHaveLength(1)
  })
})

describe('the French catalogue', () => {
  const { layout, pages, server, privacy, offline } = frCatalogue
  /** Its parts, by file, with the privacy and offline pages' texts under the namespaces the server reads them in. */
  const parts: [string, object][] = [
    ['layout', layout],
    ...Object.entries(pages).map(([name, page]): [string, object] => [`pages/${name}`, page]),
    ['server', server],
    ['privacy', { privacy }],
    ['offline', { offline }],
  ]
  const catalogue = parts.flatMap(([name, part]) => strings(part, name))

  it('is scanned whole: every part of fr, every page’s file', () => {
    expect(readdirSync(new URL('./pages', import.meta.url)).sort()).toEqual(
      Object.keys(pages)
        .map((name) => `${name}.ts`)
        .sort(),
    )
    expect(strings(layout, '').length).toBeGreaterThan(80)
    expect(Object.values(pages).flatMap((page) => strings(page, '')).length).toBeGreaterThan(180)
    expect(strings(server, '').length).toBeGreaterThan(80)
    expect(catalogue.length).toBe(strings(fr, '').length)
  })

  it('joins the parts in fr without a key in two of them', () => {
    const owners = new Map<string, string[]>()
    for (const [name, part] of parts)
      for (const [key] of strings(part, '')) owners.set(key, [...(owners.get(key) ?? []), name])
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([])
    expect(fr.cart.title).toBe(layout.cart.title)
    expect(fr.cart.adding).toBe(pages.product.cart.adding)
    expect(fr.blog.title).toBe(pages.blog.blog.title)
    expect(fr.checkout.errors.clientName).toBe(server.checkout.errors.clientName)
    expect(fr.privacy.intro).toBe(privacy.intro)
    expect(fr.offline.title).toBe(offline.title)
  })

  it('has a narrow no-break space before ! ? ; : and inside « » in every string', () => {
    const faults = catalogue.flatMap(([path, text]) => typographyFaults(text).map((fault) => `${path}: ${fault}`))
    expect(faults).toEqual([])
  })
})
