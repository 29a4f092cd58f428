import { SEED_ARTICLES, blogSeedStatements } from './seed-blog'

/**
 * Content seed: the blog (`seed-blog.ts`), the pop-ups (demo and mode have
 * one) and the promotional texts of the announcement bar (demo 2, mode 1).
 * Primary keys: pop-up = shop id, promotional text shopId*10+n.
 */

interface SeedPopup {
  shopId: number
  titre: string | null
  contenu: string | null
  imagePath: string | null
  lien: string | null
  texteLien: string | null
}

interface SeedPromoText {
  id: number
  shopId: number
  texte: string
  lien: string | null
}

const SEED_POPUPS: SeedPopup[] = [
  {
    shopId: 1,
    titre: 'Bienvenue chez Boutique Démo !',
    contenu: 'Profitez de 10 % de réduction sur votre première commande avec le code BIENVENUE10.',
    imagePath: '/images/popups/demo/bienvenue.jpg',
    lien: '/categories/electromenager',
    texteLien: 'Voir les offres',
  },
  {
    shopId: 2,
    titre: 'Nouvelle collection',
    contenu: 'Les robes de fin d’année sont arrivées : bazin brodé et wax doré, cousus à Douala.',
    imagePath: null,
    lien: '/categories/robes',
    texteLien: 'Découvrir',
  },
]

const SEED_PROMO_TEXTS: SeedPromoText[] = [
  { id: 11, shopId: 1, texte: 'Livraison offerte dès 50 000 FCFA d’achat à Douala et Yaoundé', lien: '/categories' },
  { id: 12, shopId: 1, texte: 'Paiement à la livraison ou par Mobile Money', lien: null },
  { id: 21, shopId: 2, texte: 'Retouches offertes en boutique sur tout achat', lien: '/contact' },
]

export const SEED_CONTENT = { articles: SEED_ARTICLES, popups: SEED_POPUPS, promoTexts: SEED_PROMO_TEXTS }

/** INSERT OR IGNORE statements for the content seed. */
export function contentSeedStatements(db: D1Database): D1PreparedStatement[] {
  const insertPopup = db.prepare(
    `INSERT OR IGNORE INTO popups (id, shop_id, titre, contenu, image_path, lien, texte_lien)
     VALUES (?1, ?1, ?2, ?3, ?4, ?5, ?6)`,
  )
  const insertText = db.prepare(
    'INSERT OR IGNORE INTO promo_texts (id, shop_id, position, texte, lien) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
  return [
    ...blogSeedStatements(db),
    ...SEED_POPUPS.map((p) => insertPopup.bind(p.shopId, p.titre, p.contenu, p.imagePath, p.lien, p.texteLien)),
    ...SEED_PROMO_TEXTS.map((t) => insertText.bind(t.id, t.shopId, t.id % 10, t.texte, t.lien)),
  ]
}
