import { useFetcher, useLocation } from '@remix-run/react'
import { useLocalPath } from '~/i18n/links'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { CartAnswer } from '~/cart/shopper-cart.server'
import { FetcherToast } from '~/cart/FetcherToast'
import { formatPrice } from '~/lib/money'
import type { ShopType } from '~/lib/theme'
import { Price } from './Price'
import { Picture } from '~/pictures/Picture'
import { Reviews, type ReviewData } from './Reviews'

/** Variants whose price and picture follow the choice without JavaScript (CSS rules exist for this many). */
export const VARIANT_VIEWS = 12
/** How long the add-to-cart status message stays. */
const STATUS_MESSAGE_MS = 3000

interface DetailsProduct {
  id: string | number
  nom: string
  prix: number
  prix_original: number | null
  image: string | null
  image_url: string | null
  descriptionHtml: string
  reference: string | null
  qteEnStock: number | null
  images: string[]
  variants: { id: string | number; nom: string; prix: number; prixOriginal: number | null; image: string | null }[]
  avis: ReviewData[]
}

interface View {
  key: string
  price: number
  original: number | null
  image: string | null
}

/**
 * Product details in the shop's layout. The variant radios drive which price
 * and picture are visible through CSS (:has), so the choice shows at once,
 * with or without JavaScript; the form posts the chosen variant to the cart.
 */
export function ProductDetails({
  product,
  currency,
  layout,
  selected,
  addKey,
  share,
}: {
  product: DetailsProduct
  currency: string
  layout: ShopType
  selected: number
  /** One-time key of this add: a retry of the same submission never adds twice. */
  addKey: string
  /** 'Partager': a WhatsApp link with the product's name, price and address (app/catalogue/product-share.server.ts). */
  share: { href: string; label: string; title: string }
}) {
  const { t, language } = useTranslation()
  const { pathname, search } = useLocation()
  const main = useRef<HTMLFormElement>(null)
  const [barVisible, setBarVisible] = useState(false)
  const cart = useFetcher<CartAnswer>({ key: 'add-to-cart' })
  const local = useLocalPath()
  const adding = cart.state !== 'idle'
  const [status, setStatus] = useState<CartAnswer | null>(null)
  useEffect(() => {
    if (!cart.data) return
    setStatus(cart.data)
    const timer = setTimeout(() => setStatus(null), STATUS_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [cart.data])
  useEffect(() => {
    const el = main.current
    if (!el || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setBarVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const baseImage = product.image_url || product.image
  const views: View[] = product.variants.length
    ? product.variants.map((v, i) => ({
        key: `v${i}`,
        price: v.prix,
        original: v.prixOriginal,
        image: v.image || baseImage,
      }))
    : [{ key: 'v0', price: product.prix, original: product.prix_original, image: baseImage }]
  const viewClass = (i: number) => `vv vv-${i}${i === selected ? ' vv--initial' : ''}`
  const inStock = product.qteEnStock === null || product.qteEnStock > 0
  const clothing = layout === 'clothing'

  return (
    <div className={`pd pd--${layout}`}>
      <div className="pd__gallery">
        {views.map((view, i) => (
          <div key={view.key} className={viewClass(i)}>
            <Picture
              src={view.image}
              width={600}
              height={clothing ? 800 : 600}
              layout="product"
              priority={i === selected ? 'high' : 'lazy'}
              alt={product.nom}
              className="pd__image"
            />
          </div>
        ))}
      </div>
      <div className="pd__info">
        <h1 className="pd__name">{product.nom}</h1>
        <p className="pd__price">
          {views.map((view, i) => (
            <span key={view.key} className={viewClass(i)}>
              <Price price={view.price} original={view.original} currency={currency} />
            </span>
          ))}
        </p>
        <p className="pd__stock">
          {product.qteEnStock === null
            ? null
            : inStock
              ? t('product.inStock', { count: product.qteEnStock })
              : t('product.outOfStock')}
          {product.reference ? (
            <span className="pd__ref"> · {t('product.reference', { reference: product.reference })}</span>
          ) : null}
        </p>
        <cart.Form method="post" action={local('/cart')} id="add-to-cart" className="pd__form" ref={main}>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="produitId" value={String(product.id)} />
          <input type="hidden" name="idempotencyKey" value={addKey} />
          <input type="hidden" name="redirectTo" value={pathname + search} />
          {product.variants.length > 0 ? (
            <fieldset className={`variants variants--${layout}`}>
              <legend>{t('product.variants')}</legend>
              {product.variants.map((variant, i) => (
                <label key={variant.id} className="variants__option">
                  <input
                    type="radio"
                    name="variantId"
                    value={String(variant.id)}
                    defaultChecked={i === selected}
                    className={`vi vi-${i}`}
                    required
                  />
                  <span className="variants__name">{variant.nom}</span>
                  {clothing ? null : (
                    <span className="variants__price">{formatPrice(variant.prix, currency, language)}</span>
                  )}
                </label>
              ))}
            </fieldset>
          ) : null}
          <label className="pd__quantity">
            {t('product.quantity')}
            <input
              type="number"
              name="quantity"
              defaultValue={1}
              min={1}
              max={999}
              step={1}
              inputMode="numeric"
              required
            />
          </label>
          <button type="submit" className="button button--large" disabled={!inStock || adding} aria-busy={adding}>
            {adding ? t('cart.adding') : t('product.addToCart')}
          </button>
          <p
            className={`pd__status${status && !status.ok ? ' pd__status--error' : ''}`}
            role="status"
            aria-live="polite"
          >
            {status?.message ?? ''}
          </p>
          {cart.state === 'idle' && cart.data && !cart.data.ok ? <FetcherToast data={cart.data} /> : null}
        </cart.Form>
        <a href={share.href} className="pd__share" target="_blank" rel="noopener noreferrer" aria-label={share.title}>
          {share.label}
        </a>
        {product.descriptionHtml ? (
          clothing ? (
            <details className="pd__description" open>
              <summary>{t('product.description')}</summary>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
            </details>
          ) : (
            <section className="pd__description" aria-labelledby="description-title">
              <h2 id="description-title">{t('product.description')}</h2>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
            </section>
          )
        ) : null}
      </div>
      {product.images.length > 0 ? (
        <div className="pd__more-images">
          {product.images.map((src) => (
            <Picture key={src} src={src} width={600} height={400} layout="product" alt={product.nom} />
          ))}
        </div>
      ) : null}
      <Reviews reviews={product.avis} />
      <div className={`sticky-bar${barVisible ? ' sticky-bar--visible' : ''}`} aria-hidden={!barVisible}>
        <span className="sticky-bar__name">{product.nom}</span>
        <span className="sticky-bar__price">
          {views.map((view, i) => (
            <span key={view.key} className={viewClass(i)}>
              {formatPrice(view.price, currency, language)}
            </span>
          ))}
        </span>
        <button
          type="submit"
          form="add-to-cart"
          className="button"
          tabIndex={barVisible ? 0 : -1}
          disabled={!inStock || adding}
        >
          {t('product.addToCart')}
        </button>
      </div>
    </div>
  )
}
