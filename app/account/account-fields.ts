/** Limits of the login and registration forms, the same in the browser (maxLength) and on the server (zod). */
export const ACCOUNT_LIMITS = {
  email: 254,
  password: 1024,
  prenom: 200,
  nom: 200,
  telephone: 25,
  adresse: 200,
  ville: 200,
  codeZip: 20,
  pays: 100,
} as const

/** The shortest password a new account takes. */
export const PASSWORD_MIN_LENGTH = 8
