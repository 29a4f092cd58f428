import { Link } from '~/i18n/links'
import type { ReactNode } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { Reassurance } from './Reassurance'

/** The page at the end of a purchase: its title, its text, where to go next, and the reassurance list. */
export function Outcome({
  success,
  title,
  children,
  next,
}: {
  success: boolean
  title: string
  children: ReactNode
  next: { to: string; label: string }
}) {
  const { t } = useTranslation()
  return (
    <section className={`outcome outcome--${success ? 'success' : 'failure'}`}>
      <h1>{title}</h1>
      {children}
      <p className="outcome__links">
        <Link to={next.to} className="button">
          {next.label}
        </Link>
        <Link to="/" className="button button--ghost">
          {t('order.home')}
        </Link>
      </p>
      <Reassurance />
    </section>
  )
}
