import type { Context, Hono } from 'hono'
import type { Caller } from './auth'
import type { Env } from './env'
import type { ShopRow } from './shops'

/** What every /api/v2 handler finds in `c.var`: the caller is authenticated and the shop is active. */
export interface ApiVariables {
  caller: Caller
  shop: ShopRow
  url: URL
}

export type ApiEnv = { Bindings: Env; Variables: ApiVariables }
export type ApiApp = Hono<ApiEnv>
export type ApiContext = Context<ApiEnv>

/** The routes outside /api/v2 (health, images, the payment provider). */
export type SiteEnv = { Bindings: Env }
export type SiteApp = Hono<SiteEnv>
export type SiteContext = Context<SiteEnv>
