import { pageLoader, pageAction } from '~/i18n/route-strings.server'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { withActionStrings, useTranslation, metaTranslate } from '~/i18n/use-translation'
import { redirectSignedIn } from '~/account/account-pages.server'
import { noStoreHeaders } from '~/lib/page-headers'
import { LoginForm } from '~/account/LoginForm'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { rootMeta } from '~/root'
import { loginAction, loginTarget } from '~/account/sign-in.server'

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  return [
    { title: `${translate('account.loginTitle')} - ${rootMeta(matches)?.shop.name ?? ''}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export const headers = noStoreHeaders

/**
 * A signed-in customer goes on to the login's target (/customer unless the link named a page of the shop):
 * after a login with JavaScript, the page's revalidation is what moves on.
 */
function load({ request, context }: LoaderFunctionArgs) {
  const redirectTo = loginTarget(new URL(request.url).searchParams.get('redirectTo'), context.origin)
  redirectSignedIn(context, redirectTo)
  return { redirectTo }
}
export const loader = /* @__PURE__ */ pageLoader({}, load)

async function act({ request, context }: ActionFunctionArgs) {
  return loginAction(await request.formData(), context, request)
}
export const action = /* @__PURE__ */ pageAction({}, act)

function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <section className="account-page">
      <h1>{t('account.loginTitle')}</h1>
      <LoginForm redirectTo={redirectTo} answer={answer ?? null} />
    </section>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

export default withActionStrings(LoginPage)

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { clientAction, shouldRevalidate } from '~/sending/keep-form'
