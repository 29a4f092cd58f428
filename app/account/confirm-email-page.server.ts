import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { confirmEmail } from '~/account/sign-in.server'

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
