import type { PageStrings } from '~/i18n/page-strings'

/** Registering, confirming the email, logging out (the login form is the header's, in ../fr.ts): strings that only its route(s) send to browsers (routes/register, routes/confirm-email, routes/logout, routes/customer). See ../fr.ts. */
export const accountStrings = {
  fr: {
    account: {
      registerTitle: 'Créer un compte',
      passwordHint: '{{count}} caractères au moins.',
      prenom: 'Prénom',
      nom: 'Nom',
      telephone: 'Téléphone',
      adresse: 'Adresse',
      ville: 'Ville',
      codeZip: 'Code postal (facultatif)',
      pays: 'Pays (facultatif)',
      register: "S'inscrire",
      registering: 'Inscription…',
      toLogin: 'Déjà un compte ? Connectez-vous',
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
  },
} as const satisfies PageStrings
