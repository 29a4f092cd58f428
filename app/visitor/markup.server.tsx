/**
 * The markup of the visitor's parts that a page from the edge cache lacks (app/visitor/edge-fill.server.ts): a toast, the
 * newsletter's answer, the 'Vus récemment' section. The toast and the product cards are the page's own
 * components; the newsletter's message and the section around the cards are written as their components write
 * them (app/content/NewsletterForm.tsx, app/catalogue/RecentlyViewed.tsx), which keeps them out of the browser's
 * bundle.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import type { ProductCard } from '~/api/catalogue.server'
import { ImageResize } from '~/catalogue/ProductImage'
import { ProductGrid } from '~/catalogue/ProductCard'
import type { NewsletterAnswer } from '~/content/newsletter.server'
import type { Language } from '~/lib/languages'
import { OutsideRouterLanguage } from '~/i18n/links'
import { layoutStrings } from '~/i18n/text.server'
import { TranslateProvider } from '~/i18n/use-translation'
import { Toast } from '~/layout/Toast'
import type { ShopType } from '~/lib/theme'
import type { Toast as ToastData } from '~/server/session.server'

export function toastMarkup(toast: ToastData): string {
  return renderToStaticMarkup(<Toast toast={toast} />)
}

export function newsletterMessageMarkup(answer: NewsletterAnswer): string {
  return renderToStaticMarkup(
    <p
      id="newsletter-message"
      className={answer.ok ? 'newsletter__ok' : 'newsletter__error'}
      role={answer.ok ? 'status' : 'alert'}
    >
      {answer.message}
    </p>,
  )
}

interface RecentSection {
  language: Language
  /** The deployment's image-resizing template (IMAGE_RESIZE_URL), as the root gives it to the page. */
  imageResize: string | null
  title: string
  currency: string
  layout: ShopType
  products: ProductCard[]
}

/** The section in the page's language, its links to the products in it (`/en/products/…` on an English page). */
export function recentlyViewedMarkup({ language, imageResize, title, currency, layout, products }: RecentSection) {
  return renderToStaticMarkup(
    <OutsideRouterLanguage.Provider value={language}>
      <TranslateProvider strings={layoutStrings(language)}>
        <ImageResize.Provider value={imageResize}>
          <section className="recently-viewed" aria-labelledby="recently-viewed">
            <div className="section-head">
              <h2 id="recently-viewed">{title}</h2>
            </div>
            <ProductGrid products={products} currency={currency} layout={layout} />
          </section>
        </ImageResize.Provider>
      </TranslateProvider>
    </OutsideRouterLanguage.Provider>,
  )
}
