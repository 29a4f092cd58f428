/**
 * The operator's evidence that a platform answering as the spec says works with this storefront: for every
 * answer the storefront reads, the contract accepts (1) the spec's own fields and nothing else, (2) the same
 * with fields it does not know, (3) null, nothing or a value of another type in every optional field; and
 * generated answers mix the three (fast-check).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import * as contract from './contract.server'

interface Answer {
  schema: z.ZodType
  /** An answer with exactly the fields the spec names (spec, sections 3 and 7). */
  spec: Record<string, unknown>
  /** The fields that may be missing, null or of another type (the spec gives them a default, or no field at all). */
  optional: readonly string[]
}

const card = {
  id: 7,
  nom: 'Robe wax',
  slug: 'robe-wax',
  prix: 15000,
  prix_original: 18000,
  image: 'r.jpg',
  image_url: 'https://cdn.example/r.jpg',
}
const CARD_OPTIONAL = ['prix_original', 'image', 'image_url'] as const
const article = {
  id: 3,
  titre: 'Bien choisir son pagne',
  contenu: '## Titre',
  createdAt: '2026-11-01T10:00:00Z',
  image: 'https://cdn.example/a.jpg',
  auteur: 'Awa',
  categorie: 'Conseils',
  tempsLecture: 4,
}
const ARTICLE_OPTIONAL = ['contenu', 'createdAt', 'image', 'auteur', 'categorie', 'tempsLecture'] as const
const cartItem = {
  id: 1,
  produit: { id: 7, nom: 'Robe wax', imageUrl: 'r.jpg', prix: 15000 },
  variant: { id: 2, nom: 'M', prix: 15000, image: 'm.jpg' },
  quantity: 2,
  subtotal: 30000,
}
const customer = {
  prenom: 'Awa',
  nom: 'Ndiaye',
  email: 'awa@example.cm',
  telephone: '690000000',
  adresse: 'Akwa',
  ville: 'Douala',
  pays: 'Cameroun',
  codeZip: '0000',
}
const orderDetail = {
  nomClient: 'Awa Ndiaye',
  numCommande: 'CMD-1',
  montantTotal: 30000,
  tel: '690000000',
  email: 'awa@example.cm',
  adresseLivraison: 'Akwa',
  villeLivraison: 'Douala',
  paysLivraison: 'CM',
  codeZip: null,
  orderNote: null,
}

const ANSWERS: Record<string, Answer> = {
  'GET /store/shop-data': {
    schema: contract.ShopSchema,
    spec: {
      id: 1,
      nom: 'Boutique',
      description: 'Tout pour la maison',
      logo: 'https://cdn.example/logo.png',
      favicon: 'https://cdn.example/favicon.png',
      devise: 'XAF',
      couleur_primaire: '#123456',
      couleur_secondaire: '#654321',
      theme_customization: { header_bg: '#000000' },
      reseaux_sociaux: {
        facebook_url: 'https://facebook.com/b',
        x_url: null,
        instagram_url: null,
        tiktok_url: null,
        youtube_url: null,
      },
      politiques: { apropos: '<p>Nous</p>', remboursement: null, retour: null },
      faqs: [{ question: 'Livrez-vous ?', answer: 'Oui.' }],
      user_phone: '690000000',
    },
    optional: [
      'nom',
      'description',
      'logo',
      'favicon',
      'devise',
      'couleur_primaire',
      'couleur_secondaire',
      'theme_customization',
      'reseaux_sociaux',
      'politiques',
      'faqs',
      'user_phone',
      'gtag',
      'facebook_pixel_id',
    ],
  },
  'GET /shop/settings': {
    schema: contract.SettingsSchema,
    spec: { themeName: 'dark', themeFile: 'dark.css' },
    optional: ['themeName', 'themeFile'],
  },
  'GET /home/ (a slider)': {
    schema: contract.SliderSchema,
    spec: {
      image_url: 'https://cdn.example/s.jpg',
      grand_titre: 'Soldes',
      petit_titre: 'Tout',
      offre: '-20 %',
      lien: '/categories',
      text_lien: 'Voir',
    },
    optional: ['image_url', 'grand_titre', 'petit_titre', 'offre', 'lien', 'text_lien'],
  },
  'GET /home/ (a category)': {
    schema: contract.HomeCategorySchema,
    spec: { category_id: 1, category_nom: 'Mode', category_slug: 'mode', products: [card], total_products: 9 },
    optional: [],
  },
  'GET /home/': { schema: contract.HomeSchema, spec: { sliders: [], products_by_category: [] }, optional: ['sliders'] },
  'GET /categories': {
    schema: contract.CategorySchema,
    spec: { slug: 'mode', nom: 'Mode', image: 'm.jpg', category_id: 1 },
    optional: ['image'],
  },
  'GET /categories/slug/{slug}/products': { schema: contract.ProductCardSchema, spec: card, optional: CARD_OPTIONAL },
  'GET /produits/slug/{slug}': {
    schema: contract.ProductSchema,
    spec: {
      ...card,
      description: '<p>Belle</p>',
      reference: 'R-1',
      qteEnStock: 3,
      images: ['d.jpg'],
      variants: [],
      avis: [],
    },
    optional: [...CARD_OPTIONAL, 'description', 'reference', 'qteEnStock', 'images', 'variants', 'avis', 'category'],
  },
  'GET /produits/slug/{slug} (a variant)': {
    schema: contract.VariantSchema,
    spec: { id: 2, nom: 'M', prix: 15000, prixOriginal: null, image: 'm.jpg' },
    optional: ['prixOriginal', 'image'],
  },
  'GET /produits/slug/{slug} (a review)': {
    schema: contract.ReviewSchema,
    spec: { id: 1, nom_client: 'Paul', note: 5, message: 'Parfait', achat_verifie: true, date_creation: '2026-10-01' },
    optional: ['achat_verifie'],
  },
  'GET /products/search': { schema: contract.SearchSchema, spec: { items: [card], total: 1 }, optional: [] },
  'GET /cart': {
    schema: contract.CartSchema,
    spec: { id: 'c1', items: [cartItem], total: 30000, totalItems: 2 },
    optional: ['id'],
  },
  'GET /cart (an item)': { schema: contract.CartItemSchema, spec: cartItem, optional: ['variant'] },
  'POST /cart/items': { schema: contract.CartItemAddedSchema, spec: { id: 'c1' }, optional: ['id'] },
  'PUT and DELETE /cart/items/{id}, POST /subscribe, /contact': {
    schema: contract.MessageSchema,
    spec: {},
    optional: ['message'],
  },
  'POST /promo-code/validate': {
    schema: contract.PromoSchema,
    spec: { data: { discountAmount: 1500 } },
    optional: ['data', 'message'],
  },
  'GET /shipping/countries': { schema: contract.CountrySchema, spec: { code: 'CM', name: 'Cameroun' }, optional: [] },
  'GET /shipping/zones/{country}/{city}': {
    schema: contract.ZoneSchema,
    spec: { id: 1, name: 'Akwa', price: 1000 },
    optional: [],
  },
  'GET /payment/config': {
    schema: contract.PaymentConfigSchema,
    spec: {
      payment_options: [{ name: 'Paiement inconnu', type: 'bitcoin', publicKey: 'pk' }],
      cash_on_delivery_enabled: true,
    },
    optional: ['payment_options', 'cash_on_delivery_enabled'],
  },
  'POST /orders': {
    schema: contract.OrderResponseSchema,
    spec: { order: { id: 9, numCommande: 'CMD-9', montantTotal: 30000, shippingCost: 1000, reduction: 0 } },
    optional: ['token'],
  },
  'GET /orders/{id}': {
    schema: contract.OrderDetailSchema,
    spec: orderDetail,
    optional: [
      'nomClient',
      'tel',
      'email',
      'adresseLivraison',
      'villeLivraison',
      'paysLivraison',
      'codeZip',
      'orderNote',
    ],
  },
  'GET /orders/by-numcommande/{n}': {
    schema: contract.OrderAmountsSchema,
    spec: { montantTotal: 30000, shippingCost: 1000, reduction: 1500 },
    optional: ['reduction'],
  },
  'POST /login and /register': {
    schema: contract.LoginAnswerSchema,
    spec: { token: 'jwt', user: customer },
    optional: ['token', 'user'],
  },
  'POST /login (the user)': { schema: contract.CustomerSchema, spec: customer, optional: Object.keys(customer) },
  'POST /verify-email-token': {
    schema: contract.EmailConfirmationSchema,
    spec: { message: 'Confirmé' },
    optional: ['message'],
  },
  'GET /customer/orders': {
    schema: contract.CustomerOrderSchema,
    spec: { id: 1, num_commande: 'CMD-1', date_commande: '2026-11-01', statut: 'expédiée', montant_total: 31000 },
    optional: [],
  },
  'GET /customer/orders/{id}': {
    schema: contract.CustomerOrderDetailSchema,
    spec: {
      num_commande: 'CMD-1',
      date_commande: '2026-11-01',
      statut: 'En attente',
      items: [{ cart_item_id: 1, product_name: 'Robe wax', variant_name: null, quantity: 2, unit_price: 15000 }],
      pricing: { subtotal: 30000, shipping_fee: 1000, discount_amount: 0, promo_code: null, total: 31000 },
      shipping_address: { adresse: 'Akwa', ville: 'Douala', pays: 'CM', code_zip: null },
    },
    optional: [],
  },
  'GET /articles-blog': {
    schema: contract.ArticleListSchema,
    spec: { items: [article], pagination: { totalPages: 1 } },
    optional: [],
  },
  'GET /articles-blog (3 others)': { schema: contract.ArticleItemsSchema, spec: { items: [article] }, optional: [] },
  'GET /articles-blog/{id}': { schema: contract.ArticleSchema, spec: article, optional: ARTICLE_OPTIONAL },
}

const parses = (schema: z.ZodType, answer: unknown) => {
  const result = schema.safeParse(answer)
  return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
}

describe.each(Object.entries(ANSWERS))('%s', (_, { schema, spec, optional }) => {
  it('reads the spec’s own fields, and nothing more', () => {
    expect(parses(schema, spec)).toBeNull()
  })

  it('ignores fields it does not know', () => {
    expect(parses(schema, { ...spec, champ_inconnu: 1, autre: { a: [1] } })).toBeNull()
  })

  it('takes null, nothing or another type in every optional field', () => {
    for (const value of [null, undefined, 42, 'texte', { a: 1 }, [1, 2]]) {
      const answer: Record<string, unknown> = { ...spec }
      for (const field of optional) answer[field] = value
      expect(parses(schema, answer), JSON.stringify(value)).toBeNull()
    }
  })

  it('takes any mix of the three (generated answers)', () => {
    const variation = fc.record({
      extra: fc.dictionary(
        fc.string({ minLength: 1 }).filter((k) => !(k in spec) && !optional.includes(k)),
        fc.jsonValue(),
        { maxKeys: 4 },
      ),
      changed: fc.subarray([...optional]),
      value: fc.oneof(fc.constant(null), fc.constant(undefined), fc.jsonValue()),
    })
    fc.assert(
      fc.property(variation, ({ extra, changed, value }) => {
        const answer: Record<string, unknown> = { ...extra, ...spec }
        for (const field of changed) answer[field] = value
        return parses(schema, answer) === null
      }),
      { numRuns: 200 },
    )
  })
})

describe('image addresses from shop data', () => {
  it.each([
    ['https://cdn.example/logo.png', 'https://cdn.example/logo.png'],
    ['/images/logo.png', '/images/logo.png'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['//evil.example/x.png', null],
    ['/\\evil.example/x.png', null],
    ['vbscript:x', null],
    ['https://', null],
  ])('%j is kept as %j, for the page, the manifest and the structured data alike', (logo, kept) => {
    const shop = contract.ShopSchema.parse({ id: 1, logo, favicon: logo })
    expect(shop.logo).toBe(kept)
    expect(shop.favicon).toBe(kept)
    const product = contract.ProductSchema.parse({
      ...card,
      image: logo,
      image_url: logo,
      images: [logo, 'https://a/b.jpg'],
    })
    expect([product.image, product.image_url]).toEqual([kept, kept])
    expect(product.images).toEqual(kept ? [kept, 'https://a/b.jpg'] : ['https://a/b.jpg'])
  })
})
