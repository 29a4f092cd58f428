import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { frLayout } from '../../app/i18n/fr/layout'
import { frBlogStrings } from '../../app/i18n/fr/pages/blog'
import { frCartStrings } from '../../app/i18n/fr/pages/cart'
import { frHomeStrings } from '../../app/i18n/fr/pages/home'
import { frSuggestionStrings } from '../../app/i18n/fr/pages/suggestions'

/**
 * The built browser files (`npm run build`, public/build) carry none of the catalogue's strings: the root's
 * data brings the layout's and each route's data its page's, in the page's language only.
 */
type Assets = { entry: { module: string; imports: string[] }; routes: Record<string, AssetRoute> }
type AssetRoute = { id: string; parentId?: string; module: string; imports?: string[] }
type ServerBuild = { assets: Assets; routes: Record<string, { module: { handle?: { strings?: string[] } } }> }

let build: ServerBuild

beforeAll(async () => {
  build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild
})

/** A built file's text with the escapes esbuild writes undone (`\xE9`, `\u202F`, `\"`). */
function readBuilt(url: string): string {
  return readFileSync(path.join('public', url), 'utf8')
    .replace(/\\u([0-9A-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\x([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(["'`])/g, '$1')
}

/** The text of the files a first visit loads from these modules: them and what they import, transitively. */
function firstLoad(urls: string[]): string {
  const seen = new Set<string>()
  const queue = [...urls]
  let text = ''
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue
    seen.add(url)
    const source = readBuilt(url)
    text += source
    for (const match of source.matchAll(/(?:\bimport|\bfrom)\s*["'](\/build\/[^"']+\.js)["']/g)) queue.push(match[1]!)
  }
  return text
}

/** What every page loads: the client entry and the root route. */
const shared = () => {
  const { entry, routes } = build.assets
  const root = routes.root!
  return firstLoad([entry.module, ...entry.imports, root.module, ...(root.imports ?? [])])
}

/** What a route's page loads: the shared files, its parents and itself. */
const page = (id: string) => {
  const urls: string[] = []
  for (
    let route: AssetRoute | undefined = build.assets.routes[id];
    route;
    route = build.assets.routes[route.parentId ?? '']
  )
    urls.push(route.module, ...(route.imports ?? []))
  return shared() + firstLoad(urls)
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []
}

/** A string as a literal of the built code (quoted), so that a word of the code is not taken for it. */
const literal = (text: string, code: string) => ['"', "'", '`'].some((q) => code.includes(`${q}${text}${q}`))

/** The strings of a page's part that the layout and the other parts given do not have too (the same words may be in both). */
const ownStrings = (page: object, ...others: object[]) => {
  const elsewhere = new Set([...strings(frLayout), ...others.flatMap((other) => strings(other))])
  return strings(page).filter((text) => !elsewhere.has(text))
}

/** Strings long enough not to be a word the code itself writes (a class name, an attribute). */
const distinctive = (texts: string[]) => texts.filter((text) => text.length >= 12)

describe('the catalogue and the browser build (docs/decisions/052-english.md)', () => {
  it('no script any page loads carries the layout’s strings: the root’s data does, in the page’s language', () => {
    const code = shared()
    const own = distinctive(strings(frLayout))
    expect(own.length).toBeGreaterThan(20)
    expect(own.filter((text) => literal(text, code))).toEqual([])
  })

  it('no route’s scripts carry a page’s strings: its data does', () => {
    for (const id of Object.keys(build.assets.routes)) {
      const code = page(id)
      for (const part of [frHomeStrings, frBlogStrings, frCartStrings, frSuggestionStrings]) {
        const found = distinctive(ownStrings(part)).filter((text) => literal(text, code))
        expect({ id, found }).toEqual({ id, found: [] })
      }
    }
  })

  it('routes name their page’s parts in their handle, by name', () => {
    const named = Object.entries(build.routes).filter(([, route]) => route.module.handle?.strings?.length)
    expect(named.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'routes/($lang)._index',
        'routes/($lang).cart',
        'routes/($lang).products.$slug',
        'routes/($lang).blog.$slug',
      ]),
    )
    for (const [, route] of named) for (const name of route.module.handle!.strings!) expect(typeof name).toBe('string')
  })
})
