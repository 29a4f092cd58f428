/** Limits of the contact form, the same in the browser (maxLength) and on the server (zod). */
export const CONTACT_LIMITS = { nom: 100, email: 254, sujet: 150, message: 5000 } as const
export type ContactField = keyof typeof CONTACT_LIMITS
export const CONTACT_FIELDS = Object.keys(CONTACT_LIMITS) as ContactField[]

/**
 * A field people never see nor reach with the keyboard, and form-filling robots fill in:
 * a form with it filled is answered as if it succeeded, and nothing is sent.
 */
export const HONEYPOT_FIELD = 'website'
