import { z } from 'zod'
import { SettingsSchema, ShopSchema, type Shop, type ShopSettings } from './contract.server'
import { CacheStrategy } from '~/server/edge-cache/store.server'
import type { Api } from './client.server'

/** Shop data and settings are public and change rarely: a short per-tenant cache. */

export type { Shop, ShopSettings } from './contract.server'

export function getShopData(api: Api, subdomain: string): Promise<Shop> {
  return api.get('/store/shop-data', ShopSchema, { query: { subdomain }, cache: CacheStrategy.shop })
}

export function getShopSettings(api: Api): Promise<ShopSettings> {
  return api.get('/shop/settings', SettingsSchema, { cache: CacheStrategy.shop })
}

export type VisitDirection = 'increment' | 'decrement'

export function recordVisit(api: Api, shopId: Shop['id'], direction: VisitDirection): Promise<unknown> {
  return api.post(`/boutiques/${encodeURIComponent(String(shopId))}/visite`, { direction }, z.unknown())
}
