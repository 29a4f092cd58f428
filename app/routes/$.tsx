import type { MetaFunction } from '@remix-run/cloudflare'
import { GeneralErrorBoundary, NotFound } from '~/layout/NotFound'
import { metaTranslate } from '~/i18n/use-translation'

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  return [{ title: translate('notFound.title') }]
}

export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' })
}

export default function CatchAll() {
  return <NotFound />
}

export const ErrorBoundary = GeneralErrorBoundary
