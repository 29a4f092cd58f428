import { frServer } from './fr.server'

/**
 * Every French string of the interface, in two parts that `fr` joins:
 * - `frBrowser` below: the strings that browser code reads (components with `t('key')`,
 *   `meta` functions, the entries), sent to browsers with every page's script;
 * - `frServer` (./fr.server.ts): the strings only the server writes (loader and action
 *   messages, form errors, toasts, refusals, the configuration page), under the same keys.
 * Server code and tests import `fr`, the whole catalogue. The browser build replaces
 * ./fr.server by an empty module, so there `fr` is `frBrowser`; components cannot read
 * a server-only key: `t` accepts only keys of `frBrowser` (`BrowserKey` of ~/lib/text).
 * Interpolations use i18next's `{{name}}` syntax.
 */
export const frBrowser = {
  shop: {
    logoAlt: 'Logo de {{name}}',
    loading: 'Chargement de {{name}}…',
  },
  failure: {
    unauthorizedTitle: 'Accès Non Autorisé',
    unauthorizedDefault: "Vous n'êtes pas autorisé à accéder à cette ressource.",
    unauthorizedMessage: 'Shop not found or not active for the given host.',
    unauthorizedDetails: 'Détails du serveur',
    unauthorizedHint: "Vérifiez la configuration de la boutique ou contactez l'administrateur.",
    title: 'Erreur {{code}}',
    unknownTitle: 'Erreur Inconnue',
    unknownCode: 'Inconnue',
    defaultBody: 'Une erreur est survenue lors du chargement de la page.',
    hint: 'Veuillez réessayer plus tard ou contacter le support.',
    status403: "Accès interdit. Vous n'avez pas les permissions nécessaires.",
    status404: "Ressource introuvable. La page que vous recherchez n'existe pas.",
    status500: 'Erreur interne du serveur. Veuillez réessayer plus tard.',
    statusOther: 'Une erreur inattendue est survenue.',
    networkCode: 'Network',
    network: 'Impossible de se connecter au serveur.',
    retry: 'Réessayer',
  },
  home: {
    faqTitle: 'Questions fréquentes',
    loadError: 'Erreur de chargement',
    noContent: 'Contenu non disponible',
    slidesLabel: 'À la une',
    slide: 'Diapositive {{n}}',
    allCategories: 'Voir toutes les catégories',
    categoriesTitle: 'Nos catégories',
    previous: 'Précédent',
    next: 'Suivant',
    seeMore: 'Voir plus',
    badges: {
      delivery: 'Livraison rapide',
      deliveryText: 'Partout au Cameroun, suivie de bout en bout',
      payment: 'Paiement sécurisé',
      paymentText: 'À la livraison, Mobile Money ou carte',
      returns: 'Retours faciles',
      returnsText: 'Échange ou remboursement sans tracas',
      support: 'Service client dédié',
      supportText: 'Une équipe à votre écoute, par téléphone ou WhatsApp',
    },
  },
  catalogue: {
    collectionsTitle: 'Toutes nos collections',
    noCollections: 'Aucune collection trouvée',
    collectionsError: 'Impossible de récupérer les catégories.',
    categoryError: 'Impossible de charger la catégorie.',
    productsError: 'Impossible de charger les produits pour cette catégorie.',
    noProducts: 'Aucun produit pour le moment',
    loadMore: 'Charger plus',
    loading: 'Chargement…',
    sale: 'Promo',
    from: 'Prix',
    was: 'Prix initial',
    imageMissing: 'Image indisponible',
  },
  product: {
    loadError: 'Erreur de chargement',
    notFound: 'Produit introuvable',
    cannotLoad: "Nous n'avons pas pu charger ce produit.",
    variants: 'Choisissez une option',
    quantity: 'Quantité',
    addToCart: 'Ajouter au panier',
    reference: 'Référence : {{reference}}',
    inStock: 'En stock ({{count}})',
    outOfStock: 'Rupture de stock',
    description: 'Description',
    reviews: 'Avis clients',
    noReviews: 'Aucun avis pour le moment.',
    reviewCount: '{{count}} avis',
    rating: '{{note}} sur 5',
    verified: 'Achat vérifié',
    backToCategory: 'Retour à {{name}}',
  },
  search: {
    title: 'Recherche : {{q}} - {{shop}}',
    label: 'Rechercher un produit',
    placeholder: 'Rechercher…',
    submit: 'Rechercher',
    heading: 'Résultats pour « {{q}} »',
    prompt: 'Que recherchez-vous ?',
    count: '{{count}} résultat(s) trouvé(s).',
    empty: 'Aucun résultat trouvé pour « {{q}} »',
    explore: 'Explorer les catégories',
    error: 'Impossible de charger les résultats de recherche. Veuillez réessayer.',
  },
  cart: {
    title: 'Votre Panier',
    empty: 'Votre panier est vide.',
    emptyCta: 'Découvrir nos collections',
    open: 'Ouvrir le panier',
    close: 'Fermer le panier',
    count: '{{count}} article(s)',
    seeCart: 'Voir le panier',
    variant: 'Option : {{name}}',
    unitPrice: 'Prix unitaire',
    quantity: 'Quantité de {{name}}',
    decrease: 'Diminuer la quantité',
    increase: 'Augmenter la quantité',
    update: 'Mettre à jour',
    remove: 'Retirer',
    removeItem: 'Retirer {{name}} du panier',
    subtotal: 'Sous-total',
    discount: 'Réduction ({{code}})',
    discountPlain: 'Réduction',
    shipping: 'Livraison',
    shippingToChoose: 'Selon la zone',
    total: 'Total',
    loadError: 'Impossible de charger votre panier. Veuillez réessayer.',
    adding: 'Ajout…',
  },
  promo: {
    label: 'Code promo',
    apply: 'Appliquer',
    remove: 'Retirer le code',
    applied: 'Code promo {{code}} appliqué : -{{amount}}',
  },
  checkout: {
    title: 'Livraison et paiement',
    clientName: 'Nom complet',
    clientTel: 'Téléphone',
    clientEmail: 'Email',
    emailLocked: 'L’email de votre compte est utilisé.',
    shippingAddress: 'Adresse de livraison',
    country: 'Pays',
    city: 'Ville',
    zone: 'Zone de livraison',
    choose: 'Choisir…',
    zipCode: 'Code postal (facultatif)',
    orderNote: 'Note pour la commande (facultatif)',
    paymentMethod: 'Moyen de paiement',
    refresh: 'Mettre à jour',
    refreshHint: 'Après avoir choisi le pays ou la ville, mettez à jour la liste.',
    submit: 'Passer la commande',
    submitting: 'Commande en cours…',
    redirecting: 'Redirection vers le paiement…',
    loginOffer: 'Déjà client ? Connectez-vous',
    countriesError: 'Impossible de charger les pays de livraison.',
    paymentError: 'Impossible de charger les moyens de paiement.',
  },
  order: {
    confirmedTitle: 'Commande Confirmée !',
    number: 'Numéro de commande : {{numCommande}}',
    total: 'Montant total : {{amount}}',
    delivery: 'Livraison',
    contact: 'Contact',
    note: 'Note',
    follow: 'Suivre ma commande',
    login: 'Me connecter pour suivre ma commande',
    placedTitle: 'Commande bien enregistrée !',
    placedText:
      'Merci pour votre commande. Notre service client vous appellera très bientôt pour confirmer les détails de la livraison.',
    myOrders: 'Voir mes commandes',
    home: "Retour à l'accueil",
    view: 'Voir le détail de la commande',
    amounts: 'Montants de la commande',
  },
  payment: {
    finalizing: 'Finalisation de votre commande...',
    redirectSoon: 'Vous allez être redirigé dans quelques secondes…',
    continue: 'Continuer',
    failureTitle: 'Échec du Paiement',
    failureDefault: 'Une erreur inconnue est survenue lors du paiement.',
    backToCart: 'Retour au panier',
    successTitle: 'Paiement réussi !',
    successText: 'Merci ! Votre commande est confirmée et sera préparée très vite.',
    statusSuccessTitle: 'Paiement Réussi !',
    statusFailedTitle: 'Paiement Échoué',
    statusFailedDefault: 'Une erreur est survenue lors du traitement de votre paiement.',
    statusFailedAdvice: 'Vous pouvez réessayer ou contacter notre support.',
    noOrderNumber: 'Numéro de commande non fourni.',
    follow: 'Suivez votre commande',
    followText: 'Retrouvez l’avancement de votre commande dans votre espace client.',
    recap: 'Récapitulatif',
    reassurance: {
      secure: 'Paiement 100 % sécurisé',
      delivery: 'Livraison rapide et suivie',
      returns: 'Retours et échanges faciles',
      support: 'Support client dédié',
    },
    retry: 'Réessayer le paiement',
    retryText: 'Votre commande {{numCommande}} est bien enregistrée : vous pouvez en relancer le paiement.',
  },
  blog: {
    title: 'Notre Blog',
    metaTitle: 'Notre Blog - {{shop}}',
    description: 'Actualités, conseils et tutoriels de {{shop}}.',
    categoryTitle: 'Notre Blog : {{category}}',
    empty: 'Aucun article pour le moment.',
    readMore: 'Lire la suite →',
    readMoreLabel: 'Lire la suite : {{title}}',
    pagination: 'Pages du blog',
    previous: 'Précédent',
    next: 'Suivant',
    page: 'Page {{n}}',
    by: 'Par {{author}}',
    readingTime: '{{minutes}} min de lecture',
    noContent: 'Aucun contenu disponible',
    unknownAuthor: 'Auteur inconnu',
    uncategorized: 'Non catégorisé',
    articleTitle: '{{title}} - {{shop}}',
    defaultTitle: 'Article - {{shop}}',
    recent: 'Articles récents',
    categories: 'Catégories',
    categoryNames: {
      actualites: 'Actualités',
      conseils: 'Conseils',
      tutoriels: 'Tutoriels',
    },
    categoryCount: '{{name}} ({{count}})',
    back: 'Retour au blog',
    share: 'Partager',
    shareOn: 'Partager sur {{network}}',
    networks: {
      facebook: 'Facebook',
      x: 'X',
      linkedin: 'LinkedIn',
    },
    author: 'Auteur',
    notFound: 'Article non trouvé',
    loadError: "Une erreur est survenue lors du chargement de l'article",
    goBack: 'Retour à la page précédente',
  },
  policy: {
    about: 'À Propos de Nous',
    refund: 'Politique de Remboursement',
    return: 'Politique de Retour',
    privacy: 'Politique de confidentialité',
    metaTitle: '{{title}} - {{shop}}',
    noContent: 'Contenu non disponible',
    aboutMissing: 'Aucune information disponible à propos de nous.',
    refundMissing: 'Politique de remboursement non disponible.',
    returnMissing: 'Politique de retour non disponible.',
    notFound: 'Page non trouvée',
  },
  breadcrumb: {
    label: "Fil d'Ariane",
  },
  notFound: {
    title: 'Page introuvable',
    message: "Oups ! La page que vous recherchez n'existe pas.",
    home: "Retour à l'accueil",
  },
  account: {
    loginTitle: 'Connexion',
    registerTitle: 'Créer un compte',
    email: 'Email',
    password: 'Mot de passe',
    prenom: 'Prénom',
    nom: 'Nom',
    telephone: 'Téléphone',
    adresse: 'Adresse',
    ville: 'Ville',
    codeZip: 'Code postal (facultatif)',
    pays: 'Pays (facultatif)',
    login: 'Se connecter',
    loggingIn: 'Connexion…',
    register: "S'inscrire",
    registering: 'Inscription…',
    toRegister: 'Pas encore de compte ? Inscrivez-vous',
    toLogin: 'Déjà un compte ? Connectez-vous',
    close: 'Fermer',
    loginSuccess: 'Connexion réussie !',
    logout: 'Déconnexion',
    logoutConfirm: 'Êtes-vous sûr de vouloir vous déconnecter ?',
    logoutYes: 'Oui, me déconnecter',
    confirmTitle: "Confirmation de l'email",
    confirming: 'Vérification de votre adresse e-mail…',
    confirmButton: 'Confirmer mon adresse e-mail',
    confirmed: 'Votre adresse e-mail a été confirmée avec succès !',
    confirmedNext: 'Vous pouvez maintenant vous connecter à votre compte.',
    noToken: 'Aucun jeton de confirmation trouvé. Veuillez vérifier le lien dans votre email.',
    signIn: 'Se connecter',
  },
  nav: {
    home: 'Accueil',
    categories: 'Collections',
    blog: 'Blog',
    contact: 'Contact',
    faq: 'FAQ',
    cart: 'Panier',
    account: 'Mon compte',
    menu: 'Menu',
    skip: 'Aller au contenu',
  },
  customer: {
    title: 'Mon compte',
    pageTitle: '{{title}} - {{shop}}',
    greeting: 'Bonjour {{name}}',
    menu: 'Espace client',
    sections: {
      orders: 'Mes commandes',
      order: 'Détails de la commande',
      settings: 'Paramètres',
      invoices: 'Factures',
      disputes: 'Litiges',
      support: 'Support',
    },
    notAvailable: "Cette page n'est pas encore disponible.",
    notAvailableHint: 'Vous pouvez suivre vos commandes en attendant.',
    backToOrders: 'Retour à mes commandes',
    retry: 'Réessayer',
    empty: "Vous n'avez pas encore passé de commande.",
    orderNumber: 'Commande n° {{numCommande}}',
    orderedOn: 'Passée le {{date}}',
    items: 'Articles',
    quantityPrice: '{{quantity}} × {{price}}',
    summary: 'Récapitulatif',
    address: 'Adresse de livraison',
  },
  footer: {
    shop: 'Boutique',
    help: 'Aide',
    policies: 'Informations',
    about: 'À Propos de Nous',
    refund: 'Politique de Remboursement',
    return: 'Politique de Retour',
    follow: 'Suivez-nous',
    rights: '© {{year}} {{name}}. Tous droits réservés.',
  },
  contact: {
    title: 'Contact - {{shop}}',
    heading: 'Nous contacter',
    nom: 'Nom',
    email: 'Email',
    sujet: 'Sujet',
    message: 'Message',
    send: 'Envoyer',
    sending: 'Envoi en cours...',
  },
  newsletter: {
    title: 'Newsletter',
    text: 'Recevez nos nouveautés et nos offres.',
    /** Neither « email » nor « adresse »: the pages' other fields are found by those labels. */
    label: 'Votre e-mail',
    placeholder: 'votre@email.com',
    submit: "S'abonner",
  },
  theme: {
    loadError: 'Impossible de charger le thème de base.',
  },
  social: {
    facebook: 'Facebook',
    x: 'X',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    youtube: 'YouTube',
  },
  whatsapp: {
    label: 'Nous écrire sur WhatsApp',
  },
  pwa: {
    install: "Installer l'application",
  },
  header: {
    /** The phone header's buttons: their names for screen readers (the icons say it for the eye). */
    openMenu: 'Menu',
    openSearch: 'Rechercher',
  },
} as const

/** The whole catalogue: the browser's part and, on the server, the server-only part. */
export const fr = /* @__PURE__ */ joinCatalogue(frBrowser, frServer)

export type Catalogue = typeof fr

/** `base` with `extra`'s entries added, namespace by namespace; `base` alone when `extra` is absent (browser). */
function joinCatalogue<A extends object, B extends object>(base: A, extra: B | undefined): A & B {
  if (!extra) return base as A & B
  const joined = { ...base } as Record<string, unknown>
  for (const [key, value] of Object.entries(extra)) {
    const inner = joined[key]
    joined[key] = typeof inner === 'object' && inner !== null ? joinCatalogue(inner, value as object) : value
  }
  return joined as A & B
}

/**
 * The privacy policy page (/politique-de-confidentialite), the same for every shop, naming it
 * ({{shop}}). Apart from `fr` so that its length stays out of the catalogue every page's
 * script carries: only the page's loader reads it, and sends it as data.
 */
export const privacyPolicy = {
  intro:
    '{{shop}} attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles informations nous recueillons lorsque vous utilisez cette boutique en ligne, pourquoi nous les recueillons et comment vous pouvez exercer vos droits.',
  collectedTitle: 'Les données que nous recueillons',
  collected:
    'Lorsque vous passez une commande, créez un compte, vous inscrivez à la newsletter ou nous écrivez, nous recueillons les informations que vous nous donnez : nom, prénom, adresse e-mail, numéro de téléphone, adresse de livraison, ainsi que le contenu de vos commandes et de vos messages. Nous ne recueillons aucune donnée bancaire : les paiements par carte ou Mobile Money sont traités directement par notre prestataire de paiement.',
  purposesTitle: 'Pourquoi nous les utilisons',
  purposes:
    'Ces données servent à préparer et livrer vos commandes, à vous contacter à leur sujet, à gérer votre compte client, à répondre à vos messages et, si vous y avez consenti, à vous envoyer notre newsletter. Nous ne les vendons jamais à des tiers.',
  sharingTitle: 'Avec qui nous les partageons',
  sharing:
    "Seuls les prestataires qui nous aident à vous servir y ont accès, et uniquement pour ce service : la plateforme qui héberge la boutique, le prestataire de paiement et nos partenaires de livraison. Si la boutique utilise un outil de mesure d'audience ou un pixel publicitaire, celui-ci reçoit des informations sur votre navigation.",
  cookiesTitle: 'Cookies',
  cookies:
    "La boutique utilise un cookie de session, indispensable au panier et à la connexion à votre compte, et un cookie qui retient que votre navigateur n'exécute pas JavaScript. Si la boutique utilise un outil de mesure d'audience ou un pixel publicitaire, ces services déposent leurs propres cookies.",
  retentionTitle: 'Durée de conservation',
  retention:
    'Vos données sont conservées le temps nécessaire au traitement de vos commandes et au respect de nos obligations légales, puis supprimées. Vous pouvez vous désinscrire de la newsletter à tout moment.',
  rightsTitle: 'Vos droits',
  rights:
    'Vous pouvez demander à accéder à vos données, à les faire corriger ou supprimer, ou vous opposer à leur utilisation. Pour cela, écrivez-nous depuis la page Contact : {{shop}} vous répondra dans les meilleurs délais.',
} as const

/**
 * The offline page (/offline), which the service worker shows for a page not read before on this
 * device. Apart from `fr`: only that page's loader reads it, no page's script needs it.
 */
export const offlinePage = {
  title: 'Vous êtes hors ligne',
  text: "Cette page n'a pas encore été consultée sur cet appareil. Elle s'affichera dès le retour de la connexion.",
  hint: 'Les pages que vous avez déjà visitées restent lisibles sans connexion.',
  retry: 'Réessayer',
  home: "Retour à l'accueil",
} as const
