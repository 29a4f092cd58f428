import { fnv1a } from './hash'
import { SEED_ACCOUNTS, accountSeedStatements } from './seed-accounts'
import { SEED_CATALOGUE, catalogueSeedStatements } from './seed-catalogue'
import { SEED_CHECKOUT, checkoutSeedStatements } from './seed-checkout'
import { SEED_CONTENT, contentSeedStatements } from './seed-content'
import type { ShopAnswers } from './quirks'
import type { ShopData } from './shops'

/**
 * Seed data. Each shop exercises part of the storefront:
 * - demo: default theme, XAF, every policy (« À propos » ends with markup the sanitiser must remove, then an
 *   unclosed link and table), no analytics, phone without 237.
 * - mode: clothing theme, FCFA, analytics and pixel, phone with +237.
 * - nuit: dark theme, pixel only, refund policy only (with markup the sanitiser must remove).
 * - marche: unknown theme (falls back to default), analytics only, no policies,
 *   a hostile theme_customization value the storefront must drop.
 * - ferme: inactive, every call answers 401.
 * - minimal: every answer has exactly the fields the spec names, nothing more (`spec-fields.ts`).
 * - extreme: odd but legal data (`seed-extreme.ts`), optional fields left out, and its settings, pop-up
 *   and promotional texts answer 500.
 * The catalogue (sliders, categories, products…) is in `seed-catalogue.ts`,
 * promo codes, delivery areas and payment setups in `seed-checkout.ts`,
 * customers and their orders in `seed-accounts.ts`.
 * Rows have fixed primary keys and are inserted with INSERT OR IGNORE, so
 * seeding twice never duplicates anything.
 */

/** A seeded shop: its shop data as GET /store/shop-data sends it (images are generated), and its row's own columns. */
interface SeedShop extends Omit<ShopData, 'logo' | 'favicon'> {
  subdomain: string
  active: boolean
  theme: { name: string; file: string }
  /** false: no logo and no favicon (null in the shop data). */
  images?: false
  /** How this shop's answers differ from what the handlers build (`quirks.ts`). */
  answers?: ShopAnswers
}

export const SEED_SHOPS: SeedShop[] = [
  {
    id: 1,
    subdomain: 'demo',
    active: true,
    nom: 'Boutique Démo',
    description:
      'Votre boutique en ligne à Douala : électroménager, épicerie fine et accessoires du quotidien, livrés chez vous à Douala et Yaoundé.',
    devise: 'XAF',
    couleur_primaire: '#2563eb',
    couleur_secondaire: '#f59e0b',
    theme: { name: 'default', file: 'default.css' },
    theme_customization: { header_bg: '#1f2937', button_radius: '8px', footer_bg: '#111827' },
    reseaux_sociaux: {
      facebook_url: 'https://www.facebook.com/boutiquedemo.cm',
      x_url: 'https://x.com/boutiquedemo_cm',
      instagram_url: 'https://www.instagram.com/boutiquedemo.cm',
      tiktok_url: 'https://www.tiktok.com/@boutiquedemo.cm',
      youtube_url: null,
    },
    politiques: {
      apropos: `<h2>Qui sommes-nous ?</h2>
<p>Boutique Démo est née à Akwa, au cœur de Douala, en 2019. Nous sélectionnons des produits fiables à des prix justes et nous les livrons partout à Douala et à Yaoundé.</p>
<ul>
<li>Un service client joignable du lundi au samedi, de 8 h à 19 h</li>
<li>Des produits vérifiés avant chaque expédition</li>
<li>Le paiement à la livraison ou par Mobile Money</li>
</ul>
<p>Une question ? <a href="/contact">Écrivez-nous</a>, nous répondons dans la journée.</p>
<p onmouseover="alert('apropos')">Nos partenaires <img src="x" onerror="alert('apropos')"> : <a href="jav&#x61;script:alert('apropos')">Mobile Money</a> et <a href="javascript&colon;alert('apropos')">livraison express</a>.</p>
<script>alert('apropos')</script>
<iframe src="data:text/html,<script>alert('apropos')</script>"></iframe>
<p>Nos voisins du marché : <a href="https://example.com">les commerçants d'Akwa
<table><tr><td>Horaires du magasin : du lundi au samedi`,
      remboursement: `<h2>Politique de remboursement</h2>
<p>Si un article arrive endommagé ou ne correspond pas à votre commande, nous vous remboursons intégralement.</p>
<ul>
<li>Demande à faire dans les 7 jours suivant la livraison</li>
<li>Remboursement par Orange Money, MTN Mobile Money ou virement sous 5 jours ouvrés</li>
<li>Les frais de livraison sont remboursés si l'erreur vient de nous</li>
</ul>
<p>Pour lancer une demande, <a href="mailto:service@boutiquedemo.cm">écrivez au service client</a> avec votre numéro de commande.</p>`,
      retour: `<h2>Retours et échanges</h2>
<p>Vous pouvez retourner un article non utilisé, dans son emballage d'origine, sous 14 jours.</p>
<ul>
<li>Dépôt gratuit à notre point de retrait de Bonapriso (Douala)</li>
<li>Enlèvement à domicile à Yaoundé : 1 500 FCFA</li>
<li>Échange contre un autre article ou avoir valable 6 mois</li>
</ul>
<p>Consultez aussi nos <a href="/policy/refund">conditions de remboursement</a>.</p>`,
    },
    faqs: [
      {
        question: 'Livrez-vous en dehors de Douala ?',
        answer:
          'Oui, nous livrons à Douala en 24 h et à Yaoundé en 48 h. Les autres villes sont desservies par agence de voyage.',
      },
      {
        question: 'Quels moyens de paiement acceptez-vous ?',
        answer: 'Le paiement à la livraison en espèces, Orange Money, MTN Mobile Money et la carte bancaire.',
      },
      {
        question: 'Combien coûte la livraison ?',
        answer:
          'La livraison coûte 1 000 FCFA à Douala et 2 000 FCFA à Yaoundé. Elle est offerte dès 50 000 FCFA d’achat.',
      },
      {
        question: 'Puis-je suivre ma commande ?',
        answer:
          'Oui, un livreur vous appelle avant de passer et vous retrouvez vos commandes dans votre espace client.',
      },
    ],
    user_phone: '690 12 34 56',
    gtag: null,
    facebook_pixel_id: null,
  },
  {
    id: 2,
    subdomain: 'mode',
    active: true,
    nom: 'Mode Akwa',
    description: 'Prêt-à-porter et pagne wax cousu à Douala : robes, chemises et ensembles pour toutes les occasions.',
    devise: 'FCFA',
    couleur_primaire: '#be185d',
    couleur_secondaire: '#fce7f3',
    theme: { name: 'clothing', file: 'clothing.css' },
    theme_customization: { header_bg: '#fff1f2', header_text: '#831843', button_radius: '999px' },
    reseaux_sociaux: {
      facebook_url: 'https://www.facebook.com/modeakwa',
      x_url: null,
      instagram_url: 'https://www.instagram.com/modeakwa',
      tiktok_url: 'https://www.tiktok.com/@modeakwa',
      youtube_url: null,
    },
    politiques: {
      apropos: `<h2>L'atelier Mode Akwa</h2>
<p>Nos couturières travaillent le wax, le kente et le bazin dans notre atelier du boulevard de la Liberté, à Douala.</p>
<ul>
<li>Des pièces cousues en petites séries</li>
<li>Des retouches offertes en boutique</li>
</ul>
<p>Suivez nos nouvelles collections sur <a href="https://www.instagram.com/modeakwa">Instagram</a>.</p>`,
      remboursement: null,
      retour: `<h2>Retours</h2>
<p>Une taille ne vous va pas ? Échangez-la sous 10 jours.</p>
<ul>
<li>Article non porté, étiquette attachée</li>
<li>Échange en boutique à Akwa ou par coursier à Yaoundé</li>
</ul>
<p>Les pièces sur mesure ne sont ni reprises ni échangées. <a href="/contact">Contactez-nous</a> avant tout retour.</p>`,
    },
    faqs: [
      {
        question: 'Comment choisir ma taille ?',
        answer:
          'Chaque fiche produit indique les mesures. En cas de doute, envoyez-nous vos mensurations sur WhatsApp.',
      },
      {
        question: 'Faites-vous du sur-mesure ?',
        answer: 'Oui, comptez 5 à 7 jours pour une tenue sur mesure, tissu fourni ou choisi en boutique.',
      },
      {
        question: 'Livrez-vous à Yaoundé ?',
        answer: 'Oui, en 48 h par coursier. Le paiement se fait à la livraison ou par Mobile Money.',
      },
    ],
    user_phone: '+237 677 88 99 00',
    gtag: 'G-DEMO12345',
    facebook_pixel_id: '123456789012345',
  },
  {
    id: 3,
    subdomain: 'nuit',
    active: true,
    nom: 'Nuit Électronique',
    description: 'Téléphones, ordinateurs portables et accessoires garantis, au meilleur prix de Yaoundé.',
    devise: 'XAF',
    couleur_primaire: '#22d3ee',
    couleur_secondaire: '#0f172a',
    theme: { name: 'dark', file: 'dark.css' },
    theme_customization: { header_bg: '#020617', text_color: '#e2e8f0', accent_color: '#22d3ee' },
    reseaux_sociaux: {
      facebook_url: 'https://www.facebook.com/nuitelectronique',
      x_url: 'https://x.com/nuitelec237',
      instagram_url: null,
      tiktok_url: null,
      youtube_url: 'https://www.youtube.com/@nuitelectronique',
    },
    politiques: {
      apropos: null,
      remboursement: `<h2>Remboursement</h2>
<p>Un appareil défectueux à la réception est remboursé ou remplacé sous 7 jours.</p>
<ul>
<li>Garantie de 6 mois sur les téléphones</li>
<li>Garantie de 12 mois sur les ordinateurs</li>
</ul>
<p onclick="alert('politique')">Les remboursements sont faits par Mobile Money sous 72 h.</p>
<script>alert('politique')</script>
<p>Voir nos <a href="javascript:alert('politique')">conditions détaillées</a> ou <a href="/contact">nous contacter</a>.</p>`,
      retour: null,
    },
    faqs: [
      {
        question: 'Vos téléphones sont-ils neufs ?',
        answer: 'Oui, tous nos téléphones sont neufs et scellés, avec facture et garantie.',
      },
      {
        question: 'Où se trouve votre magasin ?',
        answer: 'Avenue Kennedy, à Yaoundé, ouvert de 9 h à 20 h du lundi au samedi.',
      },
      {
        question: 'Puis-je payer en plusieurs fois ?',
        answer: 'Non, le paiement se fait en une fois, à la commande, par carte bancaire ou Mobile Money.',
      },
    ],
    user_phone: '237699001122',
    gtag: null,
    facebook_pixel_id: '987654321098765',
  },
  {
    id: 4,
    subdomain: 'marche',
    active: true,
    nom: 'Marché de Bonabéri',
    description: 'Fruits, légumes, épices et produits frais du Moungo, livrés le jour même à Douala.',
    devise: 'XAF',
    couleur_primaire: '#15803d',
    couleur_secondaire: '#fde047',
    theme: { name: 'jardin', file: 'jardin.css' },
    theme_customization: {
      header_bg: '#14532d',
      header_text: '#ffffff',
      button_bg: '#15803d',
      button_radius: '12px',
      card_border: '1px solid #bbf7d0',
      link_color: 'red;}body{display:none',
    },
    reseaux_sociaux: {
      facebook_url: 'https://www.facebook.com/marchebonaberi',
      x_url: null,
      instagram_url: null,
      tiktok_url: null,
      youtube_url: null,
    },
    politiques: { apropos: null, remboursement: null, retour: null },
    faqs: [
      {
        question: 'Livrez-vous le jour même ?',
        answer: 'Oui, pour toute commande passée avant 11 h, livrée l’après-midi à Douala.',
      },
      {
        question: 'D’où viennent vos produits ?',
        answer: 'De producteurs de Penja, Njombé et Loum, dans le Moungo.',
      },
      {
        question: 'Vendez-vous au kilo ?',
        answer: 'Oui, les fruits et légumes sont vendus au kilo ou au tas, comme au marché.',
      },
    ],
    user_phone: '6 55 44 33 22',
    gtag: 'G-MARCHE2026',
    facebook_pixel_id: null,
  },
  {
    id: 5,
    subdomain: 'ferme',
    active: false,
    nom: 'La Ferme de Mfou',
    description: 'Boutique fermée temporairement.',
    devise: 'XAF',
    couleur_primaire: '#78350f',
    couleur_secondaire: '#fef3c7',
    theme: { name: 'default', file: 'default.css' },
    theme_customization: {},
    reseaux_sociaux: {
      facebook_url: 'https://www.facebook.com/fermedemfou',
      x_url: null,
      instagram_url: null,
      tiktok_url: null,
      youtube_url: null,
    },
    politiques: { apropos: null, remboursement: null, retour: null },
    faqs: [
      { question: 'Êtes-vous ouverts ?', answer: 'La boutique est fermée pour le moment.' },
      { question: 'Quand rouvrez-vous ?', answer: 'Nous l’annoncerons sur Facebook.' },
      { question: 'Livrez-vous à Mfou ?', answer: 'Pas pour le moment.' },
    ],
    user_phone: '699 00 00 00',
    gtag: null,
    facebook_pixel_id: null,
  },
  {
    id: 6,
    subdomain: 'minimal',
    active: true,
    nom: 'Papeterie Minimale',
    description: 'Cahiers, stylos et fournitures de bureau, livrés à Douala et à Yaoundé.',
    devise: 'XAF',
    couleur_primaire: '#0f766e',
    couleur_secondaire: '#ccfbf1',
    theme: { name: 'default', file: 'default.css' },
    theme_customization: {},
    reseaux_sociaux: {
      facebook_url: 'https://www.facebook.com/papeterieminimale',
      x_url: null,
      instagram_url: null,
      tiktok_url: null,
      youtube_url: null,
    },
    politiques: {
      apropos: '<h2>La Papeterie Minimale</h2>\n<p>Une petite papeterie de Bonanjo, ouverte en 2021.</p>',
      remboursement: '<h2>Remboursement</h2>\n<p>Un article abîmé à la livraison est remboursé sous 7 jours.</p>',
      retour: '<h2>Retours</h2>\n<p>Un article non ouvert se retourne sous 14 jours.</p>',
    },
    faqs: [
      { question: 'Livrez-vous les écoles ?', answer: 'Oui, sur devis, pour toute commande de plus de 50 cahiers.' },
      { question: 'Où êtes-vous ?', answer: 'Rue Joss, à Bonanjo (Douala).' },
    ],
    user_phone: '699 11 22 33',
    gtag: null,
    facebook_pixel_id: null,
    answers: { specOnly: true },
  },
  {
    id: 7,
    subdomain: 'extreme',
    active: true,
    nom:
      'La Très Grande Boutique des Produits Étranges, Improbables et Parfaitement Légaux de Douala-Bonabéri ' +
      'et des Environs',
    description: null,
    devise: 'XAF',
    couleur_primaire: '#fde047',
    couleur_secondaire: '#000000',
    theme: { name: 'neon-2030', file: 'neon-2030.css' },
    theme_customization: {},
    reseaux_sociaux: { facebook_url: null, x_url: null, instagram_url: null, tiktok_url: null, youtube_url: null },
    politiques: {
      apropos: Array.from(
        { length: 40 },
        (_, i) => `<h2>Chapitre ${i + 1}</h2>\n<p>${'Une histoire qui n’en finit pas. '.repeat(20)}</p>`,
      ).join('\n'),
      remboursement: '',
      retour: null,
    },
    faqs: [],
    user_phone: null,
    gtag: null,
    facebook_pixel_id: null,
    images: false,
    answers: {
      failing: ['GET /shop/settings', 'GET /popup', 'GET /textplaceholder1'],
      leftOut: [
        'devise',
        'reseaux_sociaux',
        'user_phone',
        'gtag',
        'facebook_pixel_id',
        'prix_original',
        'prixOriginal',
        'reference',
        'images',
        'auteur',
        'categorie',
        'tempsLecture',
        'orderNote',
        'promo_code',
        'variant_name',
      ],
    },
  },
]

/** Changes whenever the seed data changes, so new rows reach an existing database. */
const SEED_VERSION = fnv1a(
  JSON.stringify({
    shops: SEED_SHOPS,
    catalogue: SEED_CATALOGUE,
    checkout: SEED_CHECKOUT,
    accounts: SEED_ACCOUNTS,
    content: SEED_CONTENT,
  }),
).toString(16)

const SHOP_COLUMNS = [
  'id',
  'subdomain',
  'active',
  'nom',
  'description',
  'logo_path',
  'favicon_path',
  'devise',
  'couleur_primaire',
  'couleur_secondaire',
  'theme_name',
  'theme_file',
  'theme_customization',
  'facebook_url',
  'x_url',
  'instagram_url',
  'tiktok_url',
  'youtube_url',
  'politique_apropos',
  'politique_remboursement',
  'politique_retour',
  'user_phone',
  'gtag',
  'facebook_pixel_id',
] as const

async function seedStatements(db: D1Database): Promise<D1PreparedStatement[]> {
  const insertShop = db.prepare(
    `INSERT OR IGNORE INTO shops (${SHOP_COLUMNS.join(', ')}) VALUES (${SHOP_COLUMNS.map((_, i) => `?${i + 1}`).join(', ')})`,
  )
  const insertFaq = db.prepare(
    'INSERT OR IGNORE INTO shop_faqs (id, shop_id, position, question, answer) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
  const statements: D1PreparedStatement[] = []
  for (const shop of SEED_SHOPS) {
    statements.push(
      insertShop.bind(
        shop.id,
        shop.subdomain,
        shop.active ? 1 : 0,
        shop.nom,
        shop.description,
        shop.images === false ? null : `/images/logo/${shop.subdomain}.jpg`,
        shop.images === false ? null : `/images/favicon/${shop.subdomain}.svg`,
        shop.devise,
        shop.couleur_primaire,
        shop.couleur_secondaire,
        shop.theme.name,
        shop.theme.file,
        JSON.stringify(shop.theme_customization),
        shop.reseaux_sociaux.facebook_url,
        shop.reseaux_sociaux.x_url,
        shop.reseaux_sociaux.instagram_url,
        shop.reseaux_sociaux.tiktok_url,
        shop.reseaux_sociaux.youtube_url,
        shop.politiques.apropos,
        shop.politiques.remboursement,
        shop.politiques.retour,
        shop.user_phone,
        shop.gtag,
        shop.facebook_pixel_id,
      ),
    )
    shop.faqs.forEach((faq, position) => {
      statements.push(insertFaq.bind(shop.id * 100 + position, shop.id, position, faq.question, faq.answer))
    })
  }
  statements.push(...contentSeedStatements(db))
  statements.push(...catalogueSeedStatements(db))
  statements.push(...checkoutSeedStatements(db))
  statements.push(...(await accountSeedStatements(db)))
  statements.push(
    db
      .prepare(
        "INSERT INTO seed_meta (key, value) VALUES ('seed', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      )
      .bind(SEED_VERSION),
  )
  return statements
}

/**
 * Per-isolate flag: once this isolate has seen the seed in place it stops
 * checking. It holds no request data, only "this database was seeded".
 * Concurrent first requests may both check; INSERT OR IGNORE makes that safe,
 * and no promise is shared between requests (workerd forbids sharing I/O
 * between requests).
 */
let seeded = false

/** Inserts the seed unless this version is already there. `force` checks again (GET /health). */
export async function ensureSeed(db: D1Database, options: { force?: boolean } = {}): Promise<void> {
  if (seeded && !options.force) return
  const marker = await db.prepare("SELECT value FROM seed_meta WHERE key = 'seed'").first<{ value: string }>()
  if (marker?.value !== SEED_VERSION) {
    await db.batch(await seedStatements(db))
  }
  seeded = true
}
