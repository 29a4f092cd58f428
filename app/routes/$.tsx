import type { MetaFunction } from '@remix-run/cloudflare'
import { GeneralErrorBoundary, NotFound } from '~/components/layout/NotFound'
import { fr } from '~/locales/fr'

export const meta: MetaFunction = () => [{ title: fr.notFound.title }]

export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' })
}

export default function CatchAll() {
  return <NotFound />
}

export const ErrorBoundary = GeneralErrorBoundary
