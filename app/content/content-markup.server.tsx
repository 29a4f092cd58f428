import { renderToStaticMarkup } from 'react-dom/server'
import type { Announcement, PopupView } from '~/content/layout-content.server'
import { translate as t } from '~/i18n/text.server'

/**
 * The pop-up's and the announcement bar's content, rendered to HTML on the server
 * (React escapes every text and attribute). They need no script (the pop-up closes with
 * a `method="dialog"` form, which the browser handles itself), so their components stay
 * out of the browser's bundle: the page carries this markup, and Popup.tsx and
 * AnnouncementBar.tsx only place it.
 */
export function popupMarkup(popup: PopupView): string {
  return renderToStaticMarkup(
    <dialog open className="popup" aria-labelledby={popup.title ? 'popup-title' : undefined}>
      <div className="popup__panel">
        <form method="dialog" className="popup__close-form">
          <button type="submit" className="popup__close" aria-label={t('popup.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </form>
        {popup.image ? <img className="popup__image" src={popup.image} alt="" width={480} height={270} /> : null}
        {popup.title ? (
          <h2 id="popup-title" className="popup__title">
            {popup.title}
          </h2>
        ) : null}
        {popup.text ? <p className="popup__text">{popup.text}</p> : null}
        {popup.href ? (
          <a className="button popup__link" href={popup.href}>
            {popup.linkText ?? t('popup.more')}
          </a>
        ) : null}
      </div>
    </dialog>,
  )
}

export function announcementsMarkup(announcements: Announcement[]): string {
  return renderToStaticMarkup(
    <aside className="announcements" aria-label={t('announcement.label')}>
      <ul className="announcements__list">
        {announcements.map((a) => (
          <li key={a.id}>{a.href ? <a href={a.href}>{a.text}</a> : a.text}</li>
        ))}
      </ul>
    </aside>,
  )
}
