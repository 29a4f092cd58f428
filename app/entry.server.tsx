import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToReadableStream } from 'react-dom/server'
import { DocumentProvider } from '~/layout/document-context'
import { DocumentOnlyValuesProvider } from '~/layout/NotHydrated'
import { sendsWholeDocument } from '~/server/document.server'
import { analyticsIds } from '~/analytics/analytics-ids'
import { contentSecurityPolicy } from '~/server/security.server'
import { pictureHosts } from '~/server/env.server'
import { pictureLean, picturesAsSent } from '~/pictures/as-sent.server'
import { logSecurityEvent } from '~/server/security-log.server'

/**
 * What Remix reports: an error of the code is logged with its stack; an answer the storefront or Remix chose
 * (a thrown 4xx/5xx page, a 405 for a method a route does not take) is not one, and writes one line at most
 * (5xx; a 405 is a security event), without a stack; a visitor who left is not logged at all.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (!isRouteErrorResponse(error)) return console.error(error)
  const { hostname, pathname } = new URL(request.url)
  if (error.status === 405) void logSecurityEvent('probe', { request, shop: hostname, status: 405 })
  if (error.status >= 500) console.error(`${error.status} ${request.method} ${pathname}`)
}

/** Deferred data that has not arrived by then (ms) is rendered as its error state (Remix reads this export). */
export const streamTimeout = 10_000

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
) {
  const nonce = context.cspNonce
  let statusCode = status
  const body = await renderToReadableStream(
    <DocumentProvider
      value={{
        nonce,
        saveData: context.saveData,
      }}
    >
      <DocumentOnlyValuesProvider value={context.perRequest.documentOnly ?? []}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </DocumentOnlyValuesProvider>
    </DocumentProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        statusCode = 500
        if (!request.signal.aborted) console.error(error)
      },
    },
  )

  if (sendsWholeDocument(request, context)) await body.allReady

  const rootData = remixContext.staticHandlerContext.loaderData?.root as
    { shop?: { gtag?: unknown; pixel?: unknown } } | undefined
  const ids = analyticsIds({ gtag: rootData?.shop?.gtag, facebook_pixel_id: rootData?.shop?.pixel })
  headers.set('Content-Type', 'text/html; charset=utf-8')
  // A page that shows a customer or echoes a form asks for no-store through its route's `headers` export.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache')
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      // The platform's sites: pictures the image path does not make (SVG) are loaded from them as they are.
      imageOrigins: pictureHosts(context.env),
      formOrigins: [new URL(context.env.PAYMENT_PROVIDER_URL).origin],
      gtag: ids.gtag !== null && !context.saveData,
      pixel: ids.pixel !== null,
    }),
  )
  // Previews of the pictures above the fold; a page that runs no script draws its pictures smaller
  // (app/pictures/as-sent.server.ts).
  return picturesAsSent(new Response(body, { headers, status: statusCode }), pictureLean(request, context))
}
