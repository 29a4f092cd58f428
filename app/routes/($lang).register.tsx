import { withoutLanguage } from '~/lib/languages'
import { pageLoader, pageAction } from '~/i18n/route-strings.server'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { withActionStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { redirectSignedIn } from '~/account/account-pages.server'
import { retryAfterHeaders } from '~/lib/page-headers'
import { RegisterForm } from '~/account/RegisterForm'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { rootMeta } from '~/root'
import { registerAction } from '~/account/sign-in.server'

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['account'] } satisfies StringsHandle

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  return [
    { title: `${translate('account.registerTitle')} - ${rootMeta(matches)?.shop.name ?? ''}` },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * Not no-store: Back after a send whose answer was lost finds the form as it was, its one-time key with it (a signed-in
 * visitor's pages are no-store all the same).
 */
export const headers = retryAfterHeaders

function load({ context }: LoaderFunctionArgs) {
  redirectSignedIn(context, '/')
  return { registrationKey: crypto.randomUUID() }
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

async function act({ request, context }: ActionFunctionArgs) {
  return registerAction(await request.formData(), context, request)
}
export const action = /* @__PURE__ */ pageAction(handle, act)

/** After its own success this page stays 2 s with its message: its loader would send the new customer to / at once. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  withoutLanguage(formAction ?? '') === '/register' ? false : defaultShouldRevalidate

function RegisterPage() {
  const { t } = useTranslation()
  const { registrationKey } = useLoaderData<typeof loader>()
  return (
    <section className="account-page">
      <h1>{t('account.registerTitle')}</h1>
      <RegisterForm registrationKey={registrationKey} />
    </section>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

export default withActionStrings(RegisterPage)

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { clientAction } from '~/sending/keep-form'
