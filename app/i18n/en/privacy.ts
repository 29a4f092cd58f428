import type { frPrivacyPolicy } from '~/i18n/fr/privacy'
import type { Shape } from '~/i18n/parts'

/**
 * The privacy policy page's English template, under the keys of `frPrivacyPolicy` (../fr/privacy.ts), filled in
 * for each shop ({{shop}}). Only the page's loader reads it.
 */
export const enPrivacyPolicy = {
  template:
    'This text is the template of the platform that hosts the shop, filled in with what the shop really uses. {{shop}} may replace it with its own policy.',
  intro:
    'This page says what data {{shop}} collects on this online shop, why, who receives it and how to exercise your rights.',
  collectedTitle: 'The data collected',
  collected:
    'When you order, create an account, sign up for the newsletter or write to the shop: your first and last names, email address, phone number, delivery address, and the content of your orders and messages. No bank details: a card or Mobile Money payment is made with the payment provider.',
  purposesTitle: 'Why',
  purposes:
    'To prepare and deliver your orders, tell you about them, manage your account, answer your messages and, if you asked for it, send you the newsletter. This data is not sold.',
  sharingTitle: 'Who receives it',
  sharingPlatform: 'The platform that hosts the shop, which records your orders, your account and your messages.',
  sharingProvider:
    'The card and Mobile Money payment provider, if you pay with it: your name, your email, your phone number and the amount.',
  sharingGoogle:
    'Google, through the shop’s audience measurement tool (ID {{id}}): the pages you view and information about your browser.',
  sharingMeta:
    'Meta, through the shop’s advertising pixel (ID {{id}}): the pages you view and information about your browser.',
  cookiesTitle: 'Cookies',
  cookiesIntro: 'The shop itself sets these cookies, which it needs to work and which serve no advertising:',
  cookieSession: '{{name}}: your cart, your login and the orders placed from this browser, for 30 days.',
  cookieNoScript:
    '{{name}}: if your browser does not run JavaScript, remembers this for one year to send you complete pages.',
  cookiePopup:
    '{{name}}: remembers for 24 hours that you have seen the shop’s announcement, so as not to show it on every page.',
  cookieRecent: '{{name}}: the last products you viewed (8 at most), to show them to you again, for 30 days.',
  cookieLanguage: '{{name}}: the language you chose for the shop, for one year.',
  cookieVisitor:
    '{{name}}: a random number that counts the forms sent from this browser, to stop abuse without holding up other shoppers on your connection, for 30 days.',
  cookiesThirdParty: 'The Google and Meta tools named above set their own cookies.',
  speedTitle: 'Speed measurement',
  speed:
    'On some of the pages you view with JavaScript (never in data-saver mode), your browser sends the shop, when you leave the page, how long it took to show and to respond (LCP, INP, CLS, TTFB), with the kind of page, the language, the connection type and the device’s memory where it tells them. No cookie and no personal data: neither your IP address nor the page’s address is kept. These measures are kept for three months to make the shop faster, and are given to no one.',
  retentionTitle: 'How long it is kept',
  retention:
    'As long as needed to process your orders and meet the shop’s legal obligations. You can unsubscribe from the newsletter at any time.',
  rightsTitle: 'Your rights',
  rights:
    'You can ask to see your data, to correct or delete it, or object to its use: write to {{shop}} from the Contact page.',
} as const satisfies Shape<typeof frPrivacyPolicy>
