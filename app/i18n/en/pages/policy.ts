import type { policyStrings } from '~/i18n/pages/policy'
import type { SameShape } from '../shape'

/** The shop's policies and the privacy page: the English of `policyStrings.fr` (../../pages/policy.ts). */
export const enPolicyStrings = {
  policy: {
    about: 'About us',
    refund: 'Refund policy',
    return: 'Returns policy',
    privacy: 'Privacy policy',
    metaTitle: '{{title}} - {{shop}}',
    noContent: 'Content not available',
    aboutMissing: 'No information about us yet.',
    refundMissing: 'Refund policy not available.',
    returnMissing: 'Returns policy not available.',
    notFound: 'Page not found',
  },
} as const satisfies SameShape<(typeof policyStrings)['fr']>
