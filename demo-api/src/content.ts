import type { PopupSchema, PromoTextListSchema, Sent } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { HttpError, absoluteUrl, json } from './http'

/**
 * What the shop shows around its pages: GET /popup (its pop-up, 404 when it
 * has none) and GET /textplaceholder1 (the promotional texts of the
 * announcement bar, in order, possibly none).
 */

const CONTENT_MESSAGES = {
  noPopup: 'Aucun pop-up.',
} as const

interface PopupRow {
  id: number
  titre: string | null
  contenu: string | null
  image_path: string | null
  lien: string | null
  texte_lien: string | null
}

interface PromoTextRow {
  id: number
  texte: string
  lien: string | null
}

/** The answers as this API sends them, checked against the platform's schemas. */
export type Popup = ReturnType<typeof toPopup>
export type PromoTextList = ReturnType<typeof toPromoTexts>

export function registerContentRoutes(api: ApiApp): void {
  api.get('/popup', getPopup)
  api.get('/textplaceholder1', listPromoTexts)
}

function toPopup(row: PopupRow, origin: string) {
  return {
    id: row.id,
    titre: row.titre,
    contenu: row.contenu,
    image: absoluteUrl(row.image_path, origin),
    lien: row.lien,
    texte_lien: row.texte_lien,
  } satisfies Sent<typeof PopupSchema>
}

function toPromoTexts(rows: PromoTextRow[]) {
  return rows.map((row) => ({ id: row.id, texte: row.texte, lien: row.lien })) satisfies Sent<
    typeof PromoTextListSchema
  >
}

async function getPopup({ env, var: { shop, url } }: ApiContext): Promise<Response> {
  const row = await env.DB.prepare(
    'SELECT id, titre, contenu, image_path, lien, texte_lien FROM popups WHERE shop_id = ?1',
  )
    .bind(shop.id)
    .first<PopupRow>()
  if (!row) throw new HttpError(404, CONTENT_MESSAGES.noPopup)
  return json(toPopup(row, url.origin))
}

async function listPromoTexts({ env, var: { shop } }: ApiContext): Promise<Response> {
  const { results } = await env.DB.prepare(
    'SELECT id, texte, lien FROM promo_texts WHERE shop_id = ?1 ORDER BY position, id',
  )
    .bind(shop.id)
    .all<PromoTextRow>()
  return json(toPromoTexts(results))
}
