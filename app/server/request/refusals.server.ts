/**
 * Requests refused before Remix, and the plain pages that answer them: each refusal in the language of the page
 * asked for (its URL's), with the status a script can act on.
 */
import { textOf } from '~/i18n/text.server'
import { DEFAULT_LANGUAGE, pathLanguage, type Language } from '~/lib/languages'
import { PURGE_PATH } from '~/server/edge-cache/generations.server'
import { formBodyProblem, isSameOriginRequest, isShopHost, isWrite, withBoundedBody } from '~/server/security.server'
import { logSecurityEvent, type SecurityEvent } from '~/server/security-log.server'

/**
 * The request, its body read up to its limit, when the storefront takes it; else the refusal. The body is read
 * first, so that a refused request leaves its connection usable.
 */
export async function admit(incoming: Request, url: URL): Promise<{ request: Request } | { refused: Response }> {
  const bounded = await withBoundedBody(incoming).catch(() => 'unread' as const)
  // The body could not be read to its end: the client left mid-upload (workerd: "Network connection lost.").
  // A normal event, not an error of ours: nobody is there to read this answer.
  if (bounded === 'unread')
    return { refused: new Response(null, { status: 400, headers: { 'Cache-Control': 'no-store' } }) }
  const t = textOf(pathLanguage(url.pathname))
  if (!bounded) return { refused: refusal(url, 413, t('security.tooLarge')) }
  const refuse = async (event: SecurityEvent, status: number, message: string) => {
    await logSecurityEvent(event, { request: bounded, shop: url.hostname, status })
    return { refused: refusal(url, status, message) }
  }
  // The platform's call to purge a shop's pages (its route checks its secret) comes from a server, not from a
  // browser's form: the checks made for those are not its.
  const purge = url.pathname === PURGE_PATH
  if (!purge && !isSameOriginRequest(bounded)) return refuse('origin-refused', 403, t('security.crossOrigin'))
  // The data requests of Remix before single fetch: the storefront never makes them.
  if (url.searchParams.has('_data')) return refuse('probe', 400, t('security.oldDataRequest'))
  if (purge) return { request: bounded }
  if (isWrite(bounded) && !isShopHost(url.hostname)) return refuse('origin-refused', 403, t('security.noShop'))
  const problem = await formBodyProblem(bounded)
  if (problem === 415) return { refused: refusal(url, 415, t('security.notAForm')) }
  if (problem === 400) return { refused: refusal(url, 400, t('security.unreadableForm')) }
  return { request: bounded }
}

/**
 * A refusal: a plain page in the URL's language, or for a fetcher's `/<route>.data` request its data
 * `{ ok: false, message }` in single fetch's turbo-stream encoding (what Remix sends for
 * `data({ ok: false, message }, { status })`), so the fetcher reads the message.
 */
function refusal(url: URL, status: number, message: string): Response {
  if (!url.pathname.endsWith('.data')) return plainPage(status, message, pathLanguage(url.pathname))
  const body = `[{"_1":2},"data",{"_3":4,"_5":6},"ok",false,"message",${JSON.stringify(message)}]\n`
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/x-script', 'X-Remix-Response': 'yes', 'Cache-Control': 'no-store' },
  })
}

/**
 * For the operator: which variables are wrong, never their values. In the default language: it is shown before
 * the request is read, to whoever runs the shop, and logged.
 */
export function configErrorPage(problems: { name: string; missing: boolean; reason: string }[]): Response {
  const t = textOf(DEFAULT_LANGUAGE)
  const lines = problems.map((p) =>
    p.missing ? t('config.missing', { name: p.name }) : t('config.invalid', { name: p.name, reason: p.reason }),
  )
  console.error(`${t('config.title')}: ${lines.join(' ')}`)
  const list = `<p>${escapeHtml(t('config.intro'))}</p><ul>${lines.map((l) => `<li><code>${escapeHtml(l)}</code></li>`).join('')}</ul>`
  return plainPage(500, t('config.title'), DEFAULT_LANGUAGE, list)
}

function plainPage(status: number, message: string, language: Language, extra = ''): Response {
  const html = [
    `<!doctype html><html lang="${language}"><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(message)}</title>`,
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">',
    `<h1>${escapeHtml(message)}</h1>${extra}</body></html>`,
  ].join('')
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
