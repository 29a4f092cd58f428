import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { login as loginCall, register as registerCall, verifyEmailToken } from '~/api/account.server'
import { type ApiError, platformFailure, publicApi } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import { accountValues, parseLogin, parseRegistration, type AccountField } from '~/account/account-forms.server'
import { textOf } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'
import { overLimit } from '~/server/rate-limits/limits.server'
import { waitText } from '~/server/rate-limits/messages.server'
import {
  loginTry,
  releaseLoginAttempt,
  rememberSignIn,
  reserveLoginAttempt,
} from '~/server/rate-limits/password-tries.server'
import { LOGIN_FAILURES } from '~/server/rate-limits/policy.server'
import { logSecurityEvent } from '~/server/security-log.server'
import { accepted, readOneTimeKey, refused, tooMany } from '~/server/forms.server'
import type { FieldErrors, FormAnswer } from '~/lib/form-answer'
import { getLogin, login, LOGIN_LIFETIME_MS } from '~/account/login-session.server'
import { forgetLogin, setToast } from '~/server/session.server'
import { redirectTarget } from '~/server/redirect.server'

/**
 * Sign-in, registration, sign-out and email confirmation: what the /login, /register, /logout and
 * /confirm-email actions do, answered with the forms' protocol (app/server/forms.server.ts): a form
 * the browser posted itself ends in a 303 with a toast, the login modal and the hydrated forms get
 * the answer as data. The customer's token only ever goes into the session.
 */

/** The /login and /register actions' answer: the password is never given back. */
export type AccountAnswer = FormAnswer<AccountField> & { next?: string }

const fail = (form: FormData, status: number, message: string | null, errors: FieldErrors<AccountField> = {}) =>
  refused(status, { message, errors, values: accountValues(form) })

/** Where a login goes on success: the form's `redirectTo` when it is a path of this shop, else /customer. */
export function loginTarget(value: FormDataEntryValue | string | null, origin: string): string {
  return redirectTarget(value, origin, { fallback: '/customer' })
}

export async function loginAction(form: FormData, context: RequestContext, request: Request) {
  const t = textOf(context.language)
  const parsed = parseLogin(form, context.language)
  if (!parsed.ok) {
    // Refused here, before the platform is asked: counted against this visitor alone.
    const limited = await overLimit(context, 'login', { request, ownOnly: true })
    if (limited) return tooMany(limited, { values: accountValues(form) })
    return fail(form, 400, t('checkout.fixErrors'), parsed.errors)
  }
  const { email } = parsed.data
  const event = { request, shop: context.tenant.host, email, secret: context.env.SESSION_SECRET[0] }
  // Wrong passwords slow down this visitor for this email, and the strangers of its address together, before the
  // platform's own lock (LOGIN_FAILURES). The try is reserved before the platform is asked, so that tries sent
  // together wait their turn too; a try refused here counts nowhere, the form's limit included.
  const attempt = await loginTry(context, email)
  const wait = await reserveLoginAttempt(context, attempt)
  if (wait !== null) {
    await logSecurityEvent('login-throttled', { ...event, retryAfter: wait })
    const message = t('account.throttled', { wait: waitText(context.language, wait) })
    return tooMany({ retryAfter: wait, message }, { values: accountValues(form) })
  }
  // A device that has signed in to this email is counted alone: others at its address cannot use up its sign-in.
  const limited = await overLimit(context, 'login', { request, ownOnly: attempt.known })
  if (limited) {
    await releaseLoginAttempt(context, attempt)
    return tooMany(limited, { values: accountValues(form) })
  }

  let answer
  try {
    answer = await loginCall(publicApi(context), parsed.data, context.client)
  } catch (caught) {
    const error = platformFailure(caught)
    if (error.status === 401) {
      await logSecurityEvent('login-failed', event)
      return fail(form, 401, t('account.wrongCredentials'))
    }
    await releaseLoginAttempt(context, attempt)
    if (error.status === 429) {
      // The platform's own lock: its wait passed on as it said it (a minute when it did not).
      const retryAfter = error.retryAfter ?? LOGIN_FAILURES.platform.lockSeconds
      const message = t('account.platformThrottled', { wait: waitText(context.language, retryAfter) })
      return tooMany({ retryAfter, message }, { values: accountValues(form) })
    }
    return fail(form, faultStatus(error), upstreamMessage(error) ?? t('account.loginError'))
  }
  if (!answer.token || !answer.user) {
    await releaseLoginAttempt(context, attempt)
    return fail(form, 401, t('account.loginRefused'))
  }
  await rememberSignIn(context, email, attempt)
  login(context.session, answer.token, answer.user)
  return accepted(context, t('account.loginSuccess'), loginTarget(form.get('redirectTo'), context.origin))
}

export async function registerAction(form: FormData, context: RequestContext, request: Request) {
  const t = textOf(context.language)
  const parsed = parseRegistration(form, context.language)
  const limited = await overLimit(context, 'register', { request, ownOnly: !parsed.ok })
  if (limited) return tooMany(limited, { values: accountValues(form) })
  if (!parsed.ok) return fail(form, 400, t('checkout.fixErrors'), parsed.errors)
  let answer
  try {
    answer = await registerCall(publicApi(context), parsed.data, readOneTimeKey(form, 'idempotencyKey'))
  } catch (caught) {
    const error = platformFailure(caught)
    return fail(form, faultStatus(error), upstreamMessage(error) ?? t('account.registerError'))
  }
  if (!answer.token || !answer.user) return fail(form, 502, t('account.registerError'))
  login(context.session, answer.token, answer.user)
  return accepted(context, t('account.registered'), '/customer')
}

/** Forgets the login (token, customer, expiry) and keeps the cart. */
export async function logoutAction(form: FormData, context: RequestContext) {
  const t = textOf(context.language)
  const ended = getLogin(context.session)
  if (ended) {
    // A copy of the cookie must not open the account after this (ended-logins.server.ts); if the store
    // cannot say so now, the logout still happens in this browser.
    const until = context.session.get('tokenExpiration') ?? Date.now() + LOGIN_LIFETIME_MS
    await context.endedLogins
      .end(ended.token, until)
      .catch((error: unknown) => console.error(`ended logins: ${String(error)}`))
  }
  forgetLogin(context.session)
  setToast(context.session, { type: 'info', message: t('account.loggedOut') })
  return redirect(redirectTarget(form.get('redirectTo'), context.origin, { language: context.language }), 303)
}

/** Sends the mail's single-use token to the platform; the missing token never leaves the storefront. */
async function confirmEmail(form: FormData, context: RequestContext, request: Request) {
  const t = textOf(context.language)
  const token = form.get('token')
  const missing = typeof token !== 'string' || !token.trim()
  const limited = await overLimit(context, 'confirmEmail', { request, ownOnly: missing })
  if (limited) return tooMany(limited)
  if (missing) return refused(400, { message: t('account.noToken') })
  try {
    await verifyEmailToken(publicApi(context), token.trim().slice(0, 512))
  } catch (caught) {
    const error = platformFailure(caught)
    return refused(faultStatus(error), { message: upstreamMessage(error) ?? t('account.confirmError') })
  }
  // The page says so and moves on to the customer area itself, with and without JavaScript.
  return { ok: true, message: t('account.confirmed'), errors: {}, values: {} } satisfies FormAnswer
}

/** The platform's own message, when it refused the request (4xx) and said why. */
function upstreamMessage(error: ApiError): string | null {
  return error.status !== null && error.status >= 400 && error.status < 500 ? error.serverMessage : null
}

/**
 * The link of the confirmation email (routes/($lang).confirm-email.tsx). Opening it (or a mail client's prefetch)
 * only shows the page: the single-use token is sent to the platform by a POST, at once with JavaScript, with the
 * button without it: a prefetch or a link scanner that runs no script cannot spend the token.
 */
export function loadConfirmEmailPage({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim().slice(0, 512) ?? ''
  if (!token) return data({ token: null }, { status: 400 })
  return { token }
}

/** The POST of the token, with JavaScript or with the page's button. */
export async function confirmEmailAction({ request, context }: ActionFunctionArgs) {
  return confirmEmail(await request.formData(), context, request)
}
