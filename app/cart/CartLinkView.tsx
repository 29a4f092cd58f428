import { Form, useLocation, useNavigation } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/cloudflare'
import { Link, useFormAction } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import { useShop } from '~/layout/root-data'
import { formatPrice } from '~/lib/money'
import { Picture } from '~/pictures/Picture'
import type { CartLinkRefusal, loadCartLinkPage, ResolvedLine } from './cart-link.server'
import { SharePanel } from './SharePanel'

type PageData = SerializeFrom<typeof loadCartLinkPage>

/**
 * The cart link page (app/cart/cart-link.server.ts): each line with today's price, what stops it from being
 * added when something does, the total of what one press adds, and the plain form that adds it. In its sharing
 * view, the link and what sends it first, then the same lines, as whoever opens it will see them.
 */
export function CartLinkView({ data, refusal }: { data: PageData; refusal: CartLinkRefusal | null }) {
  const { t, language } = useTranslation()
  const shop = useShop()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.has('items') === true
  const { pathname, search } = useLocation()
  const action = useFormAction('cart-link', `${pathname}${search}`)
  const price = (amount: number) => formatPrice(amount, shop.currency, language)
  return (
    <section className="cart-link">
      {data.share ? (
        <>
          <SharePanel share={data.share} />
          <h2>{t('share.preview')}</h2>
        </>
      ) : (
        <h1>{t('cartLink.title')}</h1>
      )}
      <p>{t('cartLink.intro')}</p>
      {refusal?.message ? (
        <p className="notice notice--error" role="alert">
          {refusal.message}
        </p>
      ) : null}
      <ul className="cart__lines">
        {data.lines.map((line) => (
          <li key={`${line.slug}.${line.variantKey ?? ''}`} className="cart-line">
            <Picture
              src={line.product?.image ?? null}
              width={72}
              height={72}
              layout="thumbnail"
              className="cart-line__image"
            />
            <div className="cart-line__info">
              <p className="cart-line__name">
                {line.product ? (
                  <Link
                    to={`/products/${encodeURIComponent(line.product.slug)}${line.variant ? `?variant=${line.variant.id}` : ''}`}
                  >
                    {line.product.nom}
                  </Link>
                ) : (
                  line.slug
                )}
              </p>
              {line.variant ? (
                <p className="cart-line__variant">{t('cart.variant', { name: line.variant.nom })}</p>
              ) : null}
              {line.product ? (
                <p className="cart-line__unit">{t('cartLink.unitPrice', { price: price(line.unitPrice) })}</p>
              ) : null}
              <p className="cart-line__unit">
                {t('cartLink.quantity', { count: line.quantity > 0 ? line.quantity : line.asked })}
              </p>
              <LineNote line={line} />
            </div>
            {line.quantity > 0 ? <p className="cart-line__subtotal">{price(line.quantity * line.unitPrice)}</p> : null}
          </li>
        ))}
      </ul>
      {data.count > 0 ? (
        <dl className="summary cart-link__summary">
          <div className="summary__total">
            <dt>
              {t('cartLink.total')} ({t('cartLink.count', { count: data.count })})
            </dt>
            <dd>{price(data.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="notice">{t('cartLink.nothing')}</p>
      )}
      {/* Whoever shares the cart has it already: the button is for whoever opens the link. */}
      {data.count > 0 && !data.share ? (
        <Form method="post" action={action} className="cart-link__form">
          <input type="hidden" name="items" value={data.items} />
          <input type="hidden" name="idempotencyKey" value={refusal?.key ?? data.idempotencyKey} />
          <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
            {busy ? t('cartLink.adding') : t('cartLink.add')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}

/** Why a line is not added as the link wrote it, when it is not. */
function LineNote({ line }: { line: SerializeFrom<ResolvedLine> }) {
  const { t } = useTranslation()
  if (line.state === 'ready') return null
  const note =
    line.state === 'capped'
      ? t('cartLink.capped', { stock: line.quantity, asked: line.asked })
      : line.state === 'variantGone'
        ? t('cartLink.variantGone', { variant: line.variantKey })
        : t(`cartLink.${line.state}`)
  return <p className="cart-link__note">{note}</p>
}
