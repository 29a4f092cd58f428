/**
 * The markup of the visitor's parts that a page from the edge cache lacks (app/visitor/edge-fill.server.ts): a
 * toast, the newsletter's answer, the 'Vus récemment' section, each drawn by the component the page itself draws.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import type { ProductCard } from '~/api/catalogue.server'
import { PictureHosts } from '~/pictures/Picture'
import type { NewsletterAnswer } from '~/content/newsletter.server'
import type { Language } from '~/lib/languages'
import { OutsideRouterLanguage } from '~/i18n/links'
import { layoutStrings } from '~/i18n/text.server'
import { TranslateProvider } from '~/i18n/use-translation'
import type { ShopType } from '~/lib/theme'
import type { Toast as ToastData } from '~/server/session.server'
import { NewsletterMessage } from './NewsletterMessage'
import { RecentlyViewedSection } from './RecentlyViewed'
import { Toast } from './Toast'

export function toastMarkup(toast: ToastData): string {
  return renderToStaticMarkup(<Toast toast={toast} />)
}

export function newsletterMessageMarkup(answer: NewsletterAnswer): string {
  return renderToStaticMarkup(<NewsletterMessage answer={answer} />)
}

interface RecentSection {
  language: Language
  /** The sites whose pictures go through the image path, as the root gives them to the page. */
  pictureHosts: string[]
  title: string
  currency: string
  layout: ShopType
  products: ProductCard[]
}

/** The section in the page's language, its links to the products in it (`/en/products/…` on an English page). */
export function recentlyViewedMarkup({ language, pictureHosts, ...section }: RecentSection) {
  return renderToStaticMarkup(
    <OutsideRouterLanguage.Provider value={language}>
      <TranslateProvider strings={layoutStrings(language)}>
        <PictureHosts.Provider value={pictureHosts}>
          <RecentlyViewedSection {...section} />
        </PictureHosts.Provider>
      </TranslateProvider>
    </OutsideRouterLanguage.Provider>,
  )
}
