import type { frAccountStrings } from '~/i18n/fr/pages/account'
import type { Shape } from '~/i18n/parts'

/** Registering, confirming the email, logging out: the English of `frAccountStrings` (../../fr/pages/account.ts). */
export const enAccountStrings = {
  account: {
    registerTitle: 'Create an account',
    passwordHint: 'At least {{count}} characters.',
    prenom: 'First name',
    nom: 'Last name',
    telephone: 'Phone',
    adresse: 'Address',
    ville: 'Town or city',
    codeZip: 'Postal code (optional)',
    pays: 'Country (optional)',
    register: 'Sign up',
    registering: 'Signing up…',
    toLogin: 'Already have an account? Log in',
    logout: 'Log out',
    logoutConfirm: 'Are you sure you want to log out?',
    logoutYes: 'Yes, log me out',
    confirmTitle: 'Email confirmation',
    confirming: 'Checking your email address…',
    confirmButton: 'Confirm my email address',
    confirmed: 'Your email address has been confirmed!',
    confirmedNext: 'You can now log in to your account.',
    noToken: 'No confirmation token found. Please check the link in your email.',
    signIn: 'Log in',
  },
} as const satisfies Shape<typeof frAccountStrings>
