/**
 * The layout's French strings: the header (with its login dialog and search), the footer, the cart
 * drawer, the product cards, the breadcrumb and the error screens. Every page shows some of them, so the
 * root's data carries them to every page. A page's own strings are in ./pages/*.ts, those only the server
 * writes in ./server.ts; ./index.ts joins them all. Placeholders are written `{{name}}`.
 */
export const frLayout = {
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
  catalogue: {
    loading: 'Chargement…',
    sale: 'Promo',
    was: 'Prix initial',
  },
  search: {
    label: 'Rechercher un produit',
    placeholder: 'Rechercher…',
    submit: 'Rechercher',
    explore: 'Explorer les catégories',
  },
  cart: {
    title: 'Votre Panier',
    empty: 'Votre panier est vide.',
    emptyCta: 'Découvrir nos collections',
    close: 'Fermer le panier',
    count: '{{count}} article(s)',
    seeCart: 'Voir le panier',
    variant: 'Option : {{name}}',
    subtotal: 'Sous-total',
    discount: 'Réduction ({{code}})',
    discountPlain: 'Réduction',
    shipping: 'Livraison',
    shippingToChoose: 'Selon la zone',
    total: 'Total',
    loadError: 'Impossible de charger votre panier. Veuillez réessayer.',
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
    email: 'Email',
    password: 'Mot de passe',
    login: 'Se connecter',
    loggingIn: 'Connexion…',
    toRegister: 'Pas encore de compte ? Inscrivez-vous',
    close: 'Fermer',
    loginSuccess: 'Connexion réussie !',
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
  footer: {
    shop: 'Boutique',
    policies: 'Informations',
    about: 'À Propos de Nous',
    refund: 'Politique de Remboursement',
    return: 'Politique de Retour',
    follow: 'Suivez-nous',
    rights: '© {{year}} {{name}}. Tous droits réservés.',
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
  popup: {
    close: 'Fermer',
    more: 'En savoir plus',
  },
  announcement: {
    label: 'Annonces',
  },
  sending: {
    /** A form sent with JavaScript that the network failed or slowed (app/sending/SendNotice.tsx). */
    unsent: 'Pas envoyé : la connexion est coupée. Ce que vous avez saisi est gardé ici.',
    unknown: 'La connexion a été coupée avant la réponse de la boutique : votre envoi lui est peut-être parvenu.',
    unknownOnce:
      'La connexion a été coupée avant la réponse de la boutique : votre envoi lui est peut-être parvenu. Le renvoyer ne le fera pas deux fois.',
    asking:
      "La réponse de la boutique s'est perdue en route : nous lui redemandons ce qu'elle a fait de votre envoi, sans le faire deux fois…",
    offline: 'Vous êtes hors ligne : renvoyez dès le retour de la connexion.',
    online: 'La connexion est revenue : vous pouvez renvoyer.',
    again: 'Renvoyer',
    slow: 'Le réseau est lent : votre envoi est toujours en route. Gardez cette page ouverte.',
  },
} as const
