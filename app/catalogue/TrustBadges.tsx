import { Link } from '~/i18n/links'
import type { ReactNode } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { TrustFacts } from './trust-facts.server'

const ICONS = {
  delivery: 'M3 7h11v8H3zM14 10h4l3 3v2h-7zM6 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01',
  payment: 'M5 11h14v9H5zM8 11V8a4 4 0 0 1 8 0v3',
  returns: 'M4 12a8 8 0 1 0 3-6.2M4 4v4h4',
  support: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zM17 13h3v5h-3z',
} as const

/** The home page's reassurances: only those the shop's own data makes true (trust-facts.server.ts). */
export function TrustBadges({ facts }: { facts: TrustFacts }) {
  const { t } = useTranslation()
  const badges: { key: keyof typeof ICONS; text: ReactNode }[] = []
  if (facts.countries.length > 0)
    badges.push({ key: 'delivery', text: t('home.badges.deliveryText', { countries: facts.countries.join(', ') }) })
  if (facts.payment) {
    const text = { both: 'paymentBoth', cash: 'paymentCash', provider: 'paymentProvider' } as const
    badges.push({ key: 'payment', text: t(`home.badges.${text[facts.payment]}`) })
  }
  if (facts.returns)
    badges.push({ key: 'returns', text: <Link to="/policy/return">{t('home.badges.returnsText')}</Link> })
  if (facts.phone) badges.push({ key: 'support', text: t('home.badges.supportText', { phone: facts.phone }) })
  if (badges.length === 0) return null
  return (
    <ul className="badges">
      {badges.map(({ key, text }) => (
        <li key={key} className="badges__item">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path
              d={ICONS[key]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <strong>{t(`home.badges.${key}`)}</strong>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  )
}
