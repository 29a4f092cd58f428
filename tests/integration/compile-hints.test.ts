import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'

/**
 * The browser modules of the build (`npm run build`) are marked for eager compilation
 * (docs/decisions/037-browser-modules-compiled-eagerly.md): Chromium compiles them while they stream in,
 * instead of on the main thread when the page runs them.
 */
type AssetModule = { module: string; imports?: string[] }
type ServerBuild = { assets: { entry: AssetModule; routes: Record<string, AssetModule>; url: string } }

it('every browser module a page can load starts with the compile hint; the route manifest does not', async () => {
  const { assets } = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild
  const modules = new Set(
    [assets.entry, ...Object.values(assets.routes)].flatMap((m) => [m.module, ...(m.imports ?? [])]),
  )
  expect(modules.size).toBeGreaterThan(20)
  const firstLine = (url: string) => readFileSync(path.join('public', url), 'utf8').split('\n', 1)[0]
  const unmarked = [...modules].filter((url) => firstLine(url) !== '//# allFunctionsCalledOnLoad')
  expect(unmarked).toEqual([])
  expect(firstLine(assets.url)).not.toContain('allFunctionsCalledOnLoad')
})
