import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare'
import { RemixServer } from '@remix-run/react'
import { createInstance } from 'i18next'
import { renderToReadableStream } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { DocumentProvider } from '~/components/layout/document-context'
import { sendsWholeDocument } from '~/document.server'
import { i18nOptions } from '~/i18n'
import { analyticsIds } from '~/lib/analytics'
import { contentSecurityPolicy } from '~/security.server'

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
  const i18n = createInstance()
  await i18n.use(initReactI18next).init(i18nOptions)

  let statusCode = status
  const body = await renderToReadableStream(
    <DocumentProvider value={{ nonce, saveData: context.saveData }}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
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
  const apiOrigin = new URL(context.env.API_BASE_URL).origin
  headers.set('Content-Type', 'text/html; charset=utf-8')
  // A page may ask for stricter caching through its route's `headers` (the customer area: private, no-store).
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache')
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      imageOrigins: [apiOrigin],
      formOrigins: [new URL(context.env.PAYMENT_PROVIDER_URL).origin],
      gtag: ids.gtag !== null && !context.saveData,
      pixel: ids.pixel !== null,
    }),
  )
  return new Response(body, { headers, status: statusCode })
}
