/**
 * Every French string of the interface. Components read them with `t('key')`;
 * server code and tests import this object directly.
 * Interpolations use i18next's `{{name}}` syntax.
 */
export const fr = {
  shop: {
    defaultName: 'Ma Boutique',
    defaultDescription: 'Boutique en ligne personnalisée par {{platform}}.',
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
  },
  notFound: {
    title: 'Page introuvable',
    message: "Oups ! La page que vous recherchez n'existe pas.",
    home: "Retour à l'accueil",
  },
  security: {
    crossOrigin: 'Requête refusée : elle ne provient pas de cette boutique.',
  },
  config: {
    title: 'Configuration du serveur invalide',
    intro: 'La boutique ne peut pas démarrer. Corrigez ces variables d’environnement :',
    missing: '{{name}} est manquante.',
    invalid: '{{name}} est invalide : {{reason}}',
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
    help: 'Aide',
    policies: 'Informations',
    about: 'À Propos de Nous',
    refund: 'Politique de Remboursement',
    return: 'Politique de Retour',
    follow: 'Suivez-nous',
    rights: '© {{year}} {{name}}. Tous droits réservés.',
    newsletterTitle: 'Newsletter',
    newsletterText: 'Recevez nos nouveautés et nos offres.',
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
} as const

export type Catalogue = typeof fr
