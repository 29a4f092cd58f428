import { pageLoader, pageAction } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { useActionData, useFetcher, useLoaderData, useNavigate } from '@remix-run/react'
import { Form, Link, useLocalPath } from '~/i18n/links'
import { useEffect, useRef } from 'react'
import { withActionStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { noStoreHeaders } from '~/lib/page-headers'
import { REGISTER_REDIRECT_MS } from '~/account/RegisterForm'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { confirmEmailAction, loadConfirmEmailPage } from '~/account/sign-in.server'
import type { FormAnswer } from '~/lib/form-answer'
import type { SecretAddressHandle } from '~/root'

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['account'], secretAddress: true } satisfies StringsHandle & SecretAddressHandle

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  return [{ title: translate('account.confirmTitle') }, { name: 'robots', content: 'noindex' }]
}

export const headers = noStoreHeaders

export const loader = /* @__PURE__ */ pageLoader(handle, loadConfirmEmailPage)

export const action = /* @__PURE__ */ pageAction(handle, confirmEmailAction)

/** Posted to the link's own URL, so the page shown after the POST still knows its token. */
const confirmAction = (token: string) => `/confirm-email?token=${encodeURIComponent(token)}`

function ConfirmEmailPage() {
  const { token } = useLoaderData<typeof loader>()
  const posted = useActionData<FormAnswer>()
  const fetcher = useFetcher<FormAnswer>({ key: 'confirm-email' })
  const local = useLocalPath()
  const sent = useRef(false)
  const { t } = useTranslation()
  useEffect(() => {
    if (!token || posted || sent.current) return
    sent.current = true
    fetcher.submit({ token }, { method: 'post', action: local(confirmAction(token)) })
  }, [token, posted, fetcher, local])
  const outcome = posted ?? fetcher.data

  return (
    <section className="account-page">
      <h1>{t('account.confirmTitle')}</h1>
      {!token ? (
        <p className="notice notice--error" role="alert">
          {t('account.noToken')}
        </p>
      ) : outcome?.ok ? (
        <Confirmed />
      ) : outcome ? (
        <p className="notice notice--error" role="alert">
          {outcome.message}
        </p>
      ) : fetcher.state !== 'idle' ? (
        <p role="status" aria-busy="true" className="account-page__loading">
          {t('account.confirming')}
        </p>
      ) : (
        <Form method="post" action={confirmAction(token)} className="account-form__actions">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            {t('account.confirmButton')}
          </button>
        </Form>
      )}
      {outcome?.ok ? null : (
        <p>
          <Link to="/login" className="button button--ghost">
            {t('account.signIn')}
          </Link>
        </p>
      )}
    </section>
  )
}

/** Success: the two texts, then on to the customer area (the browser's refresh does it without JavaScript). */
function Confirmed() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const local = useLocalPath()
  useEffect(() => {
    const timer = setTimeout(() => navigate(local('/customer'), { replace: true }), REGISTER_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate, local])
  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={`${REGISTER_REDIRECT_MS / 1000}; url=${local('/customer')}`} />
      </noscript>
      <p className="notice notice--success" role="status">
        {t('account.confirmed')}
      </p>
      <p>{t('account.confirmedNext')}</p>
      <p>
        <Link to="/login" className="button">
          {t('account.signIn')}
        </Link>
      </p>
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

export default withActionStrings(ConfirmEmailPage)

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { clientAction, shouldRevalidate } from '~/sending/keep-form'
