import { useTranslation } from '~/i18n/use-translation'

const BADGES = [
  { key: 'delivery', icon: 'M3 7h11v8H3zM14 10h4l3 3v2h-7zM6 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01' },
  { key: 'payment', icon: 'M5 11h14v9H5zM8 11V8a4 4 0 0 1 8 0v3' },
  { key: 'returns', icon: 'M4 12a8 8 0 1 0 3-6.2M4 4v4h4' },
  { key: 'support', icon: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zM17 13h3v5h-3z' },
] as const

export function TrustBadges() {
  const { t } = useTranslation()
  return (
    <ul className="badges">
      {BADGES.map(({ key, icon }) => (
        <li key={key} className="badges__item">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path
              d={icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <strong>{t(`home.badges.${key}`)}</strong>
          <span>{t(`home.badges.${key}Text`)}</span>
        </li>
      ))}
    </ul>
  )
}
