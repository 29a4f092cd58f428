#!/usr/bin/env node
/**
 * Second step of `npm run build`: marks every browser module of the build (public/build/**.js) for eager
 * compilation with the explicit compile hint `//# allFunctionsCalledOnLoad` on its first line
 * (docs/decisions/037-browser-modules-compiled-eagerly.md).
 *
 * Without it V8 compiles a function lazily on its first call, on the main thread: evaluating the shared chunk
 * (React DOM, the routers, Remix) and hydrating the page then spent most of their time compiling. With it,
 * Chromium (136 and later) compiles each module's functions while the file streams in, on a background
 * thread; other browsers read a comment. A browser module is fetched only when its page needs it and then runs,
 * so it is worth compiling whole. The Remix route manifest (manifest-*.js) holds data, not functions: left as is.
 *
 * Idempotent: a file that already starts with the hint is left alone. `remix watch` (npm run dev) skips it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
const BUILD_DIR = path.join('public', 'build')

let marked = 0
let files = 0
for (const entry of readdirSync(BUILD_DIR, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.js') || entry.name.startsWith('manifest-')) continue
  files++
  const file = path.join(entry.parentPath ?? entry.path, entry.name)
  const source = readFileSync(file, 'utf8')
  if (source.startsWith(COMPILE_HINT)) continue
  writeFileSync(file, `${COMPILE_HINT}\n${source}`)
  marked++
}
console.log(`compile hints: ${marked} of ${files} browser modules marked for eager compilation`)
