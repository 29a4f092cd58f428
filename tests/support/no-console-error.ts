import { afterEach, beforeEach, vi } from 'vitest'

/** An error logged during a test fails it. */
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args))
})
afterEach(() => {
  vi.restoreAllMocks()
  if (errors.length > 0)
    throw new Error(`console.error was called: ${errors.map((e) => e.map(String).join(' ')).join('\n')}`)
})
