import { Await } from '@remix-run/react'
import { Suspense, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { useHydrated } from '~/lib/hydrated'
import type { CartShare } from './share-cart.server'

/**
 * 'Partager ce panier' (./share-cart.server.ts): the cart's link to read or copy, and 'Envoyer sur WhatsApp',
 * which work without JavaScript; with it, a button beside the link opens the phone's share sheet, or copies
 * the link where there is none. The link streams in: until then the block holds its place, so nothing moves.
 */
export function ShareCart({ share }: { share: Promise<CartShare | null> }) {
  return (
    <Suspense fallback={<ShareBlock link={null} />}>
      <Await resolve={share} errorElement={null}>
        {(link) => (link ? <ShareBlock link={link} /> : null)}
      </Await>
    </Suspense>
  )
}

function ShareBlock({ link }: { link: CartShare | null }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [status, setStatus] = useState('')
  const sheet = hydrated && typeof navigator.share === 'function'
  const share = async () => {
    if (!link) return
    try {
      if (sheet) await navigator.share({ title: link.text, text: link.text, url: link.url })
      else {
        await navigator.clipboard.writeText(link.url)
        setStatus(t('share.copied'))
      }
    } catch (error) {
      // Closing the share sheet is no failure.
      if ((error as Error).name !== 'AbortError') setStatus(t('share.copyFailed'))
    }
  }
  return (
    <section className="share-cart" aria-labelledby="share-cart" aria-busy={!link}>
      <h2 id="share-cart">{t('share.cartTitle')}</h2>
      <p className="share-cart__hint">{t('share.cartHint')}</p>
      <label htmlFor="share-cart-link">{t('share.cartLink')}</label>
      <div className="share-cart__row">
        <input id="share-cart-link" type="url" readOnly value={link?.url ?? ''} onFocus={(e) => e.target.select()} />
        {hydrated ? (
          <button type="button" className="button" disabled={!link} onClick={share}>
            {sheet ? t('share.share') : t('share.copy')}
          </button>
        ) : null}
      </div>
      <p className="share-cart__status" role="status">
        {status}
      </p>
      <a
        href={link?.whatsapp}
        className="button button--ghost"
        target="_blank"
        rel="noopener noreferrer"
        aria-disabled={!link}
      >
        {t('share.whatsapp')}
      </a>
      {link?.missing.length ? (
        <p className="notice">{t('share.notInLink', { names: link.missing.join(', ') })}</p>
      ) : null}
    </section>
  )
}
