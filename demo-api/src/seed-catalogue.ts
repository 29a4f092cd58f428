import type { Review } from './catalogue'
import { fnv1a } from './hash'
import { CATALOGUE_TABLES, type CategoryTable, type ProductEntry, type ShopCatalogueTable } from './seed-catalogue-data'
import { EXTREME_CATALOGUE } from './seed-extreme'
import { escapeHtml, searchKey, slugify } from './text'

/**
 * The catalogue seed, generated from the tables of `seed-catalogue-data.ts`.
 * Everything is derived from the table order and a hash of names, so the
 * same tables always give the same rows.
 *
 * Per shop, by the product's index `i` in the shop (0-based, table order):
 * - on sale (prix_original > prix): i % 4 === 0
 * - no image (image and image_url null): i % 13 === 7
 * - 2 to 4 variants, each with its own price and image: i % 3 === 1
 * - 1 to 5 reviews: i % 4 === 2
 * - 1 to 3 description images: i % 5 === 3
 * - out of stock (qteEnStock 0): i % 17 === 11
 * - qteEnStock 2: the product named in LOW_STOCK_PRODUCTS (one per shop,
 *   without variants), so the cart's stock limit can be reached
 *
 * Primary keys: category shopId*100+n, product shopId*1000+n, slider
 * shopId*10+n, variant, review and description image productId*10+n
 * (n counted from 1).
 */

export interface SeedSlider {
  id: number
  shopId: number
  position: number
  imagePath: string
  grand_titre: string
  petit_titre: string
  offre: string
  lien: string
  text_lien: string
}

export interface SeedCategory {
  id: number
  shopId: number
  position: number
  slug: string
  nom: string
  imagePath: string | null
}

export interface SeedVariant {
  id: number
  position: number
  nom: string
  prix: number
  prixOriginal: number | null
  imagePath: string | null
}

/** A review as GET /produits/slug/{slug} sends it. */
export type SeedReview = Review

export interface SeedProduct {
  id: number
  shopId: number
  categoryId: number
  position: number
  slug: string
  nom: string
  prix: number
  prixOriginal: number | null
  imagePath: string | null
  description: string
  reference: string
  qteEnStock: number
  variants: SeedVariant[]
  reviews: SeedReview[]
  images: { id: number; position: number; imagePath: string }[]
}

export interface SeedCatalogue {
  sliders: SeedSlider[]
  categories: SeedCategory[]
  products: SeedProduct[]
}

/**
 * GET /produits/slug/{slug} answers 200 with an empty body for this slug of
 * this shop, so the storefront's 'Product data not found in response.' path
 * can be tested. It is not a row: it appears in no list and no search.
 */
export const EMPTY_BODY_PRODUCT = { subdomain: 'demo', slug: 'produit-vide' } as const

/**
 * One product per shop with qteEnStock 2: adding a third one to a cart
 * answers 409 'Stock insuffisant : il reste 2 article(s).'
 */
export const LOW_STOCK_PRODUCTS: Readonly<Record<string, string>> = {
  demo: 'bouilloire-electrique-1-7-l',
  mode: 'robe-chemise-en-lin',
  nuit: 'tecno-spark-20',
  marche: 'papayes-solo',
}
const LOW_STOCK_QUANTITY = 2

const REVIEWERS = [
  'Aïcha N.',
  'Jean-Paul M.',
  'Brenda T.',
  'Serge E.',
  'Mireille K.',
  'Hervé N.',
  'Carine B.',
  'Ulrich F.',
  'Nadège O.',
  'Patrick A.',
  'Estelle D.',
  'Boris Y.',
] as const

const NOTES = [5, 4, 5, 3, 5, 2, 4, 5, 1, 4, 5, 3] as const

const MESSAGES_BY_NOTE: Record<number, readonly string[]> = {
  5: [
    'Très bon produit, conforme à la description. Livraison rapide à Bonamoussadi.',
    'Parfait ! Je recommande <3',
    'Excellent rapport qualité-prix, j’en ai recommandé un pour ma sœur.',
  ],
  4: [
    'Bonne qualité pour le prix, le livreur a appelé avant de passer.',
    'Bon achat dans l’ensemble, l’emballage pourrait être meilleur.',
  ],
  3: ['Correct, sans plus. Il a fallu attendre trois jours pour la livraison.'],
  2: ['Emballage abîmé à la livraison, mais le service client a été réactif.'],
  1: ['Produit décevant : ce n’est pas ce que j’attendais, je l’ai retourné.'],
}

/** The latest review date. Reviews go back up to a year before it. */
const LAST_REVIEW = Date.UTC(2026, 5, 30, 18, 0, 0)
const DAY_MS = 86_400_000

/** The shops' catalogues: generated from the tables, and the `extreme` shop's written out (`seed-extreme.ts`). */
export const SEED_CATALOGUE: SeedCatalogue = merge(buildCatalogue(CATALOGUE_TABLES), EXTREME_CATALOGUE)

function merge(...catalogues: SeedCatalogue[]): SeedCatalogue {
  return {
    sliders: catalogues.flatMap((catalogue) => catalogue.sliders),
    categories: catalogues.flatMap((catalogue) => catalogue.categories),
    products: catalogues.flatMap((catalogue) => catalogue.products),
  }
}

function buildCatalogue(tables: readonly ShopCatalogueTable[]): SeedCatalogue {
  const catalogue: SeedCatalogue = { sliders: [], categories: [], products: [] }
  for (const shop of tables) {
    shop.sliders.forEach((slider, position) => {
      catalogue.sliders.push({
        id: shop.shopId * 10 + position + 1,
        shopId: shop.shopId,
        position,
        imagePath: `/images/sliders/${shop.subdomain}/${slider.image}.jpg`,
        grand_titre: slider.grand_titre,
        petit_titre: slider.petit_titre,
        offre: slider.offre,
        lien: slider.lien,
        text_lien: slider.text_lien,
      })
    })
    const slugs = new Set<string>()
    let index = 0
    shop.categories.forEach((category, categoryPosition) => {
      const categoryId = shop.shopId * 100 + categoryPosition + 1
      catalogue.categories.push({
        id: categoryId,
        shopId: shop.shopId,
        position: categoryPosition,
        slug: category.slug,
        nom: category.nom,
        imagePath: category.image === false ? null : `/images/categories/${shop.subdomain}/${category.slug}.jpg`,
      })
      category.products.forEach((entry, position) => {
        const slug = uniqueSlug(slugify(entry[0]), slugs)
        catalogue.products.push(buildProduct(shop, category, categoryId, entry, slug, position, index))
        index += 1
      })
    })
  }
  return catalogue
}

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base
  for (let n = 2; taken.has(slug) || slug === EMPTY_BODY_PRODUCT.slug; n++) slug = `${base}-${n}`
  taken.add(slug)
  return slug
}

function buildProduct(
  shop: ShopCatalogueTable,
  category: CategoryTable,
  categoryId: number,
  entry: ProductEntry,
  slug: string,
  position: number,
  index: number,
): SeedProduct {
  const [nom, prix] = entry
  const id = shop.shopId * 1000 + index + 1
  const hash = fnv1a(`${shop.subdomain}/${slug}`)
  const onSale = index % 4 === 0
  const reference = `${shop.code}-${category.code}-${String(position + 1).padStart(3, '0')}`
  const productImages = `/images/products/${shop.subdomain}/${slug}`

  const variantCount = index % 3 === 1 ? Math.min(category.variants.length, 2 + (hash % 3)) : 0
  const variants = category.variants.slice(0, variantCount).map(([label, factor], k): SeedVariant => {
    const variantPrix = factor === 1 ? prix : roundPrice(prix * factor)
    return {
      id: id * 10 + k + 1,
      position: k,
      nom: label,
      prix: variantPrix,
      prixOriginal: onSale ? salePrice(variantPrix) : null,
      imagePath: `${productImages}--${slugify(label)}.jpg`,
    }
  })

  const reviewCount = index % 4 === 2 ? 1 + (hash % 5) : 0
  const reviews = Array.from({ length: reviewCount }, (_, k): SeedReview => {
    const pick = (hash >>> 3) + k * 7
    const note = NOTES[pick % NOTES.length] as number
    const messages = MESSAGES_BY_NOTE[note] ?? []
    const daysAgo = ((hash >>> 5) + k * 37) % 360
    const minutes = ((hash >>> 9) + k * 131) % 600
    return {
      id: id * 10 + k + 1,
      nom_client: REVIEWERS[((hash >>> 1) + k * 5) % REVIEWERS.length] as string,
      note,
      message: messages[pick % messages.length] ?? '',
      achat_verifie: (pick + k) % 3 !== 0,
      date_creation: new Date(LAST_REVIEW - daysAgo * DAY_MS - minutes * 60_000).toISOString(),
    }
  })

  const imageCount = index % 5 === 3 ? 1 + (hash % 3) : 0
  const images = Array.from({ length: imageCount }, (_, k) => ({
    id: id * 10 + k + 1,
    position: k,
    imagePath: `/images/details/${shop.subdomain}/${slug}-${k + 1}.jpg`,
  }))

  return {
    id,
    shopId: shop.shopId,
    categoryId,
    position,
    slug,
    nom,
    prix,
    prixOriginal: onSale ? salePrice(prix) : null,
    imagePath: index % 13 === 7 ? null : `${productImages}.jpg`,
    description: describe(shop, category, nom, reference, hash, entry[2] === 'xss'),
    reference,
    qteEnStock:
      LOW_STOCK_PRODUCTS[shop.subdomain] === slug ? LOW_STOCK_QUANTITY : index % 17 === 11 ? 0 : 3 + (hash % 60),
    variants,
    reviews,
    images,
  }
}

function describe(
  shop: ShopCatalogueTable,
  category: CategoryTable,
  nom: string,
  reference: string,
  hash: number,
  hostile: boolean,
): string {
  const features = category.features
  const first = features[hash % features.length] ?? ''
  const second = features[(hash + 1) % features.length] ?? ''
  const lines = [
    `<p><strong>${escapeHtml(nom)}</strong> : ${category.blurb}</p>`,
    '<ul>',
    `<li>${first}</li>`,
    `<li>${second}</li>`,
    `<li>Référence : ${reference}</li>`,
    '</ul>',
    `<p>Livraison : ${shop.livraison}. Paiement à la livraison ou par Mobile Money.</p>`,
  ]
  if (hostile) {
    lines.push(
      '<p>Vu à la télévision <img src="x" onerror="alert(\'produit\')"></p>',
      "<script>alert('produit')</script>",
    )
  }
  return lines.join('\n')
}

/** Prices stay round: to 50 below 10 000, to 500 above. */
function roundPrice(value: number): number {
  const step = value < 10_000 ? 50 : 500
  return Math.max(step, Math.round(value / step) * step)
}

/** The price before the sale, about 25 % higher and always strictly higher. */
function salePrice(prix: number): number {
  const step = prix < 10_000 ? 100 : 500
  return Math.ceil((prix * 1.25) / step) * step
}

/** INSERT OR IGNORE statements for the whole catalogue, parents before children. */
export function catalogueSeedStatements(db: D1Database): D1PreparedStatement[] {
  const insertSlider = db.prepare(
    `INSERT OR IGNORE INTO sliders (id, shop_id, position, image_path, grand_titre, petit_titre, offre, lien, text_lien)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
  )
  const insertCategory = db.prepare(
    'INSERT OR IGNORE INTO categories (id, shop_id, position, slug, nom, image_path) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
  )
  const insertProduct = db.prepare(
    `INSERT OR IGNORE INTO products (id, shop_id, category_id, position, slug, nom, prix, prix_original, image_path,
       description, reference, qte_en_stock, search_nom, search_reference)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
  )
  const insertVariant = db.prepare(
    `INSERT OR IGNORE INTO variants (id, product_id, position, nom, prix, prix_original, image_path)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
  )
  const insertReview = db.prepare(
    `INSERT OR IGNORE INTO reviews (id, product_id, nom_client, note, message, achat_verifie, date_creation)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
  )
  const insertImage = db.prepare(
    'INSERT OR IGNORE INTO product_images (id, product_id, position, image_path) VALUES (?1, ?2, ?3, ?4)',
  )

  const statements: D1PreparedStatement[] = []
  for (const s of SEED_CATALOGUE.sliders) {
    statements.push(
      insertSlider.bind(
        s.id,
        s.shopId,
        s.position,
        s.imagePath,
        s.grand_titre,
        s.petit_titre,
        s.offre,
        s.lien,
        s.text_lien,
      ),
    )
  }
  for (const c of SEED_CATALOGUE.categories) {
    statements.push(insertCategory.bind(c.id, c.shopId, c.position, c.slug, c.nom, c.imagePath))
  }
  for (const p of SEED_CATALOGUE.products) {
    statements.push(
      insertProduct.bind(
        p.id,
        p.shopId,
        p.categoryId,
        p.position,
        p.slug,
        p.nom,
        p.prix,
        p.prixOriginal,
        p.imagePath,
        p.description,
        p.reference,
        p.qteEnStock,
        searchKey(p.nom),
        searchKey(p.reference),
      ),
    )
    for (const v of p.variants) {
      statements.push(insertVariant.bind(v.id, p.id, v.position, v.nom, v.prix, v.prixOriginal, v.imagePath))
    }
    for (const r of p.reviews) {
      statements.push(
        insertReview.bind(r.id, p.id, r.nom_client, r.note, r.message, r.achat_verifie ? 1 : 0, r.date_creation),
      )
    }
    for (const image of p.images) {
      statements.push(insertImage.bind(image.id, p.id, image.position, image.imagePath))
    }
  }
  // A database seeded by an earlier version holds another stock for the
  // low-stock products: set it (nothing else changes stock).
  const setStock = db.prepare('UPDATE products SET qte_en_stock = ?2 WHERE id = ?1')
  const subdomains = new Map(CATALOGUE_TABLES.map((shop) => [shop.shopId, shop.subdomain]))
  for (const p of SEED_CATALOGUE.products) {
    const subdomain = subdomains.get(p.shopId) ?? ''
    if (LOW_STOCK_PRODUCTS[subdomain] === p.slug) statements.push(setStock.bind(p.id, p.qteEnStock))
  }
  return statements
}
