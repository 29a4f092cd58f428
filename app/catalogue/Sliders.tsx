import { Link } from '~/i18n/links'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { Picture } from '~/pictures/Picture'

const SLIDE_INTERVAL_MS = 5000

interface SlideData {
  image_url: string | null
  grand_titre: string | null
  petit_titre: string | null
  offre: string | null
  lien: string | null
  text_lien: string | null
}

/**
 * Slides in a horizontal scroll-snap strip: swipeable and reachable by the
 * dots (plain anchor links) without JavaScript; with it, they advance every 5 s.
 */
export function Sliders({ slides }: { slides: SlideData[] }) {
  const { t } = useTranslation()
  const track = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)

  const show = (index: number) => {
    const el = track.current
    if (!el) return
    el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' })
  }

  useEffect(() => {
    const el = track.current
    if (!el) return
    const onScroll = () => setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)))
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => el.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    if (paused || slides.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = setInterval(() => {
      const el = track.current
      if (!el) return
      const current = Math.round(el.scrollLeft / Math.max(1, el.clientWidth))
      show((current + 1) % slides.length)
    }, SLIDE_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [paused, slides.length])

  if (slides.length === 0) return null
  return (
    <section
      className="slider"
      aria-roledescription="carousel"
      aria-label={t('home.slidesLabel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="slider__track" ref={track}>
        {slides.map((slide, i) => (
          // A slide as the carousel pattern of WAI-ARIA names it: a group with its own description and name.
          <div
            key={i}
            id={`slide-${i + 1}`}
            className="slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slide', { n: i + 1 })}
          >
            <Picture
              src={slide.image_url}
              width={1200}
              height={400}
              layout="hero"
              priority={i === 0 ? 'high' : 'lazy'}
              className="slider__image"
            />
            <div className="slider__text">
              {slide.petit_titre ? <p className="slider__kicker">{slide.petit_titre}</p> : null}
              {slide.grand_titre ? <h2 className="slider__title">{slide.grand_titre}</h2> : null}
              {slide.offre ? <p className="slider__offer">{slide.offre}</p> : null}
              {slide.lien && isLocalPath(slide.lien) && slide.text_lien ? (
                <Link to={slide.lien} className="button">
                  {slide.text_lien}
                </Link>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      <div className="slider__controls">
        <nav className="slider__dots" aria-label={t('home.slidesLabel')}>
          {slides.map((_, i) => (
            <a
              key={i}
              href={`#slide-${i + 1}`}
              className={`slider__dot${i === active ? ' slider__dot--active' : ''}`}
              aria-label={t('home.slide', { n: i + 1 })}
              aria-current={i === active ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault()
                show(i)
              }}
            />
          ))}
        </nav>
        <Link to="/categories" className="button button--ghost">
          {t('home.allCategories')}
        </Link>
      </div>
    </section>
  )
}

function isLocalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')
}
