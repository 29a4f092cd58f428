/**
 * The privacy policy page (/politique-de-confidentialite): a template, filled in for each shop with the
 * cookies the storefront sets and the third parties that shop has configured
 * ({{shop}}). The server's catalogue has it under `privacy.` (`textOf` of ../../text.server.ts): only the
 * page's loader reads it, and sends the filled-in text as data.
 */
export const frPrivacyPolicy = {
  template:
    'Ce texte est le modèle de la plateforme qui héberge la boutique, rempli avec ce que la boutique utilise vraiment. {{shop}} peut le remplacer par sa propre politique.',
  intro:
    'Cette page dit quelles données {{shop}} recueille sur cette boutique en ligne, pourquoi, qui les reçoit et comment exercer vos droits.',
  collectedTitle: 'Les données recueillies',
  collected:
    'Quand vous commandez, créez un compte, vous inscrivez à la newsletter ou écrivez à la boutique : vos nom et prénom, adresse e-mail, téléphone, adresse de livraison, et le contenu de vos commandes et messages. Aucune donnée bancaire : un paiement par carte ou Mobile Money se fait chez le prestataire de paiement.',
  purposesTitle: 'Pourquoi',
  purposes:
    'Pour préparer et livrer vos commandes, vous en parler, gérer votre compte, répondre à vos messages et, si vous l’avez demandé, vous envoyer la newsletter. Ces données ne sont pas vendues.',
  sharingTitle: 'Qui les reçoit',
  sharingPlatform: 'La plateforme qui héberge la boutique, qui enregistre vos commandes, votre compte et vos messages.',
  sharingProvider:
    'Le prestataire de paiement par carte et Mobile Money, si vous payez avec lui : votre nom, votre e-mail, votre téléphone et le montant.',
  sharingGoogle:
    'Google, par l’outil de mesure d’audience de la boutique (identifiant {{id}}) : les pages que vous consultez et des informations sur votre navigateur.',
  sharingMeta:
    'Meta, par le pixel publicitaire de la boutique (identifiant {{id}}) : les pages que vous consultez et des informations sur votre navigateur.',
  cookiesTitle: 'Cookies',
  cookiesIntro: 'La boutique elle-même dépose ces cookies, utiles à son fonctionnement et à aucune publicité :',
  cookieSession:
    '{{name}} : votre panier, votre connexion et les commandes passées depuis ce navigateur, pendant 30 jours.',
  cookieNoScript:
    '{{name}} : si votre navigateur n’exécute pas JavaScript, le retient pendant un an pour vous envoyer des pages complètes.',
  cookiePopup:
    '{{name}} : retient pendant 24 heures que vous avez vu l’annonce de la boutique, pour ne pas la montrer à chaque page.',
  cookieRecent:
    '{{name}} : les derniers produits que vous avez consultés (8 au plus), pour vous les remontrer, pendant 30 jours.',
  cookieLanguage: '{{name}} : la langue que vous avez choisie pour la boutique, pendant un an.',
  cookieVisitor:
    '{{name}} : un numéro tiré au hasard qui compte les formulaires envoyés depuis ce navigateur, pour arrêter les abus sans gêner les autres clients de votre connexion, pendant 30 jours.',
  cookiesThirdParty: 'Les outils de Google et de Meta nommés plus haut déposent leurs propres cookies.',
  speedTitle: 'Mesure de la vitesse',
  speed:
    'Sur une partie des pages consultées avec JavaScript (jamais en mode économie de données), votre navigateur envoie à la boutique, quand vous quittez la page, le temps qu’elle a mis à s’afficher et à réagir (LCP, INP, CLS, TTFB), avec le type de page, la langue, le type de connexion et la mémoire de l’appareil s’il les indique. Aucun cookie, aucune donnée personnelle : ni votre adresse IP, ni l’adresse de la page ne sont gardées. Ces mesures sont gardées trois mois pour rendre la boutique plus rapide, et ne sont transmises à personne.',
  retentionTitle: 'Durée de conservation',
  retention:
    'Le temps de traiter vos commandes et de respecter les obligations légales de la boutique. Vous pouvez vous désinscrire de la newsletter à tout moment.',
  rightsTitle: 'Vos droits',
  rights:
    'Vous pouvez demander à voir vos données, à les corriger ou à les supprimer, ou refuser leur utilisation : écrivez à {{shop}} depuis la page Contact.',
} as const
