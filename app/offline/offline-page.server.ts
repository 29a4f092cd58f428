import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { localPath } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'
import { requireShop } from '~/layout/shop.server'
import { cssVariablesRule, shopCssVariables } from '~/lib/colors'
import { shopNames } from '~/lib/host'
import { resolveTheme } from '~/lib/theme'
import appStyles from '~/styles/app.css'
import { OFFLINE_FOR, UNSENT_FIELDS } from './offline-variants'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The pages the service worker shows offline (routes/($lang).offline.tsx): for a page not read before on this
 * device, for a visitor's own page (never kept: `?for=personal`), and for a form the browser sent itself
 * (`?for=unsent`, a page without scripts): the form again, as it was filled (the worker writes its fields), to be
 * sent again with the same one-time key. Plain HTML without script in the shop's look (its name, theme and
 * colours); the worker stores them, and the stylesheets they link, at install, without cookies. "Réessayer" is an
 * empty link, and the unsent form's action empty: the address shown is the page asked for.
 */
export async function loadOfflinePage({ context, request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get('for')
  const offlineFor = OFFLINE_FOR.find((name) => name === asked) ?? 'page'
  const { shop, settings } = await requireShop(context)
  const { language } = context
  const translate = textOf(language)
  const home = localPath(language, '/')
  const theme = resolveTheme(settings)
  const { name } = shopNames(shop.nom, context.tenant.host, context.env.PLATFORM_DOMAIN, {
    name: translate('shop.defaultName'),
    loading: translate('shop.loadingName'),
  })
  const colours = cssVariablesRule(
    shopCssVariables({
      primary: shop.couleur_primaire,
      secondary: shop.couleur_secondaire,
      customization: shop.theme_customization,
    }),
  )
  const html = [
    `<!doctype html><html lang="${language}" data-theme="${theme.name}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${translate('offline.title')} – ${name}`)}</title>`,
    `<link rel="stylesheet" href="${appStyles}"><link rel="stylesheet" href="${theme.href}">`,
    colours ? `<style>${colours.replace(/</g, '')}</style>` : '',
    `</head><body><header class="header header--${theme.name}"><div class="header__inner">`,
    `<a class="header__brand" href="${home}"><span class="header__name">${escapeHtml(name)}</span></a></div></header>`,
    `<main id="main" class="main"><div class="failure">`,
    offlineFor === 'unsent'
      ? [
          `<h1>${escapeHtml(translate('offline.unsentTitle'))}</h1><p>${escapeHtml(translate('offline.unsentText'))}</p>`,
          `<form method="post" action="" class="unsent">${UNSENT_FIELDS}`,
          `<p><button type="submit" class="button">${escapeHtml(translate('offline.unsentSend'))}</button></p></form>`,
        ].join('')
      : [
          `<h1>${escapeHtml(translate('offline.title'))}</h1>`,
          `<p>${escapeHtml(translate(offlineFor === 'personal' ? 'offline.personalText' : 'offline.text'))}</p>`,
          `<p class="failure__hint">${escapeHtml(translate('offline.hint'))}</p>`,
          `<p><a href="" class="button">${escapeHtml(translate('offline.retry'))}</a> <a href="${home}" class="button button--ghost">${escapeHtml(translate('offline.home'))}</a></p>`,
        ].join(''),
    '</div></main></body></html>',
  ].join('')
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': `default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; base-uri 'none'; form-action ${offlineFor === 'unsent' ? "'self'" : "'none'"}; frame-ancestors 'none'`,
    },
  })
}
