import { useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { useHydrated } from '~/lib/hydrated'

/** A cart's link and what sends it (app/cart/cart-link.server.ts writes them). */
export interface CartShare {
  url: string
  /** The share sheet's text, beside the link. */
  text: string
  /** `https://wa.me/?text=…`, no number: the shopper picks the contact. */
  whatsapp: string
}

/**
 * 'Partager ce panier' (the cart link page's sharing view, app/cart/share-cart.server.ts): the link to read or
 * copy and 'Envoyer sur WhatsApp', which work without JavaScript; with it, a button beside the link opens the
 * phone's share sheet, or copies the link where there is none.
 */
export function SharePanel({ share }: { share: CartShare }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [status, setStatus] = useState('')
  const sheet = hydrated && typeof navigator.share === 'function'
  const send = async () => {
    try {
      if (sheet) await navigator.share({ title: share.text, text: share.text, url: share.url })
      else {
        await navigator.clipboard.writeText(share.url)
        setStatus(t('share.copied'))
      }
    } catch (error) {
      // Closing the share sheet is no failure.
      if ((error as Error).name !== 'AbortError') setStatus(t('share.copyFailed'))
    }
  }
  return (
    <section className="share-cart" aria-labelledby="share-cart">
      <h1 id="share-cart">{t('share.cartTitle')}</h1>
      <p>{t('share.cartHint')}</p>
      <label htmlFor="share-cart-link">{t('share.cartLink')}</label>
      <div className="share-cart__row">
        <input id="share-cart-link" type="url" readOnly value={share.url} onFocus={(e) => e.target.select()} />
        {/* Appears beside the link once the scripts run: nothing below it moves. */}
        {hydrated ? (
          <button type="button" className="button" onClick={send}>
            {sheet ? t('share.share') : t('share.copy')}
          </button>
        ) : null}
      </div>
      <p className="share-cart__status" role="status">
        {status}
      </p>
      <a href={share.whatsapp} className="button button--ghost" target="_blank" rel="noopener noreferrer">
        {t('share.whatsapp')}
      </a>
    </section>
  )
}
