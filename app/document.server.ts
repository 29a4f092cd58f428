import { isbot } from 'isbot'
import { readCookie } from '~/cookies.server'
import type { RequestContext } from '~/load-context'

/** Cookie of browsers that showed they run no script (set by /no-js). */
export const NO_SCRIPT_COOKIE = '__nojs'

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
  return context.saveData || context.noScript || isbot(request.headers.get('user-agent') ?? '')
}
