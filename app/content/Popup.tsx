import { useLocalPath } from '~/i18n/links'
import type { PopupView } from '~/content/layout-content.server'
import { useTranslation } from '~/i18n/use-translation'

/**
 * The shop's pop-up, in the first HTML: an open, non-modal dialog laid over the page
 * (fixed, so nothing moves). It needs no script: the close button is a `method="dialog"`
 * form, which the browser handles itself. The server shows it once a day (layout-content.server.ts).
 */
export function Popup({ popup }: { popup: PopupView }) {
  const { t } = useTranslation()
  const local = useLocalPath()
  return (
    <div className="popup-slot">
      <dialog open className="popup" aria-labelledby={popup.title ? 'popup-title' : undefined}>
        <div className="popup__panel">
          <form method="dialog" className="popup__close-form">
            <button type="submit" className="popup__close" aria-label={t('popup.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </form>
          {popup.image ? (
            <img
              className="popup__image"
              {...popup.image}
              alt=""
              width={480}
              height={270}
              decoding="async"
              data-placeholder=""
            />
          ) : null}
          {popup.title ? (
            <h2 id="popup-title" className="popup__title">
              {popup.title}
            </h2>
          ) : null}
          {popup.text ? <p className="popup__text">{popup.text}</p> : null}
          {popup.href ? (
            <a className="button popup__link" href={local(popup.href)}>
              {popup.linkText ?? t('popup.more')}
            </a>
          ) : null}
        </div>
      </dialog>
    </div>
  )
}
