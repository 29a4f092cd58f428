import type { RequestContext } from '~/server/load-context'
import { counterStore } from './counter-store.server'
import { LOGIN_FAILURES, type LoginTier } from './policy.server'
import { clientKey } from './window.server'

/** Wrong passwords for one email, in tiers (LOGIN_FAILURES of ./policy.server.ts), reserved before the platform is asked. */

/** A try at one email's password by this request: the tiers it is counted in (LOGIN_FAILURES). */
interface LoginTry {
  tiers: LoginTier[]
  /** This device has signed in to the email before: it is not held up by the address's other devices. */
  known: boolean
}

/** The tiers a try at `email`'s password is counted in (LOGIN_FAILURES). */
export async function loginTry(context: RequestContext, email: string): Promise<LoginTry> {
  const prefix = `${context.tenant.host}|login-failure`
  const { perVisitor, strangers, platform, windowSeconds, maxDelaySeconds } = LOGIN_FAILURES
  const address = `${prefix}|address|${clientKey(context.client)}|${normalEmail(email)}`
  const own: LoginTier = {
    key: context.visitor ? `${prefix}|visitor|${context.visitor}|${normalEmail(email)}` : address,
    free: perVisitor,
    firstWait: 2,
    maxWait: maxDelaySeconds,
  }
  const known = !!context.visitor && (await counterStore(context).marked(knownKey(context, email), Date.now()))
  const streak: LoginTier = known
    ? {
        key: `${address}|streak`,
        free: platform.lockAfter,
        firstWait: platform.lockSeconds,
        maxWait: platform.maxLockSeconds,
      }
    : { key: `${address}|streak`, free: strangers, firstWait: windowSeconds, maxWait: windowSeconds }
  return { tiers: [own, streak], known }
}

const normalEmail = (email: string) => email.trim().toLowerCase()

const knownKey = (context: RequestContext, email: string) =>
  `${context.tenant.host}|login-known|${context.visitor}|${normalEmail(email)}`

/**
 * Reserves the try before the platform is asked: null when it may go, else in how many seconds it may (a refused
 * try reserves nothing). Give it back with `releaseLoginAttempt` unless the platform answered; a wrong password
 * keeps it, a right one ends the streaks (`endLoginStreaks`).
 */
export async function reserveLoginAttempt(context: RequestContext, attempt: LoginTry): Promise<number | null> {
  const answer = await counterStore(context).reserve(attempt.tiers, Date.now())
  return answer.reserved ? null : Math.max(1, Math.ceil(answer.waitMs / 1000))
}

export async function releaseLoginAttempt(context: RequestContext, attempt: LoginTry): Promise<void> {
  await counterStore(context).release(attempt.tiers)
}

/**
 * After a sign-in: the streaks end (the platform's too), and this device is known for `email`: it no longer waits
 * for what others try at it from its address.
 */
export async function rememberSignIn(context: RequestContext, email: string, attempt: LoginTry): Promise<void> {
  await counterStore(context).clear(attempt.tiers)
  if (!context.visitor) return
  const now = Date.now()
  await counterStore(context).mark(knownKey(context, email), now, now + LOGIN_FAILURES.knownDays * 86_400_000)
}
