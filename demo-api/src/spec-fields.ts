/**
 * The fields the storefront spec names for each answer (`../shared/spec/storefront-spec.md`, sections 3
 * "Entities and their fields" and 7 "The calls it makes"), written from the spec and not from the
 * storefront's contract. A shop whose answers are `specOnly` (the `minimal` shop, see `quirks.ts`) gets every
 * successful answer cut down to these fields: what a platform that sends exactly what the spec says would
 * send. Error answers (`{ "message" }`) are left as they are: the spec reads their message.
 */

/** `true`: the value as it is. An object: only these keys, each cut down in turn. Lists are cut item by item. */
type Shape = true | { readonly [field: string]: Shape }

/** These fields, each kept as it is. */
function fields(...names: string[]): Record<string, true> {
  return Object.fromEntries(names.map((name) => [name, true]))
}

/** A field whose fields the spec does not list: nothing is sent. */
const NOTHING: Shape = {}

const SHOP: Shape = {
  ...fields('id', 'nom', 'description', 'logo', 'favicon', 'devise', 'couleur_primaire', 'couleur_secondaire'),
  theme_customization: true,
  reseaux_sociaux: fields('facebook_url', 'x_url', 'instagram_url', 'tiktok_url', 'youtube_url'),
  politiques: fields('apropos', 'remboursement', 'retour'),
  faqs: fields('question', 'answer'),
  ...fields('user_phone', 'gtag', 'facebook_pixel_id'),
}

const CATEGORY = fields('slug', 'nom', 'image', 'category_id')
const VARIANT = fields('id', 'nom', 'prix', 'prixOriginal', 'image')
const REVIEW = fields('id', 'nom_client', 'note', 'message', 'achat_verifie', 'date_creation')

/** Lists of products (home, category, search) are products too: the spec names no other shape for them. */
const PRODUCT: Shape = {
  ...fields('id', 'nom', 'slug', 'prix', 'prix_original', 'image', 'image_url', 'description', 'reference'),
  ...fields('qteEnStock', 'images'),
  variants: VARIANT,
  avis: REVIEW,
}

const ARTICLE = fields('id', 'titre', 'contenu', 'createdAt', 'image', 'auteur', 'categorie', 'tempsLecture')

/** The login answer's `user`: "User fields: not shown"; the checkout is prefilled from the customer's fields. */
const CUSTOMER = fields('prenom', 'nom', 'email', 'telephone', 'adresse', 'ville', 'pays', 'codeZip')

const CART: Shape = {
  ...fields('id', 'total', 'totalItems'),
  items: {
    ...fields('id', 'quantity', 'subtotal'),
    produit: fields('id', 'nom', 'imageUrl', 'prix'),
    variant: fields('id', 'nom', 'prix', 'image', 'imageUrl'),
  },
}

/**
 * Every call of the spec's table, by method and the stand-in's route. The pop-up's and the promotional texts'
 * shapes are "not shown": the minimal shop has neither (404 and `[]`), so their answers are left whole.
 */
export const SPEC_FIELDS: Readonly<Record<string, Shape>> = {
  'GET /store/shop-data': SHOP,
  'GET /shop/settings': fields('themeName', 'themeFile'),
  'GET /home': {
    sliders: fields('image_url', 'grand_titre', 'petit_titre', 'offre', 'lien', 'text_lien'),
    products_by_category: {
      ...fields('category_id', 'category_nom', 'category_slug', 'total_products'),
      products: PRODUCT,
    },
  },
  'GET /categories': CATEGORY,
  'GET /categories/slug/:slug': CATEGORY,
  'GET /categories/slug/:slug/products': PRODUCT,
  'GET /produits/slug/:slug': PRODUCT,
  'GET /products/search': { items: PRODUCT, total: true },
  'GET /articles-blog': { items: ARTICLE, pagination: fields('totalPages') },
  'GET /articles-blog/:slug': ARTICLE,
  'GET /popup': true,
  'GET /textplaceholder1': true,
  'POST /subscribe': NOTHING,
  'POST /promo-code/validate': { data: fields('discountAmount'), message: true },
  'POST /login': { token: true, user: CUSTOMER },
  'POST /register': { token: true, user: CUSTOMER },
  'POST /verify-email-token': fields('message'),
  'GET /cart': CART,
  'POST /cart/items': fields('id'),
  'PUT /cart/items/:itemId': NOTHING,
  'DELETE /cart/items/:itemId': NOTHING,
  'GET /shipping/countries': fields('code', 'name'),
  'GET /shipping/cities/:countryCode': true,
  'GET /shipping/zones/:countryCode/:city': fields('id', 'name', 'price'),
  'GET /payment/config': {
    payment_options: fields('name', 'type', 'publicKey'),
    cash_on_delivery_enabled: true,
  },
  'POST /orders': {
    order: fields('id', 'numCommande', 'montantTotal', 'shippingCost', 'reduction'),
    token: true,
  },
  'GET /orders/:id': fields(
    'nomClient',
    'numCommande',
    'montantTotal',
    'tel',
    'email',
    'adresseLivraison',
    'villeLivraison',
    'paysLivraison',
    'codeZip',
    'orderNote',
  ),
  'GET /orders/by-numcommande/:numCommande': fields('montantTotal', 'shippingCost', 'reduction'),
  'GET /orders/:trxref/confirm-payment': NOTHING,
  'GET /customer/orders': fields('id', 'num_commande', 'date_commande', 'statut', 'montant_total'),
  'GET /customer/orders/:id': {
    ...fields('num_commande', 'date_commande', 'statut'),
    items: fields('cart_item_id', 'product_name', 'variant_name', 'quantity', 'unit_price'),
    pricing: fields('subtotal', 'shipping_fee', 'discount_amount', 'promo_code', 'total'),
    shipping_address: fields('adresse', 'ville', 'pays', 'code_zip'),
  },
  'POST /contact': NOTHING,
  'POST /boutiques/:shopId/visite': NOTHING,
}

/** The value with only the fields of `shape`; `null` and values that are not objects stay as they are. */
export function project(value: unknown, shape: Shape): unknown {
  if (shape === true || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => project(item, shape))
  const source = value as Record<string, unknown>
  const kept: Record<string, unknown> = {}
  for (const [field, inner] of Object.entries(shape)) {
    if (field in source) kept[field] = project(source[field], inner)
  }
  return kept
}

/** The value without these fields, at any depth. */
export function leaveOut(value: unknown, names: ReadonlySet<string>): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => leaveOut(item, names))
  return Object.fromEntries(
    Object.entries(value)
      .filter(([field]) => !names.has(field))
      .map(([field, inner]) => [field, leaveOut(inner, names)]),
  )
}
