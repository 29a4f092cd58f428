import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation, type StringsHandle } from '~/i18n/use-translation'
import { noStoreHeaders } from '~/server/security.server'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { translate as layoutTranslate, withPageStrings } from '~/i18n/translate'
import { safeRedirect } from '~/server/session.server'
import { logoutAction } from '~/account/sign-in.server'
import { accountStrings } from '~/i18n/pages/account'

/** This page's strings (app/i18n/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: [accountStrings] } satisfies StringsHandle

/** The layout's strings and this page's, for `meta`. */
const translate = withPageStrings(layoutTranslate, handle.strings)

export const meta: MetaFunction = () => [{ title: translate('account.logout') }, { name: 'robots', content: 'noindex' }]

export const headers = noStoreHeaders

/** A GET only asks: a link or a prefetch never signs anyone out. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return { redirectTo: safeRedirect(new URL(request.url).searchParams.get('redirectTo'), context.origin, '/') }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return logoutAction(await request.formData(), context)
}

export default function LogoutPage() {
  const { redirectTo } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="account-page">
      <h1>{t('account.logout')}</h1>
      <p>{t('account.logoutConfirm')}</p>
      <Form method="post" action="/logout" className="account-form__actions">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="button">
          {t('account.logoutYes')}
        </button>
        <Link to="/" className="button button--ghost">
          {t('notFound.home')}
        </Link>
      </Form>
    </section>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
