import { afterEach, beforeEach, vi } from 'vitest'

/**
 * An error logged during a test fails it. The storefront's security events (one JSON line each, written as
 * warnings, app/server/security-log.server.ts) are expected where a test plays the attacker: they are dropped.
 */
let errors: unknown[][] = []
const isSecurityEvent = (args: unknown[]) => typeof args[0] === 'string' && args[0].startsWith('{"security"')
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!isSecurityEvent(args)) errors.push(args)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  if (errors.length > 0)
    throw new Error(`console.error was called: ${errors.map((e) => e.map(String).join(' ')).join('\n')}`)
})
