import type { SeedArticle } from './seed-blog'
import type { SeedCatalogue, SeedProduct, SeedVariant } from './seed-catalogue'

/**
 * The `extreme` shop's catalogue and blog: data in shapes that are odd but legal, written out row by row
 * (the other shops' are generated from tables). With its answers (`SEED_SHOPS`, `answers`), it shows what a
 * shopper gets from a platform at the edges of the spec:
 * - no slider, no FAQ, an empty category, a category without image;
 * - a product with nothing but a name and a price (no image, no description, no reference: null);
 * - products at price 0, a variant at price 0 and without image;
 * - very long names and texts (a category, a product, an article, a review), a word longer than any screen;
 * - one product with 40 variants (variant ids productId*100+n, so they cannot meet another product's);
 * - an article without image, author, category, reading time, and one without content.
 * Primary keys follow the other shops': category 700+n, product 7000+n, article 700+n.
 */

const SHOP_ID = 7
const IMAGES = '/images/products/extreme'

const LONG_WORD = 'Intergouvernementalisations'.repeat(6)

const LONG_PRODUCT_NAME =
  'Ensemble complet de rangement modulable pour la maison, le bureau et la boutique, en bois de fraké ' +
  'massif verni à la main, avec tiroirs, étagères réglables, portes coulissantes, pieds antidérapants et ' +
  'notice de montage illustrée en français, en anglais et en pidgin'

const PARAGRAPHS = [
  `<p>Chaque pièce est <strong>assemblée à Douala</strong> par les menuisiers de notre atelier, à partir de bois séché pendant six mois.</p>`,
  `<p>Les étagères se règlent tous les 3 cm. Les tiroirs coulissent sur des glissières métalliques qui supportent 25 kg chacune.</p>`,
  `<ul><li>Largeur : 180 cm</li><li>Hauteur : 210 cm</li><li>Profondeur : 45 cm</li><li>Poids : 96 kg</li></ul>`,
  `<p>Un mot très long, pour les écrans étroits : ${LONG_WORD}.</p>`,
]

/** About 12 000 characters of description. */
const LONG_DESCRIPTION = Array.from({ length: 30 }, (_, i) => PARAGRAPHS[i % PARAGRAPHS.length]).join('\n')

const COLOURS_40 = [
  'Rouge vermillon',
  'Rouge carmin',
  'Bordeaux',
  'Rose poudré',
  'Fuchsia',
  'Corail',
  'Orange brûlé',
  'Abricot',
  'Jaune moutarde',
  'Jaune citron',
  'Ocre',
  'Sable',
  'Beige',
  'Crème',
  'Ivoire',
  'Blanc cassé',
  'Vert sapin',
  'Vert olive',
  'Vert pomme',
  'Vert menthe',
  'Kaki',
  'Turquoise',
  'Bleu canard',
  'Bleu ciel',
  'Bleu roi',
  'Bleu marine',
  'Indigo',
  'Lavande',
  'Violet',
  'Prune',
  'Chocolat',
  'Caramel',
  'Taupe',
  'Gris perle',
  'Gris anthracite',
  'Noir',
  'Doré',
  'Argenté',
  'Cuivré',
  'Arc-en-ciel',
] as const

function product(
  n: number,
  categoryId: number,
  position: number,
  slug: string,
  nom: string,
  prix: number,
  details: Partial<Omit<SeedProduct, 'id' | 'shopId' | 'categoryId' | 'position' | 'slug' | 'nom' | 'prix'>> = {},
): SeedProduct {
  return {
    id: SHOP_ID * 1000 + n,
    shopId: SHOP_ID,
    categoryId,
    position,
    slug,
    nom,
    prix,
    prixOriginal: null,
    imagePath: `${IMAGES}/${slug}.jpg`,
    description: `<p>${nom}, choisi pour vous.</p>`,
    reference: `EXT-${String(n).padStart(3, '0')}`,
    qteEnStock: 50,
    variants: [],
    reviews: [],
    images: [],
    ...details,
  }
}

const FORTY_VARIANTS_ID = SHOP_ID * 1000 + 20

const fortyVariants: SeedVariant[] = COLOURS_40.map((colour, k) => ({
  id: FORTY_VARIANTS_ID * 100 + k + 1,
  position: k,
  nom: colour,
  prix: 5000 + (k % 5) * 250,
  prixOriginal: null,
  imagePath: `${IMAGES}/t-shirt-40-couleurs--${k + 1}.jpg`,
}))

/**
 * The odd pictures a platform holds, one product each (demo-api/src/images.ts serves them): a 6000 px panorama, a
 * PNG with transparency, a photo stored sideways with its EXIF orientation, a CMYK JPEG, a file cut off in transfer,
 * one that is gone (404), a GIF and an SVG.
 */
const ODD = {
  panorama: '/images/odd/panorama.jpg',
  transparent: '/images/odd/cut-out.png',
  exifRotated: '/images/odd/exif-rotated.jpg',
  cmyk: '/images/odd/cmyk.jpg',
  truncated: '/images/odd/truncated.jpg',
  missing: '/images/odd/gone.jpg',
  gif: '/images/odd/old-upload.gif',
  svg: `${IMAGES}/sac-en-jute.svg`,
} as const

/** Slugs the tests and the README name. */
const EXTREME_PRODUCTS = {
  bare: 'produit-sans-rien',
  free: 'cadeau-offert',
  longName: 'ensemble-de-rangement-modulable',
  fortyVariants: 't-shirt-40-couleurs',
} as const

const EXTREME_CATEGORIES = {
  long: 'tout-et-n-importe-quoi',
  colours: 'couleurs',
  empty: 'rien-pour-le-moment',
} as const

export const EXTREME_CATALOGUE: SeedCatalogue = {
  sliders: [],
  categories: [
    {
      id: 701,
      shopId: SHOP_ID,
      position: 0,
      slug: EXTREME_CATEGORIES.long,
      nom:
        'Tout, n’importe quoi et le reste : une catégorie au nom beaucoup trop long pour tenir sur une seule ' +
        'ligne de l’écran d’un téléphone',
      imagePath: null,
    },
    {
      id: 702,
      shopId: SHOP_ID,
      position: 1,
      slug: EXTREME_CATEGORIES.colours,
      nom: 'Couleurs',
      imagePath: '/images/categories/extreme/couleurs.jpg',
    },
    {
      id: 703,
      shopId: SHOP_ID,
      position: 2,
      slug: EXTREME_CATEGORIES.empty,
      nom: 'Rien pour le moment',
      imagePath: null,
    },
  ],
  products: [
    product(1, 701, 0, EXTREME_PRODUCTS.bare, 'Produit sans rien', 1500, {
      imagePath: null,
      description: '',
      reference: '',
    }),
    product(2, 701, 1, EXTREME_PRODUCTS.free, 'Cadeau offert', 0, { imagePath: ODD.panorama }),
    product(3, 701, 2, EXTREME_PRODUCTS.longName, LONG_PRODUCT_NAME, 1_250_000, {
      description: LONG_DESCRIPTION,
      reviews: [
        {
          id: 70031,
          nom_client: 'Un client au nom lui aussi très long, Jean-Baptiste Emmanuel Nkongmeneck-Abessolo',
          note: 1,
          message: `Livré en retard. ${'Vraiment très en retard. '.repeat(40)}${LONG_WORD}`,
          achat_verifie: false,
          date_creation: '2026-01-15T10:00:00.000Z',
        },
      ],
    }),
    product(4, 701, 3, 'bougie-parfumee', 'Bougie parfumée', 3500, { imagePath: ODD.transparent }),
    product(5, 701, 4, 'savon-noir', 'Savon noir', 0, { imagePath: ODD.exifRotated }),
    product(6, 701, 5, 'panier-tresse', 'Panier tressé', 7500, { imagePath: ODD.cmyk }),
    product(7, 701, 6, 'eventail-en-raphia', 'Éventail en raphia', 2000, { imagePath: ODD.truncated }),
    product(8, 701, 7, 'porte-cles', 'Porte-clés', 500, { imagePath: ODD.missing }),
    product(9, 701, 8, 'calendrier-2026', 'Calendrier 2026', 1000, { imagePath: ODD.gif }),
    product(10, 701, 9, 'sac-en-jute', 'Sac en jute', 2500, { imagePath: ODD.svg }),
    product(11, 701, 10, 'tasse-emaillee', 'Tasse émaillée', 3000, {
      variants: [
        { id: 70111, position: 0, nom: 'Blanche', prix: 3000, prixOriginal: null, imagePath: null },
        { id: 70112, position: 1, nom: 'Échantillon gratuit', prix: 0, prixOriginal: null, imagePath: null },
      ],
    }),
    product(20, 702, 0, EXTREME_PRODUCTS.fortyVariants, 'T-shirt en 40 couleurs', 5000, { variants: fortyVariants }),
  ],
}

const LONG_TITLE =
  'Un titre d’article si long qu’il ne tient ni dans une carte, ni dans un onglet, ni dans la barre de ' +
  'titre : tout ce que vous avez toujours voulu savoir sur le rangement sans jamais oser le demander'

const LONG_ARTICLE = Array.from(
  { length: 25 },
  (_, i) =>
    `## Partie ${i + 1}\n\nUn paragraphe de plus sur le rangement, la poussière et les tiroirs qui coincent. ${LONG_WORD}`,
).join('\n\n')

export const EXTREME_ARTICLES: SeedArticle[] = [
  {
    id: 701,
    shopId: SHOP_ID,
    titre: LONG_TITLE,
    contenu: LONG_ARTICLE,
    imagePath: null,
    auteur: null,
    category: null,
    tempsLecture: null,
    createdAt: '2026-01-20T08:00:00.000Z',
  },
  {
    id: 702,
    shopId: SHOP_ID,
    titre: 'Article vide',
    contenu: '',
    imagePath: '/images/blog/extreme/article-vide.jpg',
    auteur: 'Équipe Extrême',
    category: 'actualites',
    tempsLecture: 1,
    createdAt: '2026-01-10T08:00:00.000Z',
  },
  {
    id: 703,
    shopId: SHOP_ID,
    titre: 'Un article ordinaire',
    contenu: 'Pour comparer : un article avec **tout** ce qu’il faut.',
    imagePath: '/images/blog/extreme/un-article-ordinaire.jpg',
    auteur: 'Équipe Extrême',
    category: 'conseils',
    tempsLecture: 2,
    createdAt: '2025-12-01T08:00:00.000Z',
  },
]
