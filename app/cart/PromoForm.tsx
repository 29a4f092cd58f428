import { useFetcher } from '@remix-run/react'
import { useFormAction, useLocalPath } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import type { CartAnswer } from '~/cart/shopper-cart.server'
import { formatPrice } from '~/lib/money'
import { FetcherToast } from './FetcherToast'

export function PromoForm({
  promo,
  currency,
  error,
  typedCode,
}: {
  promo: { code: string; discountAmount: number } | null
  currency: string
  error: string | null
  /** A refused code as the shopper typed it (the page sent back without JavaScript). */
  typedCode?: string
}) {
  const { t, language } = useTranslation()
  const fetcher = useFetcher<CartAnswer>({ key: 'promo' })
  const local = useLocalPath()
  const action = useFormAction('promo', local('/cart'))
  const message = fetcher.data && !fetcher.data.ok ? fetcher.data.message : error
  return (
    <div className="promo">
      {promo ? (
        <fetcher.Form method="post" action={action} className="promo__applied">
          <input type="hidden" name="intent" value="promo-remove" />
          <span>
            {t('promo.applied', { code: promo.code, amount: formatPrice(promo.discountAmount, currency, language) })}
          </span>
          <button type="submit" className="link-button">
            {t('promo.remove')}
          </button>
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post" action={action} className="promo__form">
          <input type="hidden" name="intent" value="promo" />
          <label htmlFor="promoCode">{t('promo.label')}</label>
          <div className="promo__row">
            {/* No autocomplete="off": with it, a browser gives the code back on no Back (decision 062). */}
            <input
              id="promoCode"
              type="text"
              name="promoCode"
              maxLength={40}
              defaultValue={typedCode}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? 'promo-error' : undefined}
            />
            <button type="submit" className="button button--ghost" disabled={fetcher.state !== 'idle'}>
              {t('promo.apply')}
            </button>
          </div>
          {message ? (
            <p id="promo-error" className="field-error" role="alert">
              {message}
            </p>
          ) : null}
        </fetcher.Form>
      )}
      {fetcher.state === 'idle' && fetcher.data?.ok ? <FetcherToast data={fetcher.data} /> : null}
    </div>
  )
}
