import { useEffect, useRef, useState } from 'react'
import { PageLink } from '~/layout/PageLink'
import { useTranslation } from '~/i18n/use-translation'
import { Picture } from '~/pictures/Picture'

/** Each button press scrolls by this share of the visible width. */
const CAROUSEL_STEP = 0.8
/** Categories a 390 px wide phone shows without scrolling the row. */
const VISIBLE_ON_PHONES = 3

interface CarouselCategory {
  slug: string
  nom: string
  image: string | null
}

/** A horizontally scrollable row; with JavaScript, buttons step through it. */
export function CategoryCarousel({ categories }: { categories: CarouselCategory[] }) {
  const { t } = useTranslation()
  const track = useRef<HTMLUListElement>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (categories.length === 0) return null
  const step = (direction: 1 | -1) => {
    const el = track.current
    if (el) el.scrollBy({ left: direction * el.clientWidth * CAROUSEL_STEP, behavior: 'smooth' })
  }
  return (
    <section className="carousel" aria-labelledby="categories-title">
      <div className="section-head">
        <h2 id="categories-title">{t('home.categoriesTitle')}</h2>
        {hydrated ? (
          <div className="carousel__buttons">
            <button type="button" className="icon-button" onClick={() => step(-1)} aria-label={t('home.previous')}>
              ‹
            </button>
            <button type="button" className="icon-button" onClick={() => step(1)} aria-label={t('home.next')}>
              ›
            </button>
          </div>
        ) : null}
      </div>
      <ul className="carousel__track" ref={track}>
        {categories.map((category, index) => (
          <li key={category.slug} className="carousel__item">
            <PageLink to={`/categories/${encodeURIComponent(category.slug)}`}>
              <Picture
                src={category.image}
                width={160}
                height={160}
                layout="carousel"
                priority={index < VISIBLE_ON_PHONES ? 'eager' : 'lazy'}
                className="carousel__image"
              />
              <span className="carousel__name">{category.nom}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The row's place while the categories stream in: as tall as the row, so nothing below it moves. */
export function CategoryCarouselSkeleton() {
  const { t } = useTranslation()
  return (
    <section className="carousel" aria-hidden="true">
      <div className="section-head">
        <h2>{t('home.categoriesTitle')}</h2>
      </div>
      <ul className="carousel__track">
        {Array.from({ length: VISIBLE_ON_PHONES + 1 }, (_, i) => (
          <li key={i} className="carousel__item skeleton">
            <span className="carousel__image" />
            <span className="carousel__name">
              <span className="skeleton__line" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
