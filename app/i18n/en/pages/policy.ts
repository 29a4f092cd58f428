import type { frPolicyStrings } from '~/i18n/fr/pages/policy'
import type { Shape } from '~/i18n/parts'

/** The shop's policies and the privacy page: the English of `frPolicyStrings` (../../fr/pages/policy.ts). */
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
} as const satisfies Shape<typeof frPolicyStrings>
