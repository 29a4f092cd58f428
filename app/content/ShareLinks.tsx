import { useTranslation } from '~/i18n/use-translation'

const NETWORKS = [
  { id: 'facebook', url: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { id: 'x', url: (u: string, title: string) => `https://x.com/intent/tweet?url=${u}&text=${title}` },
  { id: 'linkedin', url: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
] as const

/** Share links to three networks: plain links to their share pages, no third-party script. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation()
  return (
    <div className="share">
      <span className="share__label">{t('blog.share')}</span>
      <ul className="share__list">
        {NETWORKS.map((network) => (
          <li key={network.id}>
            <a
              className={`share__link share__link--${network.id}`}
              href={network.url(encodeURIComponent(url), encodeURIComponent(title))}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('blog.shareOn', { network: t(`blog.networks.${network.id}`) })}
            >
              {t(`blog.networks.${network.id}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
