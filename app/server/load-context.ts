import type { Env } from '~/server/env.server'
import type { Tenant } from '~/lib/host'
import type { AppSession } from '~/server/session.server'

/**
 * Everything one request needs, built by functions/[[path]].ts. Never kept in a module variable.
 * Plain data only: the Pages function and the Remix build are bundled separately, so
 * objects with behaviour (the API clients) are made on the app side, see app/api/client.server.ts.
 */
export interface RequestContext {
  env: Env
  tenant: Tenant
  /** Origin of the request as the browser sees it, e.g. https://demo.example.cm */
  origin: string
  session: AppSession
  cspNonce: string
  /** The browser asked for reduced data (Save-Data: on): pages are sent without scripts. */
  saveData: boolean
  /** This browser runs no script (cookie set by /no-js): documents are sent whole. */
  noScript: boolean
  /** The request asks for route data (single fetch's `/<route>.data`), not for a document. */
  dataRequest: boolean
  waitUntil: (promise: Promise<unknown>) => void
  /** Answers already asked for during this request (e.g. the shop, read by several loaders), and its API timeout. */
  memo: Map<string, unknown>
}

declare module '@remix-run/cloudflare' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

// Loaders and actions answer through single fetch (remix.config.js): data types follow turbo-stream, not JSON.
declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true
  }
}
