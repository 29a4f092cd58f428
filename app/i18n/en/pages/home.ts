import type { frHomeStrings } from '~/i18n/fr/pages/home'
import type { Shape } from '~/i18n/parts'

/** The home page: the English of `frHomeStrings` (../../fr/pages/home.ts). */
export const enHomeStrings = {
  home: {
    faqTitle: 'Frequently asked questions',
    loadError: 'Loading error',
    noContent: 'Content not available',
    seeMore: 'See more',
    recentlyViewed: 'Recently viewed',
    slidesLabel: 'Featured',
    slide: 'Slide {{n}}',
    allCategories: 'See all categories',
    categoriesTitle: 'Our categories',
    previous: 'Previous',
    next: 'Next',
    badges: {
      delivery: 'Delivery',
      deliveryText: 'We deliver to: {{countries}}',
      payment: 'Payment',
      paymentBoth: 'On delivery, Mobile Money or card',
      paymentCash: 'On delivery',
      paymentProvider: 'Mobile Money or card',
      returns: 'Returns',
      returnsText: 'Our returns policy',
      support: 'Customer service',
      supportText: 'By phone on {{phone}}',
    },
  },
} as const satisfies Shape<typeof frHomeStrings>
