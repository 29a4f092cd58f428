import type { FaqSchema, Sent, SettingsSchema, ShopSchema } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { HttpError, MESSAGES, absoluteUrl, json } from './http'

/** A row of the `shops` table. */
export interface ShopRow {
  id: number
  subdomain: string
  active: number
  nom: string
  description: string | null
  logo_path: string | null
  favicon_path: string | null
  devise: string
  couleur_primaire: string
  couleur_secondaire: string
  theme_name: string
  theme_file: string
  theme_customization: string
  facebook_url: string | null
  x_url: string | null
  instagram_url: string | null
  tiktok_url: string | null
  youtube_url: string | null
  politique_apropos: string | null
  politique_remboursement: string | null
  politique_retour: string | null
  user_phone: string | null
  gtag: string | null
  facebook_pixel_id: string | null
}

type Faq = Sent<typeof FaqSchema>

/** The answer of GET /store/shop-data, as this API sends it (the seed's shape too). */
export type ShopData = ReturnType<typeof toShopData>

export function registerShopRoutes(api: ApiApp): void {
  api.get('/store/shop-data', getShopData)
  api.get('/shop/settings', getShopSettings)
}

/** The active shop with this subdomain, or null. */
export async function findActiveShop(db: D1Database, subdomain: string): Promise<ShopRow | null> {
  return db.prepare('SELECT * FROM shops WHERE subdomain = ?1 AND active = 1').bind(subdomain).first<ShopRow>()
}

async function getShopData({ env, var: { url, shop } }: ApiContext): Promise<Response> {
  // The query names the shop too: it must agree with the host.
  const subdomain = url.searchParams.get('subdomain')
  if (subdomain !== null && subdomain.trim().toLowerCase() !== shop.subdomain) {
    throw new HttpError(401, MESSAGES.shopNotFound)
  }
  const { results } = await env.DB.prepare(
    'SELECT question, answer FROM shop_faqs WHERE shop_id = ?1 ORDER BY position, id',
  )
    .bind(shop.id)
    .all<Faq>()
  return json(toShopData(shop, results, url.origin))
}

function getShopSettings({ var: { shop } }: ApiContext): Response {
  const settings = { themeName: shop.theme_name, themeFile: shop.theme_file } satisfies Sent<typeof SettingsSchema>
  return json(settings)
}

export function toShopData(row: ShopRow, faqs: Faq[], origin: string) {
  return {
    id: row.id,
    nom: row.nom,
    description: row.description,
    logo: absoluteUrl(row.logo_path, origin),
    favicon: absoluteUrl(row.favicon_path, origin),
    devise: row.devise,
    couleur_primaire: row.couleur_primaire,
    couleur_secondaire: row.couleur_secondaire,
    theme_customization: parseCustomization(row.theme_customization),
    reseaux_sociaux: {
      facebook_url: row.facebook_url,
      x_url: row.x_url,
      instagram_url: row.instagram_url,
      tiktok_url: row.tiktok_url,
      youtube_url: row.youtube_url,
    },
    politiques: {
      apropos: row.politique_apropos,
      remboursement: row.politique_remboursement,
      retour: row.politique_retour,
    },
    faqs: faqs.map(({ question, answer }) => ({ question, answer })),
    user_phone: row.user_phone,
    gtag: row.gtag,
    facebook_pixel_id: row.facebook_pixel_id,
  } satisfies Sent<typeof ShopSchema>
}

/** The stored JSON object, values as strings. Anything else gives `{}`. */
function parseCustomization(text: string): Record<string, string> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return {}
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {}
  const result: Record<string, string> = {}
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'number') result[key] = String(entry)
  }
  return result
}
