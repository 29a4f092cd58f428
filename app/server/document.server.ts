import { isbot } from 'isbot'
import { readCookie } from '~/server/cookies.server'
import type { RequestContext } from '~/server/load-context'

/** Cookie of browsers that showed they run no script (set by /no-js). */
export const NO_SCRIPT_COOKIE = '__nojs'

/** Whether the browser asks for less data (`Save-Data: on`): it then gets the data-saver page, without scripts. */
export function asksSaveData(request: Request): boolean {
  return request.headers.get('Save-Data')?.trim().toLowerCase() === 'on'
}

export function hasNoScriptCookie(request: Request): boolean {
  return readCookie(request, NO_SCRIPT_COOKIE) === '1'
}

/**
 * Whether the document is sent whole, once every deferred answer is in,
 * rather than streamed. Streamed sections are revealed by small inline
 * scripts, so clients that run none get whole documents: crawlers,
 * data-saver requests and browsers with scripting off.
 */
export function sendsWholeDocument(request: Request, context: Pick<RequestContext, 'saveData' | 'noScript'>): boolean {
  return context.saveData || context.noScript || isCrawler(request.headers.get('user-agent') ?? '')
}

/**
 * isbot's answer by user agent, for this isolate: its pattern is long, and a page asks up to three times
 * (root loader, document) for the same few browsers. A pure function of the string; bounded, so that a flood of
 * made-up user agents cannot grow it.
 */
const crawlers = new Map<string, boolean>()
const CRAWLERS_MAX = 200

function isCrawler(userAgent: string): boolean {
  let crawler = crawlers.get(userAgent)
  if (crawler === undefined) {
    crawler = isbot(userAgent)
    if (crawlers.size >= CRAWLERS_MAX) crawlers.delete(crawlers.keys().next().value as string)
    crawlers.set(userAgent, crawler)
  }
  return crawler
}
