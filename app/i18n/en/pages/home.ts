import type { homeStrings } from '~/i18n/pages/home'
import type { SameShape } from '../shape'

/** The home page: the English of `homeStrings.fr` (../../pages/home.ts). */
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
} as const satisfies SameShape<(typeof homeStrings)['fr']>
