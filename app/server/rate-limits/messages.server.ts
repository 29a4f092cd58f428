import type { Language } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'

/** What a shopper past a limit reads: the wait, in their language. */

export function rateLimitedMessage(context: Pick<RequestContext, 'language'>, retryAfter: number): string {
  return textOf(context.language)('security.rateLimited', { wait: waitText(context.language, retryAfter) })
}

/** A wait as the shopper reads it: seconds under a minute, else minutes, rounded up (a Retry-After's own wait). */
export function waitText(language: Language, seconds: number): string {
  const t = textOf(language)
  return seconds < 60
    ? t('security.seconds', { count: Math.max(1, Math.ceil(seconds)) })
    : t('security.minutes', { count: Math.ceil(seconds / 60) })
}
