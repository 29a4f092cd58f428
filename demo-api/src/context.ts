import type { Caller } from './auth'
import type { Env } from './env'
import type { Router } from './router'
import type { ShopRow } from './shops'

/** What every /api/v2 handler receives: the caller is authenticated and the shop is active. */
export interface ApiContext {
  request: Request
  url: URL
  env: Env
  caller: Caller
  shop: ShopRow
}

export type ApiRouter = Router<ApiContext>

/** What the routes outside /api/v2 receive (health, images, the payment provider). */
export interface SiteContext {
  request: Request
  env: Env
}

export type SiteRouter = Router<SiteContext>
