import { LanguageSwitch, Link } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import type { RootData } from '~/layout/root-data'
import { NewsletterForm } from '~/content/NewsletterForm'

type Socials = RootData['shop']['socials']
const NETWORKS: (keyof Socials)[] = ['facebook', 'x', 'instagram', 'tiktok', 'youtube']

export function Footer({ shop, newsletter }: { shop: RootData['shop']; newsletter: RootData['newsletter'] }) {
  const { t } = useTranslation()
  const socials = NETWORKS.filter((n) => isHttpUrl(shop.socials[n]))
  return (
    // A toast shown once is the footer's next element: the edge puts it there on a page from the cache, finding
    // the footer by its class (app/visitor/edge-fill.server.ts).
    <footer className="footer">
      <div className="footer__inner">
        <section>
          <h2 className="footer__title">{shop.name}</h2>
          {shop.description ? <p className="footer__text">{shop.description}</p> : null}
          {socials.length > 0 ? (
            <>
              {/* Named by a heading: a name given to a list itself is not read out by every screen reader. */}
              <h3 className="visually-hidden">{t('footer.follow')}</h3>
              <ul className="footer__socials">
                {socials.map((n) => (
                  <li key={n}>
                    <a href={shop.socials[n] ?? undefined} rel="noopener noreferrer" target="_blank">
                      {t(`social.${n}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <nav aria-label={t('footer.shop')}>
          <h2 className="footer__title">{t('footer.shop')}</h2>
          <ul>
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li>
              <Link to="/categories">{t('nav.categories')}</Link>
            </li>
            <li>
              <Link to="/blog">{t('nav.blog')}</Link>
            </li>
            <li>
              <Link to="/#faq-section">{t('nav.faq')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
        {shop.policies.about || shop.policies.refund || shop.policies.return ? (
          <nav aria-label={t('footer.policies')}>
            <h2 className="footer__title">{t('footer.policies')}</h2>
            <ul>
              {shop.policies.about ? (
                <li>
                  <Link to="/policy/about">{t('footer.about')}</Link>
                </li>
              ) : null}
              {shop.policies.refund ? (
                <li>
                  <Link to="/policy/refund">{t('footer.refund')}</Link>
                </li>
              ) : null}
              {shop.policies.return ? (
                <li>
                  <Link to="/policy/return">{t('footer.return')}</Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        <section id="newsletter" aria-labelledby="newsletter-title">
          <h2 className="footer__title" id="newsletter-title">
            {t('newsletter.title')}
          </h2>
          <p className="footer__text">{t('newsletter.text')}</p>
          <NewsletterForm flash={newsletter} />
        </section>
      </div>
      <p className="footer__rights">{t('footer.rights', { year: new Date().getUTCFullYear(), name: shop.name })}</p>
    </footer>
  )
}

function isHttpUrl(value: string | null): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value)
}
