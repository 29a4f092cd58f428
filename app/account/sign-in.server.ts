import { data, redirect } from '@remix-run/cloudflare'
import { login as loginCall, register as registerCall, verifyEmailToken } from '~/api/account.server'
import { type ApiError, platformFailure, publicApi } from '~/api/client.server'
import {
  accountValues,
  parseLogin,
  parseRegistration,
  type AccountErrors,
  type AccountValues,
} from '~/account/account-forms.server'
import { statusOf } from '~/cart/shopper-cart.server'
import { translate as t } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'
import { clearLoginFailures, loginLockedFor, recordLoginFailure } from '~/account/login-attempts.server'
import { login, logout, safeRedirect, setToast } from '~/server/session.server'

/**
 * Sign-in, registration, sign-out and email confirmation: what the /login,
 * /register, /logout and /confirm-email actions do. A form posted by the
 * browser itself (no JavaScript) ends in a 303 with a flash toast; the login
 * modal and the enhanced registration form send `enhanced=1` and get the
 * outcome as data. The customer's token only ever goes into the session.
 */

export interface AccountFailure {
  ok: false
  message: string | null
  errors: AccountErrors
  values: AccountValues
}

export interface AccountSuccess {
  ok: true
  message: string
  redirectTo: string
}

const fail = (form: FormData, status: number, message: string | null, errors: AccountErrors = {}) =>
  data<AccountFailure>({ ok: false, message, errors, values: accountValues(form) }, { status })

function succeed(form: FormData, context: RequestContext, message: string, to: string) {
  if (form.get('enhanced') === '1') return data<AccountSuccess>({ ok: true, message, redirectTo: to })
  setToast(context.session, { type: 'success', message })
  return redirect(to, 303)
}

/** Where a login goes on success: the form's `redirectTo` when it is a path of this shop, else /customer. */
export function loginTarget(value: FormDataEntryValue | string | null, origin: string): string {
  return safeRedirect(value, origin, '/customer')
}

export async function loginAction(form: FormData, context: RequestContext) {
  const { session } = context
  const parsed = parseLogin(form)
  if (!parsed.ok) return fail(form, 400, t('checkout.fixErrors'), parsed.errors)
  if (loginLockedFor(session) > 0) return fail(form, 429, t('account.throttled'))

  let answer
  try {
    answer = await loginCall(publicApi(context), parsed.data)
  } catch (caught) {
    const error = platformFailure(caught)
    if (error.status === 401) {
      recordLoginFailure(session)
      return fail(form, 401, t('account.wrongCredentials'))
    }
    if (error.status === 429) return fail(form, 429, t('account.throttled'))
    return fail(form, statusOf(error), upstreamMessage(error) ?? t('account.loginError'))
  }
  if (!answer.token || !answer.user) return fail(form, 401, t('account.loginRefused'))
  clearLoginFailures(session)
  login(session, answer.token, answer.user)
  return succeed(form, context, t('account.loginSuccess'), loginTarget(form.get('redirectTo'), context.origin))
}

export async function registerAction(form: FormData, context: RequestContext) {
  const parsed = parseRegistration(form)
  if (!parsed.ok) return fail(form, 400, t('checkout.fixErrors'), parsed.errors)
  let answer
  try {
    answer = await registerCall(publicApi(context), parsed.data)
  } catch (caught) {
    const error = platformFailure(caught)
    return fail(form, statusOf(error), upstreamMessage(error) ?? t('account.registerError'))
  }
  if (!answer.token || !answer.user) return fail(form, 502, t('account.registerError'))
  login(context.session, answer.token, answer.user)
  return succeed(form, context, t('account.registered'), '/customer')
}

/** Forgets the login (token, customer, expiry) and keeps the cart. */
export function logoutAction(form: FormData, context: RequestContext) {
  logout(context.session)
  setToast(context.session, { type: 'info', message: t('account.loggedOut') })
  return redirect(safeRedirect(form.get('redirectTo'), context.origin, '/'), 303)
}

export type Confirmation = { ok: true } | { ok: false; message: string }

/** Sends the mail's single-use token to the platform; the missing token never leaves the storefront. */
export async function confirmEmail(form: FormData, context: RequestContext) {
  const token = form.get('token')
  if (typeof token !== 'string' || !token.trim())
    return data<Confirmation>({ ok: false, message: t('account.noToken') }, { status: 400 })
  try {
    await verifyEmailToken(publicApi(context), token.trim().slice(0, 512))
  } catch (caught) {
    const error = platformFailure(caught)
    return data<Confirmation>(
      { ok: false, message: upstreamMessage(error) ?? t('account.confirmError') },
      { status: statusOf(error) },
    )
  }
  return data<Confirmation>({ ok: true })
}

/** The platform's own message, when it refused the request (4xx) and said why. */
function upstreamMessage(error: ApiError): string | null {
  return error.status !== null && error.status >= 400 && error.status < 500 ? error.serverMessage : null
}
