import {
  data as withHeaders,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare'
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
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { Analytics } from '~/layout/Analytics'
import { AnnouncementBar } from '~/content/AnnouncementBar'
import { useDocumentInfo } from '~/layout/document-context'
import { Footer } from '~/layout/Footer'
import { Header } from '~/layout/Header'
import { InstallButton } from '~/layout/InstallButton'
import { NavigationIndicators } from '~/layout/NavigationIndicators'
import { Popup } from '~/content/Popup'
import { usePageLinks } from '~/layout/PageLink'
import { ImageResize, useImagePlaceholders } from '~/catalogue/ProductImage'
import { RootErrorScreen } from '~/layout/ShopFailure'
import { Toast } from '~/layout/Toast'
import { VisitBeacon } from '~/layout/VisitBeacon'
import { WhatsAppButton } from '~/layout/WhatsAppButton'
import { renderedCartCount } from '~/cart/cart-count'
import { describeFailure, failureOf } from '~/lib/failure'
import { isPlatformHost } from '~/lib/host'
import { DEFAULT_LOGO } from '~/lib/manifest'
import { translator, type LayoutKey, type Strings } from '~/i18n/translate'
import { useHydrated } from '~/lib/hydrated'
import { metaTranslate, RouteStrings, TranslateProvider } from '~/i18n/use-translation'
import { DEFAULT_LANGUAGE, isPrefixLanguage, looksLikeLanguage, pathLanguage } from '~/i18n/languages'
import type { PageLinks } from '~/i18n/page-links.server'
import { layoutStrings } from '~/i18n/catalogues.server'
import { layoutShop, layoutTheme } from '~/layout/views.server'
import { sendsWholeDocument } from '~/server/document.server'
import { loadLayoutContent } from '~/content/layout-content.server'
import { getCartCount, getLogin, takeNewsletterResult, takeToast } from '~/server/session.server'
import { requireShop, shownShopNames } from '~/layout/shop.server'
import appStyles from '~/styles/app.css'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return [{ title: describeFailure(failureOf(error), errorTranslate(error, matches)).title }]
  return [
    { title: data.shop.name },
    { name: 'description', content: data.shop.description ?? data.shop.name },
    { name: 'theme-color', content: '#714aff' },
  ]
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const strings = layoutStrings(context.language)
  // A first segment in a language's place that is not one of the shop's (`/de/cart`, `/fr`, `/xx`): the 404
  // screen, nothing asked of the platform. Any other unknown first segment (`/nulle-part`) is an unknown page:
  // its route answers the 404 page inside the layout (pageLoader of app/i18n/route-strings.server.ts).
  if (looksLikeLanguage(params.lang) && !isPrefixLanguage(params.lang))
    throw withHeaders({ shopFailure: { code: '404' as const, details: null }, strings }, { status: 404 })
  const wholeDocument = sendsWholeDocument(request, context)
  const content = loadLayoutContent(request, context, !wholeDocument) // never rejects
  const { shop, settings } = await requireShop(context).catch((thrown: unknown) => {
    throw withLayoutStrings(thrown, strings)
  })
  const url = new URL(request.url)
  const { host } = context.tenant
  const platformDomain = context.env.PLATFORM_DOMAIN
  const view = layoutShop(shop, `${host} ${platformDomain}`, () => shownShopNames(context, shop))
  const { announcements, popup, popupCookie } = await content
  const login = getLogin(context.session)
  const rootData = {
    shop: view.shop,
    theme: layoutTheme(settings),
    themeCss: view.themeCss,
    language: context.language,
    /** The layout's strings in the page's language (docs/decisions/052-english.md). */
    strings,
    origin: context.origin,
    /** Template of the image-resizing service, when the deployment has one (images then get a srcset). */
    imageResize: context.env.IMAGE_RESIZE_URL ?? null,
    platformIcon: isPlatformHost(host, platformDomain),
    customer: login ? { prenom: login.customer.prenom ?? null } : null,
    cartCount: getCartCount(context.session),
    // A streamed page's late sections need a script to appear: browsers without one come back via /no-js.
    noScriptRedirect: wholeDocument ? null : `/no-js?to=${encodeURIComponent(url.pathname + url.search)}`,
    toast: takeToast(context.session),
    newsletter: takeNewsletterResult(context.session),
    announcements,
    popup,
  }
  return withHeaders(rootData, popupCookie ? { headers: { 'Set-Cookie': popupCookie } } : undefined)
}

/**
 * Single fetch would run this loader again on every navigation. Its data (shop, header, toast) changes
 * only through a form or with the query string, so it is asked for then, as before single fetch
 * (docs/decisions/015-single-fetch-and-lazy-route-discovery.md).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl }) =>
  (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') ||
  currentUrl.search !== nextUrl.search ||
  currentUrl.pathname === nextUrl.pathname

/** A shop failure's data with the layout's strings, so that its screen is in the page's language. */
function withLayoutStrings(thrown: unknown, strings: Strings): unknown {
  const value = thrown as { type?: string; data?: unknown; init?: ResponseInit | null }
  if (value?.type === 'DataWithResponseInit' && typeof value.data === 'object' && value.data !== null)
    return withHeaders({ ...value.data, strings }, value.init ?? undefined)
  return thrown
}

/** The layout's strings a failed root carries (see `withLayoutStrings`), or none. */
function errorStrings(error: unknown): Strings | undefined {
  const strings = (error as { data?: { strings?: unknown } } | null | undefined)?.data?.strings
  return typeof strings === 'object' && strings !== null ? (strings as Strings) : undefined
}

function errorTranslate(error: unknown, matches: readonly { id: string; data: unknown }[]) {
  const strings = errorStrings(error)
  return strings ? translator<LayoutKey>(strings) : metaTranslate(matches)
}

export type RootData = ReturnType<typeof useLoaderData<typeof loader>>

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root')
}

/** The shop as pages need it (inside the layout, the root data is always there). */
export function useShop() {
  const data = useRootData()
  if (!data) throw new Error('useShop outside the shop layout')
  return { ...data.shop, layout: data.theme.shopType, origin: data.origin }
}

/** Root data from a `meta` function's matches. */
export function rootMeta(matches: { id: string; data: unknown }[]): RootData | undefined {
  return matches.find((m) => m.id === 'root')?.data as RootData | undefined
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
  const strings = data?.strings ?? errorStrings(error)
  const translate = useMemo(() => translator<LayoutKey>(strings ?? {}), [strings])
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
        <TranslateProvider value={translate}>{children}</TranslateProvider>
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
  return useMatches()
    .map((match) => (match.data as { pageLinks?: PageLinks } | undefined)?.pageLinks)
    .filter((links) => links !== undefined)
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

/**
 * app.css holds the default theme and the theme file only overrides it, so when the theme file fails the page
 * already shows the default theme; the failure is logged. Once the window has loaded, every stylesheet has
 * loaded or failed; Chromium gives a failed one an empty, unreadable sheet.
 */
function useThemeCheck(message: string) {
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
    }
    if (document.readyState === 'complete') check()
    else window.addEventListener('load', check, { once: true })
    return () => window.removeEventListener('load', check)
  }, [message])
}

export default function App() {
  const data = useLoaderData<typeof loader>()
  useThemeCheck(translator<LayoutKey>(data.strings)('theme.loadError'))
  const cartCount = useCartCount(data)
  const streams = useStreams()
  const secretAddress = useSecretAddress()
  usePageLinks()
  useImagePlaceholders()
  return (
    <ImageResize.Provider value={data.imageResize}>
      <NavigationIndicators shopName={data.shop.loadingName} logo={data.shop.logo} platformIcon={data.platformIcon} />
      {data.announcements ? <AnnouncementBar announcements={data.announcements} /> : null}
      {data.popup ? <Popup popup={data.popup} /> : null}
      <Header shop={data.shop} theme={data.theme.name} customer={data.customer} cartCount={cartCount} />
      <main id="main" className={streams ? 'main main--streams' : 'main'}>
        <RouteStrings>
          <Outlet />
        </RouteStrings>
      </main>
      <Footer shop={data.shop} newsletter={data.newsletter} />
      {data.shop.whatsapp ? <WhatsAppButton href={data.shop.whatsapp} /> : null}
      {data.toast ? <Toast toast={data.toast} /> : null}
      <InstallButton />
      <VisitBeacon />
      {secretAddress ? null : <Analytics gtag={data.shop.gtag} pixel={data.shop.pixel} />}
    </ImageResize.Provider>
  )
}

export function ErrorBoundary() {
  return <RootErrorScreen />
}
