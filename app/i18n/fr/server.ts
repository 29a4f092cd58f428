/**
 * The server-only part of the French catalogue (see ./index.ts, which joins it into `fr`): strings
 * that loaders, actions and the Pages function write, and that no browser code reads. Browsers
 * never get this file. A string a component shows belongs in its page's part (./pages/) or, when the
 * layout shows it, in `frLayout` (./layout.ts) instead.
 */
export const frServer = {
  shop: {
    defaultName: 'Ma Boutique',
    /** The loading overlay's name when neither the shop nor the host gives one. */
    loadingName: 'la boutique',
    defaultDescription: 'Boutique en ligne personnalisée par {{platform}}.',
  },
  cart: {
    added: '{{quantity}} x {{name}} ajouté(s) au panier !',
    addError: "Erreur lors de l'ajout au panier. Veuillez réessayer.",
    updated: 'Quantité mise à jour.',
    updateError: 'Erreur lors de la mise à jour de la quantité.',
    removed: 'Article supprimé du panier.',
    removeError: "Erreur lors de la suppression de l'article.",
    invalidQuantity: 'La quantité doit être un nombre entier entre 1 et 999.',
    invalidRequest: 'Cette demande est invalide.',
  },
  whatsappOrder: {
    intro: 'Bonjour, je souhaite commander :',
    line: '{{quantity}} × {{name}} : {{amount}}',
    lineVariant: '{{quantity}} × {{name}} ({{variant}}) : {{amount}}',
    amountLine: '{{label}} : {{amount}}',
    shop: 'Boutique : {{url}}',
  },
  orderAgain: {
    added: '{{count}} article(s) de la commande ajouté(s) au panier !',
    unavailable: 'Plus en vente, non ajouté(s) au panier : {{names}}.',
    quoted: '« {{name}} »',
    andMore: 'et {{count}} autre(s)',
  },
  promo: {
    required: 'Veuillez entrer un code promo.',
    invalid: 'Code promo invalide ou expiré.',
    removed: 'Code promo retiré.',
  },
  checkout: {
    cashOnDelivery: 'Paiement à la livraison',
    cardOrMobile: 'Carte bancaire ou Mobile Money',
    errors: {
      clientName: 'Le nom est requis.',
      clientTel: 'Le téléphone est requis.',
      clientTelFormat: "Le numéro de téléphone n'est pas valide.",
      clientEmail: "L'email est requis.",
      clientEmailFormat: "L'email n'est pas valide.",
      shippingAddress: "L'adresse est requise.",
      selectedCountry: 'Le pays est requis.',
      selectedCity: 'La ville est requise.',
      selectedZone: 'La zone est requise.',
      selectedPaymentMethod: 'La méthode de paiement est requise.',
      tooLong: 'Ce champ est trop long.',
    },
    fixErrors: 'Veuillez corriger les erreurs dans le formulaire.',
    emptyCart: 'Votre panier est vide.',
    citiesError: 'Impossible de charger les villes de livraison.',
    zonesError: 'Impossible de charger les zones de livraison.',
    orderError: 'Erreur lors du passage de la commande. Veuillez réessayer.',
    missingKey:
      "La clé API du fournisseur de paiement n'est pas configurée. Veuillez choisir un autre moyen de paiement.",
    missingUrl: "L'initialisation du paiement a échoué : URL d'autorisation manquante.",
    providerFailed: "Le paiement n'a pas pu être initialisé. Veuillez réessayer.",
    unsupported:
      "Ce moyen de paiement n'est pas encore pris en charge. Notre service client vous appellera pour finaliser la commande.",
    description: 'Commande {{numCommande}} - {{shop}}',
  },
  order: {
    missingId: 'ID de commande manquant.',
    loadError: 'Impossible de charger les détails de la commande.',
    notFound: 'Commande introuvable.',
  },
  payment: {
    missingReference: 'Référence de commande manquante pour la confirmation.',
    confirmError: 'Une erreur est survenue lors de la confirmation du paiement.',
    retryUnavailable: 'Cette commande n’a pas de paiement à relancer depuis ce navigateur.',
  },
  security: {
    crossOrigin: 'Requête refusée : elle ne provient pas de cette boutique.',
    tooLarge: 'Requête refusée : le formulaire envoyé est trop volumineux.',
    notAForm: 'Requête refusée : seuls les formulaires de la boutique sont acceptés.',
    unreadableForm: 'Requête refusée : le formulaire envoyé est illisible.',
    noShop: 'Requête refusée : cette adresse ne désigne aucune boutique.',
    oldDataRequest: 'Requête refusée : cette adresse ne sert pas de données.',
    rateLimited: 'Trop de demandes depuis votre connexion : réessayez dans {{wait}}.',
    seconds: '{{count}} s',
    minutes: '{{count}} min',
  },
  config: {
    title: 'Configuration du serveur invalide',
    intro: 'La boutique ne peut pas démarrer. Corrigez ces variables d’environnement :',
    missing: '{{name}} est manquante.',
    invalid: '{{name}} est invalide : {{reason}}',
    noDatabase:
      'La base D1 « DB » n’est pas liée : une déconnexion ne vaut que dans l’instance qui l’a reçue. Voir wrangler.toml.',
    reasons: {
      required: 'valeur attendue',
      url: 'URL http(s) attendue',
      apiSuffix: 'doit se terminer par /api/v2',
      secretCount: 'au moins un secret',
      secretLength: 'chaque secret doit faire au moins 16 caractères',
      domain: 'nom de domaine attendu, par exemple boutiques.example.cm',
      milliseconds: 'nombre de millisecondes attendu',
      share: 'un nombre de 0 à 1 attendu, par exemple 0.1',
      fieldSpeedStore: '« analytics-engine » ou « local » attendu',
      imageHosts: 'sites séparés par des virgules attendus, par exemple https://cdn.example.cm,https://img.example.cm',
    },
  },
  account: {
    registered: 'Votre compte a été créé. Un email de confirmation vous a été envoyé.',
    wrongCredentials: 'Email ou mot de passe incorrect.',
    loginRefused: 'Échec de la connexion. Veuillez vérifier vos identifiants.',
    loginError: 'Une erreur est survenue lors de la connexion.',
    registerError: "Une erreur est survenue lors de l'inscription.",
    throttled: 'Trop de tentatives pour cet email depuis votre connexion : réessayez dans {{wait}}.',
    platformThrottled: 'Trop de tentatives de connexion. Réessayez dans {{wait}}.',
    errors: {
      email: "L'email est requis.",
      emailFormat: "L'email n'est pas valide.",
      password: 'Le mot de passe est requis.',
      passwordLength: 'Le mot de passe doit contenir au moins {{count}} caractères.',
      passwordCommon: 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.',
      nom: 'Le nom est requis.',
      prenom: 'Le prénom est requis.',
      adresse: "L'adresse est requise.",
      ville: 'La ville est requise.',
      telephone: 'Le téléphone est requis.',
    },
    loggedOut: 'Vous êtes déconnecté.',
    confirmError:
      "Une erreur est survenue lors de la confirmation de l'email. Le jeton est peut-être invalide ou a expiré.",
  },
  suggest: {
    tooLong: 'Une recherche compte au plus {{max}} caractères.',
  },
  customer: {
    ordersError: 'Impossible de charger vos commandes. Veuillez réessayer.',
  },
  contact: {
    sent: 'Votre message a été envoyé avec succès !',
    error: 'Une erreur est survenue. Veuillez réessayer.',
    required: 'Ce champ est requis.',
  },
  newsletter: {
    empty: 'Veuillez entrer une adresse email',
    invalid: 'Veuillez entrer une adresse email valide',
    success: 'Abonnement réussi !',
    required: 'Email requis',
    shopNotFound: 'Boutique non trouvée',
    already: 'Cet email est déjà abonné',
    failed: "Erreur lors de l'abonnement",
    network: 'Impossible de se connecter au serveur',
    unknown: 'Une erreur est survenue',
  },
} as const
