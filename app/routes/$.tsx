import type { MetaFunction } from '@remix-run/cloudflare'
import { GeneralErrorBoundary, NotFound } from '~/layout/NotFound'
import { translate } from '~/i18n/translate'

export const meta: MetaFunction = () => [{ title: translate('notFound.title') }]

export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' })
}

export default function CatchAll() {
  return <NotFound />
}

export const ErrorBoundary = GeneralErrorBoundary
