#!/usr/bin/env node
/**
 * The Remix CLI (`remix build`, `remix watch`: the classic compiler), without two messages it prints for
 * nothing:
 *  - "The CJS build of Vite's Node API is deprecated": Remix 2's CLI loads the code of its Vite plugin on
 *    every start, and with it vite-node's CommonJS build, which requires Vite's CommonJS entry, although the
 *    classic compiler never runs Vite (remix-run/remix#10664, closed without a fix for Remix 2).
 *    VITE_CJS_IGNORE_WARNING is Vite's own switch for that notice.
 *  - "fatal error: all goroutines are asleep - deadlock!" and a page of goroutine stacks: Remix's own bin
 *    exits as soon as the build is written, and the esbuild service it leaves behind (esbuild 0.17, which
 *    Remix pins, has no stop()) then finds its input closed while its periodic ping awaits an answer. Here
 *    the service is stopped with a signal before this process exits.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

process.env.VITE_CJS_IGNORE_WARNING = 'true'
const { cli } = createRequire(import.meta.url)('@remix-run/dev')

/** Stops the esbuild service processes this process started (read from /proc: Linux; elsewhere a no-op). */
function stopEsbuild() {
  let children = []
  try {
    children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').split(' ').filter(Boolean)
  } catch {
    return
  }
  for (const pid of children) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--service=')) process.kill(Number(pid), 'SIGTERM')
    } catch {
      // already gone
    }
  }
}

function exit(code) {
  stopEsbuild()
  process.exit(code)
}
process.on('SIGINT', () => exit(130))
process.on('SIGTERM', () => exit(143))

cli.run().then(
  () => exit(0),
  (error) => {
    if (error) console.error(error)
    exit(1)
  },
)
