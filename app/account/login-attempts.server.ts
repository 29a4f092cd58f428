import type { AppSession } from '~/server/session.server'

/**
 * Wrong passwords counted in the session: after five in a row, the next
 * attempts are refused for a minute without asking the platform. The platform
 * counts per email as well (a visitor who drops the cookie meets that limit).
 */
export const MAX_LOGIN_FAILURES = 5
export const LOGIN_LOCK_MS = 60_000

/** Milliseconds left before this session may try again, or 0. */
export function loginLockedFor(session: AppSession, now = Date.now()): number {
  const until = session.get('loginAttempts')?.lockedUntil ?? 0
  return until > now ? until - now : 0
}

export function recordLoginFailure(session: AppSession, now = Date.now()): void {
  const failures = (session.get('loginAttempts')?.failures ?? 0) + 1
  session.set(
    'loginAttempts',
    failures >= MAX_LOGIN_FAILURES ? { failures: 0, lockedUntil: now + LOGIN_LOCK_MS } : { failures, lockedUntil: 0 },
  )
}

export function clearLoginFailures(session: AppSession): void {
  session.unset('loginAttempts')
}
