import { describe, expect, it } from 'vitest'
import { failureFromUpstream, faultStatus } from './failure'

describe('shop lookup failures', () => {
  it.each([
    [{ kind: 'status', status: 401, serverMessage: 'Shop not found or not active for the given host.' }, '401', 401],
    [{ kind: 'status', status: 403, serverMessage: null }, '403', 403],
    [{ kind: 'status', status: 404, serverMessage: null }, '404', 404],
    [{ kind: 'status', status: 500, serverMessage: null }, '500', 502],
    [{ kind: 'status', status: 503, serverMessage: null }, 'other', 502],
    [{ kind: 'network', status: null, serverMessage: null }, 'network', 503],
    [{ kind: 'timeout', status: null, serverMessage: null }, 'network', 504],
    [{ kind: 'malformed', status: 200, serverMessage: null }, 'network', 502],
  ] as const)('%o → screen %s, status %i', (problem, code, status) => {
    const failure = failureFromUpstream(problem)
    expect(failure.code).toBe(code)
    expect(faultStatus(problem)).toBe(status)
  })
  it('keeps the server’s words for the details block', () => {
    expect(
      failureFromUpstream({
        kind: 'status',
        status: 401,
        serverMessage: 'Shop not found or not active for the given host.',
      }).details,
    ).toBe('HTTP 401 — Shop not found or not active for the given host.')
  })
})

describe('one status per platform fault, for pages and actions alike', () => {
  it.each([
    ['connection refused or dropped', { kind: 'network', status: null }, 503],
    ['slower than the timeout', { kind: 'timeout', status: null }, 504],
    ['500', { kind: 'status', status: 500 }, 502],
    ['503', { kind: 'status', status: 503 }, 502],
    ['an unexpected 3xx', { kind: 'status', status: 302 }, 502],
    ['an unexpected 2xx', { kind: 'status', status: 204 }, 502],
    ['401', { kind: 'status', status: 401 }, 401],
    ['409', { kind: 'status', status: 409 }, 409],
    ['malformed JSON, a body cut short or another shape', { kind: 'malformed', status: 200 }, 502],
  ] as const)('%s → %i', (_, problem, status) => {
    expect(faultStatus(problem)).toBe(status)
  })
})
