import { useLocalPath } from '~/i18n/links'
import type { Announcement } from '~/content/layout-content.server'
import { useTranslation } from '~/i18n/use-translation'

/** The shop's promotional texts above the header, in the first HTML (nothing moves after first paint). */
export function AnnouncementBar({ announcements }: { announcements: Announcement[] }) {
  const { t } = useTranslation()
  const local = useLocalPath()
  return (
    <div className="announcements-slot">
      <aside className="announcements" aria-label={t('announcement.label')}>
        <ul className="announcements__list">
          {announcements.map((a) => (
            <li key={a.id}>{a.href ? <a href={local(a.href)}>{a.text}</a> : a.text}</li>
          ))}
        </ul>
      </aside>
    </div>
  )
}
