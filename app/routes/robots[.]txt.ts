import type { LoaderFunctionArgs } from '@remix-run/cloudflare'

/** Per shop: where its sitemap is, and which pages are not for search engines. */
export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /customer',
    'Disallow: /search',
    'Disallow: /no-js',
    '',
    `Sitemap: ${context.origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
