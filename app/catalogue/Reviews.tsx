import { useTranslation } from '~/i18n/use-translation'
import { formatDate } from '~/lib/dates'
import { Stars } from './Stars'

export interface ReviewData {
  id: string | number
  nom_client: string
  note: number
  message: string
  achat_verifie: boolean
  date_creation: string
}

export function Reviews({ reviews }: { reviews: ReviewData[] }) {
  const { t, language } = useTranslation()
  const average = reviews.length ? reviews.reduce((sum, r) => sum + r.note, 0) / reviews.length : 0
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">
        {t('product.reviews')}
        {reviews.length ? (
          <span className="reviews__summary">
            <Stars note={average} /> {t('product.reviewCount', { count: reviews.length })}
          </span>
        ) : null}
      </h2>
      {reviews.length === 0 ? (
        <p className="notice">{t('product.noReviews')}</p>
      ) : (
        <ul className="reviews__list">
          {reviews.map((review) => (
            <li key={review.id} className="review">
              <p className="review__head">
                <strong>{review.nom_client}</strong> <Stars note={review.note} />
              </p>
              <p className="review__meta">
                <time dateTime={review.date_creation}>{formatDate(review.date_creation, 'long', language)}</time>
                {review.achat_verifie ? <span className="review__verified"> · {t('product.verified')}</span> : null}
              </p>
              <p>{review.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
