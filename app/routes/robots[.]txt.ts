import { isPrefixLanguage, LANGUAGE_CODES } from '~/i18n/languages'
import type { LoaderFunctionArgs } from '@remix-run/cloudflare'

/** Per shop: where its sitemap is, and which pages are not for search engines. */
export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /customer',
    'Disallow: /search',
    'Disallow: /no-js',
    ...LANGUAGE_CODES.filter(isPrefixLanguage).flatMap((code) => [
      `Disallow: /${code}/cart`,
      `Disallow: /${code}/customer`,
      `Disallow: /${code}/search`,
    ]),
    'Disallow: /language',
    '',
    `Sitemap: ${context.origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
