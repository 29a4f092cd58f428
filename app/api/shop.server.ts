import { z } from 'zod'
import { text } from './schema.server'
import type { Api } from './client.server'

/** Shop data and settings are public and change rarely: a short per-tenant cache. */
export const SHOP_CACHE_TTL = 60

const ShopSchema = z.object({
  id: z.union([z.number(), z.string()]),
  nom: text,
  description: text,
  logo: text,
  favicon: text,
  devise: text,
  couleur_primaire: text,
  couleur_secondaire: text,
  theme_customization: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? {}),
  reseaux_sociaux: z
    .object({
      facebook_url: text,
      x_url: text,
      instagram_url: text,
      tiktok_url: text,
      youtube_url: text,
    })
    .partial()
    .nullish()
    .transform((v) => v ?? {}),
  politiques: z
    .object({ apropos: text, remboursement: text, retour: text })
    .partial()
    .nullish()
    .transform((v) => v ?? {}),
  faqs: z
    .array(z.object({ question: z.string(), answer: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
  user_phone: text,
  gtag: text,
  facebook_pixel_id: text,
})

export type Shop = z.infer<typeof ShopSchema>

const SettingsSchema = z.object({
  themeName: text,
  themeFile: text,
})

export type ShopSettings = z.infer<typeof SettingsSchema>

export function getShopData(api: Api, subdomain: string): Promise<Shop> {
  return api.get('/store/shop-data', ShopSchema, { query: { subdomain }, cacheTtl: SHOP_CACHE_TTL })
}

export function getShopSettings(api: Api): Promise<ShopSettings> {
  return api.get('/shop/settings', SettingsSchema, { cacheTtl: SHOP_CACHE_TTL })
}

export type VisitDirection = 'increment' | 'decrement'

export function recordVisit(api: Api, shopId: Shop['id'], direction: VisitDirection): Promise<unknown> {
  return api.post(`/boutiques/${encodeURIComponent(String(shopId))}/visite`, { direction }, z.unknown())
}
