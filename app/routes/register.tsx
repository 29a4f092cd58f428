import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { useTranslation, type StringsHandle } from '~/i18n/use-translation'
import { redirectSignedIn } from '~/account/account-pages.server'
import { noStoreHeaders } from '~/server/security.server'
import { RegisterForm } from '~/account/RegisterForm'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { translate as layoutTranslate, withPageStrings } from '~/i18n/translate'
import { rootMeta } from '~/root'
import { registerAction } from '~/account/sign-in.server'
import { accountStrings } from '~/i18n/pages/account'

/** This page's strings (app/i18n/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: [accountStrings] } satisfies StringsHandle

/** The layout's strings and this page's, for `meta`. */
const translate = withPageStrings(layoutTranslate, handle.strings)

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translate('account.registerTitle')} - ${rootMeta(matches)?.shop.name ?? ''}` },
  { name: 'robots', content: 'noindex' },
]

export const headers = noStoreHeaders

export function loader({ context }: LoaderFunctionArgs) {
  redirectSignedIn(context, '/')
  return null
}

export async function action({ request, context }: ActionFunctionArgs) {
  return registerAction(await request.formData(), context, request)
}

/** After its own success this page stays 2 s with its message: its loader would send the new customer to / at once. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === '/register' ? false : defaultShouldRevalidate

export default function RegisterPage() {
  const { t } = useTranslation()
  return (
    <section className="account-page">
      <h1>{t('account.registerTitle')}</h1>
      <RegisterForm />
    </section>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
