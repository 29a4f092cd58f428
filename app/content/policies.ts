/** The three policy pages: the shop's field and the text shown when it has none (server and browser alike). */
export const POLICIES = {
  about: { field: 'apropos', missing: 'policy.aboutMissing' },
  refund: { field: 'remboursement', missing: 'policy.refundMissing' },
  return: { field: 'retour', missing: 'policy.returnMissing' },
} as const
type PolicyType = keyof typeof POLICIES

export const isPolicyType = (value: string | undefined): value is PolicyType =>
  value !== undefined && Object.hasOwn(POLICIES, value)
