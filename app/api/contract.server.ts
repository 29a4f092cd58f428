import { z } from 'zod'
import { id, imageUrl, money, optionalList, optionalMoney, text } from './schema.server'

/**
 * The platform's answers, one schema each: the one description of their
 * shapes. The storefront parses every answer with these (app/api/*.server.ts)
 * and reads the `z.infer` types below. The stand-in API (demo-api/) checks
 * every answer it builds against what the platform sends,
 * `satisfies Sent<typeof XSchema>` (the schema's input), and its tests read
 * the types of those answers. demo-api imports this module as types only, so
 * zod stays out of its bundle. A field added here is added once; the stand-in
 * does not compile until it sends it.
 */

/** What the platform sends for this schema, before the storefront's transforms. */
export type Sent<Schema extends z.ZodType> = z.input<Schema>

// Shop

export const FaqSchema = z.object({ question: z.string(), answer: z.string() })

export const ShopSchema = z.object({
  id: z.union([z.number(), z.string()]),
  nom: text,
  description: text,
  logo: imageUrl,
  favicon: imageUrl,
  devise: text,
  couleur_primaire: text,
  couleur_secondaire: text,
  theme_customization: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? {})
    .catch({}),
  reseaux_sociaux: z
    .object({ facebook_url: text, x_url: text, instagram_url: text, tiktok_url: text, youtube_url: text })
    .partial()
    .nullish()
    .transform((v) => v ?? {})
    .catch({}),
  politiques: z
    .object({ apropos: text, remboursement: text, retour: text })
    .partial()
    .nullish()
    .transform((v) => v ?? {})
    .catch({}),
  faqs: optionalList(FaqSchema),
  user_phone: text,
  gtag: text,
  facebook_pixel_id: text,
})
export type Shop = z.infer<typeof ShopSchema>

export const SettingsSchema = z.object({
  themeName: text,
  themeFile: text,
})
export type ShopSettings = z.infer<typeof SettingsSchema>

// Catalogue

export const ProductCardSchema = z.object({
  id,
  nom: z.string(),
  slug: z.string(),
  prix: money,
  prix_original: optionalMoney,
  image: imageUrl,
  image_url: imageUrl,
})
export type ProductCard = z.infer<typeof ProductCardSchema>

export const SliderSchema = z.object({
  image_url: imageUrl,
  grand_titre: text,
  petit_titre: text,
  offre: text,
  lien: text,
  text_lien: text,
})

export const CategorySchema = z.object({
  category_id: id,
  slug: z.string(),
  nom: z.string(),
  image: imageUrl,
})
export type Category = z.infer<typeof CategorySchema>

/** One category of the home page with its first products. */
export const HomeCategorySchema = z.object({
  category_id: id,
  category_nom: z.string(),
  category_slug: z.string(),
  products: z.array(ProductCardSchema),
  total_products: z.number().int().nonnegative(),
})

export const HomeSchema = z.object({
  sliders: optionalList(SliderSchema),
  products_by_category: z
    .array(HomeCategorySchema)
    .nullish()
    .transform((v) => v ?? []),
})
export type HomeData = z.infer<typeof HomeSchema>

export const VariantSchema = z.object({
  id,
  nom: z.string(),
  prix: money,
  prixOriginal: optionalMoney,
  image: imageUrl,
})

export const ReviewSchema = z.object({
  id,
  nom_client: z.string(),
  note: z.number().min(1).max(5),
  message: z.string(),
  achat_verifie: z.boolean().nullish().transform(Boolean).catch(false),
  date_creation: z.string(),
})

export const ProductSchema = ProductCardSchema.extend({
  description: text,
  reference: text,
  qteEnStock: z
    .number()
    .nullish()
    .transform((v) => v ?? null)
    .catch(null),
  images: optionalList(imageUrl).transform((list) => list.filter((v): v is string => v !== null)),
  variants: optionalList(VariantSchema),
  avis: optionalList(ReviewSchema),
  /** Not in the spec: the product's category, for the breadcrumb and the structured data; without it, none. */
  category: z
    .object({ slug: z.string(), nom: z.string() })
    .nullish()
    .transform((v) => v ?? null)
    .catch(null),
})
export type Product = z.infer<typeof ProductSchema>

export const SearchSchema = z.object({
  items: z.array(ProductCardSchema),
  total: z.number().int().nonnegative(),
})
export type SearchResults = z.infer<typeof SearchSchema>

// Cart and promo codes

export const CartItemSchema = z.object({
  id,
  produit: z.object({ id, nom: z.string(), imageUrl, prix: money }),
  variant: z
    .object({ id, nom: z.string(), prix: money, image: imageUrl, imageUrl })
    .partial({ image: true, imageUrl: true })
    .nullish()
    .transform((v) => v ?? null)
    .catch(null),
  quantity: z.number().int().nonnegative(),
  subtotal: money,
})
export type CartItem = z.infer<typeof CartItemSchema>

export const CartSchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : String(v)))
    .catch(null),
  items: z.array(CartItemSchema),
  total: money,
  totalItems: z.number().int().nonnegative(),
})
export type Cart = z.infer<typeof CartSchema>

/** The answer to adding an item: the cart's id (a new cart's too). */
export const CartItemAddedSchema = z.object({ id: id.nullish().catch(null) })

/** The answer to updating or removing a cart item. */
export const MessageSchema = z.object({ message: z.string().optional().catch(undefined) })

export const PromoSchema = z.object({
  data: z
    .object({ discountAmount: money.optional().catch(undefined), code: z.string().optional().catch(undefined) })
    .nullish()
    .catch(null),
  message: z.string().optional().catch(undefined),
})

// Shipping, payment, orders

export const CountrySchema = z.object({ code: z.string(), name: z.string() })
export type Country = z.infer<typeof CountrySchema>

export const ZoneSchema = z.object({ id, name: z.string(), price: money })
export type Zone = z.infer<typeof ZoneSchema>

export const PaymentConfigSchema = z.object({
  /** `type` may be one the storefront does not know: such an option is offered as "not supported yet" (spec, 4). */
  payment_options: optionalList(
    z.object({
      name: z.string(),
      type: z.string(),
      publicKey: z
        .string()
        .nullish()
        .transform((v) => v ?? '')
        .catch(''),
    }),
  ),
  cash_on_delivery_enabled: z.boolean().nullish().transform(Boolean).catch(false),
})
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>

/** The amounts of an order; the customer pays montantTotal + shippingCost - reduction. */
export const OrderAmountsSchema = z.object({
  montantTotal: money,
  shippingCost: money,
  reduction: money
    .nullish()
    .transform((v) => v ?? 0)
    .catch(0),
})
export type OrderAmounts = z.infer<typeof OrderAmountsSchema>

export const OrderResponseSchema = z.object({
  order: z.object({
    id,
    numCommande: z.string(),
    montantTotal: money,
    shippingCost: money,
    reduction: money
      .nullish()
      .transform((v) => v ?? 0)
      .catch(0),
  }),
  token: z
    .string()
    .nullish()
    .transform((v) => v ?? null)
    .catch(null),
})
export type OrderResponse = z.infer<typeof OrderResponseSchema>

/** GET /orders/{id}: the order's confirmation details. Its amounts are GET /orders/by-numcommande's (OrderAmountsSchema). */
export const OrderDetailSchema = z.object({
  nomClient: text,
  numCommande: z.string(),
  montantTotal: money,
  tel: text,
  email: text,
  adresseLivraison: text,
  villeLivraison: text,
  paysLivraison: text,
  codeZip: text,
  orderNote: text,
})
export type OrderDetail = z.infer<typeof OrderDetailSchema>

// Customer accounts

export const CustomerSchema = z.object({
  prenom: text,
  nom: text,
  email: text,
  telephone: text,
  adresse: text,
  ville: text,
  pays: text,
  codeZip: text,
})
export type Customer = z.infer<typeof CustomerSchema>

/**
 * The answer of /login and /register. A 2xx answer without a token is the
 * platform's "false result" (sign-in refused without an error status).
 */
export const LoginAnswerSchema = z.object({
  token: z
    .string()
    .nullish()
    .transform((v) => v || null)
    .catch(null),
  user: CustomerSchema.nullish()
    .transform((v) => v ?? null)
    .catch(null),
})
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>

export const EmailConfirmationSchema = z.object({ message: text })
export type EmailConfirmation = z.infer<typeof EmailConfirmationSchema>

export const CustomerOrderSchema = z.object({
  id,
  num_commande: z.string(),
  date_commande: z.string(),
  statut: z.string(),
  montant_total: money,
})
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>

export const CustomerOrderDetailSchema = z.object({
  num_commande: z.string(),
  date_commande: z.string(),
  statut: z.string(),
  items: z.array(
    z.object({
      cart_item_id: id,
      product_name: z.string(),
      variant_name: text,
      quantity: z.number().int().nonnegative(),
      unit_price: money,
    }),
  ),
  pricing: z.object({
    subtotal: money,
    shipping_fee: money,
    discount_amount: money
      .nullish()
      .transform((v) => v ?? 0)
      .catch(0),
    promo_code: text,
    total: money,
  }),
  shipping_address: z.object({ adresse: text, ville: text, pays: text, code_zip: text }),
})
export type CustomerOrderDetail = z.infer<typeof CustomerOrderDetailSchema>

// Blog, pop-up and promotional texts (/subscribe and /contact answer a MessageSchema)

export const ArticleSchema = z.object({
  id,
  titre: z.string(),
  /** Markdown. */
  contenu: text,
  /** ISO 8601. */
  createdAt: text,
  image: imageUrl,
  auteur: text,
  categorie: text,
  /** Minutes of reading. */
  tempsLecture: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null)
    .catch(null),
})
export type Article = z.infer<typeof ArticleSchema>

/** A list of articles (the related articles of an article ask for 3 and read only the items). */
export const ArticleItemsSchema = z.object({ items: z.array(ArticleSchema) })

/** The blog's paged list: the items, and pagination.totalPages. */
export const ArticleListSchema = ArticleItemsSchema.extend({
  pagination: z.object({ totalPages: z.number().int().nonnegative() }),
})
export type ArticleList = z.infer<typeof ArticleListSchema>

/** The shop's pop-up (the platform answers 404 when it has none). */
export const PopupSchema = z.object({
  id,
  titre: text,
  contenu: text,
  image: imageUrl,
  lien: text,
  texte_lien: text,
})
export type Popup = z.infer<typeof PopupSchema>

/** Promotional texts of the announcement bar. */
const PromoTextSchema = z.object({ id, texte: z.string(), lien: text })
export type PromoText = z.infer<typeof PromoTextSchema>
export const PromoTextListSchema = z.array(PromoTextSchema)
