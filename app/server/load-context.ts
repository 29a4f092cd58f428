import type { Env } from '~/server/env.server'
import type { Shop, ShopSettings } from '~/api/contract.server'
import type { Tenant } from '~/lib/host'
import type { Language } from '~/lib/languages'
import type { AppSession } from '~/server/session.server'
import type { EndedLogins } from '~/server/ended-logins.server'
import type { CacheGenerations } from '~/server/edge-cache/generations.server'
import type { PlatformCalls } from '~/server/request-log.server'

/**
 * Everything one request needs, built by app/server/request/render.server.ts. Never kept in a module variable.
 * Plain data only: the Pages function and the Remix build are bundled separately, so
 * objects with behaviour (the API clients) are made on the app side, see app/api/client.server.ts.
 */
export interface RequestContext {
  env: Env
  tenant: Tenant
  /** Origin of the request as the browser sees it, e.g. https://demo.example.cm */
  origin: string
  /** The visitor's address (`CF-Connecting-IP`; 'local' without it): the rate limits' ceilings count by it. */
  client: string
  /**
   * The visitor id its signed cookie brought (app/server/visitor-id.server.ts), or null: a first request, a browser
   * without cookies, or a script that drops them. The rate limits count a visitor by it.
   */
  visitor: string | null
  session: AppSession
  /** The language the page is shown in, resolved by remix-i18next (app/i18n/language.server.ts). */
  language: Language
  cspNonce: string
  /** The browser asked for reduced data (Save-Data: on): pages are sent without scripts. */
  saveData: boolean
  /** This browser runs no script (cookie set by /no-js): documents are sent whole. */
  noScript: boolean
  /** The request asks for route data (single fetch's `/<route>.data`), not for a document. */
  dataRequest: boolean
  waitUntil: (promise: Promise<unknown>) => void
  /** The shop host's cache generation (app/server/edge-cache/generations.server.ts): part of every cache key. */
  cacheGeneration: number
  /** The generations themselves, for a purge (made by the request handler, app/server/request/, whose isolate memory the page cache reads). */
  cacheGenerations: CacheGenerations
  /** Logins ended by 'Déconnexion' (made by the request handler: its isolate memory, when there is no D1, is the one read). */
  endedLogins: EndedLogins
  /** What the request's loaders and actions share once one of them has made it (see PerRequest). */
  perRequest: PerRequest
}

/** The shop of a request and its settings (app/layout/shop.server.ts). */
export type LoadedShop = { shop: Shop; settings: ShopSettings }

/** Filled in while the request runs: never read by another request. */
interface PerRequest {
  /** The shop and its settings, asked for once however many loaders need them (app/layout/shop.server.ts). */
  shop?: Promise<LoadedShop>
  /** Once an action has started: the one API timeout its calls and the page rendered after it share. */
  apiBudget?: AbortSignal
  /** The request's platform calls, for its log line and Server-Timing (app/server/request-log.server.ts). */
  platform?: PlatformCalls
  /** What a document's `NotHydrated` parts render, kept out of its route data (app/layout/not-hydrated.server.ts). */
  documentOnly?: unknown[]
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
