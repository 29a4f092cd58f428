import { pageLoader, pageAction } from '~/i18n/route-strings.server'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { Form, Link } from '~/i18n/links'
import { withActionStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { noStoreHeaders } from '~/lib/page-headers'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { redirectTarget } from '~/server/redirect.server'
import { logoutAction } from '~/account/sign-in.server'

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['account'] } satisfies StringsHandle

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  return [{ title: translate('account.logout') }, { name: 'robots', content: 'noindex' }]
}

export const headers = noStoreHeaders

/** A GET only asks: a link or a prefetch never signs anyone out. */
function load({ request, context }: LoaderFunctionArgs) {
  return { redirectTo: redirectTarget(new URL(request.url).searchParams.get('redirectTo'), context.origin) }
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

async function act({ request, context }: ActionFunctionArgs) {
  return logoutAction(await request.formData(), context)
}
export const action = /* @__PURE__ */ pageAction(handle, act)

function LogoutPage() {
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

export default withActionStrings(LogoutPage)

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { clientAction, shouldRevalidate } from '~/sending/keep-form'
