import type { LinksFunction, MetaFunction } from '@remix-run/cloudflare'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { shouldRevalidate as pageShouldRevalidate } from '~/sending/keep-form'
import { Analytics } from '~/analytics/Analytics'
import { AnnouncementBar } from '~/content/AnnouncementBar'
import { useDocumentInfo } from '~/layout/document-context'
import { Footer } from '~/layout/Footer'
import { Header } from '~/layout/Header'
import { InstallButton } from '~/offline/InstallButton'
import { NavigationIndicators, preloadLoadingScreen } from '~/layout/NavigationIndicators'
import { Popup } from '~/content/Popup'
import { usePageLinks } from '~/layout/PageLink'
import { PictureHosts, useImagePlaceholders } from '~/pictures/Picture'
import { describeFailure, RootErrorScreen } from '~/layout/ShopFailure'
import { ToastPlace } from '~/visitor/Toast'
import { VisitBeacon } from '~/analytics/VisitBeacon'
import { WhatsAppButton } from '~/layout/WhatsAppButton'
import { renderedCartCount } from '~/cart/cart-count'
import { failureOf } from '~/lib/failure'
import { DEFAULT_LOGO } from '~/lib/manifest'
import type { Strings } from '~/i18n/translate'
import { useHydrated } from '~/lib/hydrated'
import { metaTranslate, RouteStrings, TranslateProvider, useTranslation } from '~/i18n/use-translation'
import { DEFAULT_LANGUAGE, pathLanguage } from '~/lib/languages'
import type { PageLinks } from '~/i18n/page-links.server'
import { loadRoot } from '~/layout/root-page.server'
import { useRootData, type RootData } from '~/layout/root-data'
import { withVisitorParts } from '~/visitor/parts'
import appStyles from '~/styles/app.css'

/**
 * Routes read the root's data through this module, components through app/layout/root-data.ts. A route that
 * imports the root keeps the layout's modules in one shared chunk of the browser build: routes that imported them
 * each on their own split them into some twenty small chunks, 1.9 KB more on every page's first load.
 */
export { rootMeta, useRootData, useShop } from '~/layout/root-data'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export const meta: MetaFunction<typeof loadRoot> = ({ data, error, matches }) => {
  if (!data) return [{ title: describeFailure(failureOf(error), metaTranslate(matches, error)).title }]
  return [
    { title: data.shop.name },
    { name: 'description', content: data.shop.description ?? data.shop.name },
    { name: 'theme-color', content: '#714aff' },
  ]
}

export const loader = loadRoot

/**
 * Single fetch would run this loader again on every navigation. Its data (shop, header, toast) changes
 * only through a form or with the query string, so it is asked for then, as before single fetch; not after a send
 * that got no answer, which changed nothing (app/sending/keep-form.ts): offline, asking would lose the page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  pageShouldRevalidate(args) &&
  ((args.formMethod !== undefined && args.formMethod.toUpperCase() !== 'GET') ||
    args.currentUrl.search !== args.nextUrl.search ||
    args.currentUrl.pathname === args.nextUrl.pathname)

/** The layout's strings a failed root carries (see `withLayoutStrings`), or none. */
function errorStrings(error: unknown): Strings | undefined {
  const strings = (error as { data?: { strings?: unknown } } | null | undefined)?.data?.strings
  return typeof strings === 'object' && strings !== null ? (strings as Strings) : undefined
}

/** The document: used for pages and for the full-page error screens alike. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData()
  const error = useRouteError()
  const { pathname } = useLocation()
  const headLinks = useHeadLinks()
  const { nonce, saveData } = useDocumentInfo()
  // Set once the scripts have taken over the page, in the same commit as every other useHydrated change.
  const hydrated = useHydrated()
  // When: a User Timing mark, which `npm run perf` reads (and any real-user monitoring can).
  useEffect(() => {
    if (hydrated) performance.mark('takeover')
  }, [hydrated])
  const strings = data?.strings ?? errorStrings(error)
  const language = data?.language ?? pathLanguage(pathname)
  return (
    <html
      lang={language ?? DEFAULT_LANGUAGE}
      data-theme={data?.theme.name ?? 'default'}
      data-hydrated={hydrated ? '' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {data?.noScriptRedirect ? (
          <noscript>
            <meta httpEquiv="refresh" content={`0; url=${data.noScriptRedirect}`} />
          </noscript>
        ) : null}
        <Links />
        {data && headLinks ? (
          <>
            <link rel="canonical" href={headLinks.canonical} />
            {headLinks.alternates.map(({ hrefLang, href }) => (
              <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
            ))}
          </>
        ) : null}
        {data ? <link rel="stylesheet" href={data.theme.href} /> : null}
        {data?.themeCss ? <style>{data.themeCss}</style> : null}
        <link rel="icon" href={data?.shop.favicon || data?.shop.logo || DEFAULT_LOGO} />
      </head>
      <body>
        <TranslateProvider strings={strings}>{children}</TranslateProvider>
        {saveData ? null : (
          <>
            {/* Starts the scripts below once the page has painted (app/server/scripts-after-paint.server.ts). */}
            <script nonce={nonce} src="/scripts-after-paint.js" async />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

/** The canonical and `hreflang` links of the page, which its data carries (`pageLoader`): the deepest route's. */
function useHeadLinks(): PageLinks | undefined {
  return usePageValue<PageLinks>('pageLinks')
}

/** The deepest route's value of `key` in its data, when it has one. */
function usePageValue<T>(key: string): T | undefined {
  return useMatches()
    .map((match) => (match.data as Record<string, T> | undefined)?.[key])
    .filter((value) => value != null)
    .pop()
}

/**
 * The header's count: that of the cart this page was rendered with when it has one, and it stays
 * until the root data is asked for again (after a form) — never the session's older number.
 */
function useCartCount(data: RootData): number {
  const matches = useMatches()
  const seen = useRef<{ root: RootData; count: number } | null>(null)
  const page = renderedCartCount(matches)
  if (page !== null) seen.current = { root: data, count: page }
  return page ?? (seen.current?.root === data ? seen.current.count : data.cartCount)
}

/** A route whose content streams in after skeletons says so in its handle (`.main--streams` in app.css). */
export type StreamsHandle = { streams: true }

function useStreams(): boolean {
  return useMatches().some((match) => (match.handle as Partial<StreamsHandle> | undefined)?.streams === true)
}

/**
 * A route whose address carries a secret (a single-use token, a payment reference) says so in its handle:
 * the shop's Google tag and ad pixel, which report the whole address, are not loaded on it.
 */
export type SecretAddressHandle = { secretAddress: true }

function useSecretAddress(): boolean {
  return useMatches().some(
    (match) => (match.handle as Partial<SecretAddressHandle> | undefined)?.secretAddress === true,
  )
}

/** The watch on every form's send (app/sending/SendWatch.tsx), a late part: none when its code cannot load. */
const SendWatch = lazy(() => import('~/sending/SendWatch').catch(() => ({ default: () => null })))

/**
 * Once the window has loaded (true then): the theme checked, and the page's late parts loaded: the watch on the
 * forms' sends, so that it is there offline too, and the loading screen of a navigation that lasts.
 * app.css holds the default theme and the theme file only overrides it, so when the theme file fails the page
 * already shows the default theme; the failure is logged. Once the window has loaded, every stylesheet has
 * loaded or failed; Chromium gives a failed one an empty, unreadable sheet.
 */
function useOnceLoaded(message: string): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const theme = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/themes/"]')
    const failed = (link: HTMLLinkElement) => {
      try {
        return !link.sheet || link.sheet.cssRules.length === 0
      } catch {
        return true
      }
    }
    const check = () => {
      if (theme && failed(theme)) console.error(message)
      setLoaded(true)
      preloadLoadingScreen()
    }
    if (document.readyState === 'complete') check()
    else window.addEventListener('load', check, { once: true })
    return () => window.removeEventListener('load', check)
  }, [message])
  return loaded
}

export default function App() {
  const data = withVisitorParts(useLoaderData<typeof loader>())
  const loaded = useOnceLoaded(useTranslation().t('theme.loadError'))
  const cartCount = useCartCount(data)
  const streams = useStreams()
  const secretAddress = useSecretAddress()
  /** The shop's chat with the page's message written (a product page's, app/catalogue/product-share.server.ts). */
  const pageWhatsApp = usePageValue<string>('shopWhatsApp')
  usePageLinks()
  useImagePlaceholders()
  return (
    <PictureHosts.Provider value={data.pictureHosts}>
      <NavigationIndicators shopName={data.shop.loadingName} logo={data.logo} platformIcon={data.platformIcon} />
      {loaded ? (
        <Suspense fallback={null}>
          <SendWatch />
        </Suspense>
      ) : null}
      {data.announcements ? <AnnouncementBar announcements={data.announcements} /> : null}
      {data.popup ? <Popup popup={data.popup} /> : null}
      <Header
        shop={data.shop}
        logo={data.logo}
        theme={data.theme.name}
        customer={data.customer}
        cartCount={cartCount}
      />
      <main id="main" className={streams ? 'main main--streams' : 'main'}>
        <RouteStrings>
          <Outlet />
        </RouteStrings>
      </main>
      <Footer shop={data.shop} newsletter={data.newsletter} />
      <ToastPlace toast={data.toast} />
      {data.shop.whatsapp ? <WhatsAppButton href={pageWhatsApp ?? data.shop.whatsapp} /> : null}
      <InstallButton />
      <VisitBeacon />
      {secretAddress ? null : <Analytics gtag={data.shop.gtag} pixel={data.shop.pixel} />}
    </PictureHosts.Provider>
  )
}

export function ErrorBoundary() {
  return <RootErrorScreen />
}
