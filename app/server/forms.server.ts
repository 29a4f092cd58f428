import { data, redirect } from '@remix-run/cloudflare'
import { z } from 'zod'
import type { VisitDirection } from '~/api/shop.server'
import type { ServerTranslate } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'
import { setToast } from '~/server/session.server'
import { redirectTarget } from '~/server/redirect.server'
import type { FieldErrors } from '~/lib/form-answer'

/*
 * One protocol for every form, the same with and without JavaScript:
 * - the form's zod schema holds every field rule and its French message; `parseForm` gives the checked
 *   data, or the first message of each field that is wrong. Nothing reaches the platform until it has passed;
 * - the action answers one shape, `FormAnswer`: `refused` (4xx/5xx, what was typed given back) or `accepted`.
 *   The page a browser posted to itself reads it with `useActionData`, a fetcher with `fetcher.data`.
 */

/** A refused form: the answer with the status that says why (4xx for the input, the platform's failure else). */
export function refused<Field extends string = never, Extra extends object = object>(
  status: number,
  answer: { message: string | null; errors?: FieldErrors<Field>; values?: Partial<Record<Field, string>> } & Extra,
  headers?: HeadersInit,
) {
  const body = { ...answer, ok: false as const, errors: answer.errors ?? {}, values: answer.values ?? {} }
  return data(body, { status, headers })
}

/** A form past its rate limit (app/server/rate-limits/): 429, when to try again, what was typed. */
export function tooMany<Field extends string = never, Extra extends object = object>(
  refusal: { retryAfter: number; message: string },
  answer: { values?: Partial<Record<Field, string>> } & Extra = {} as Extra,
) {
  return refused<Field, Extra>(
    429,
    { ...answer, message: refusal.message },
    {
      'Retry-After': String(refusal.retryAfter),
    },
  )
}

/**
 * A form that did what it asked. Posted by the browser itself (a document request: no JavaScript yet), it
 * is sent on to `next` (a path of this shop) with the message as a toast, 303; through a fetcher or a
 * hydrated form (a `.data` request) the answer is data, with `next` for the page to follow if it wants.
 */
export function accepted<Extra extends object = object>(
  context: RequestContext,
  message: string,
  next: FormDataEntryValue | string | null,
  extra?: Extra,
) {
  const to = redirectTarget(next, context.origin, { language: context.language })
  if (!context.dataRequest) {
    setToast(context.session, { type: 'success', message })
    return redirect(to, 303)
  }
  return { ...(extra as Extra), ok: true as const, message, errors: {}, values: {}, next: to }
}

export type FormCheck<Data, Field extends string> = { ok: true; data: Data } | { ok: false; errors: FieldErrors<Field> }

export function parseForm<Data, Field extends string>(
  schema: z.ZodType<Data>,
  form: FormData | Record<string, unknown>,
): FormCheck<Data, Field> {
  const result = schema.safeParse(form instanceof FormData ? Object.fromEntries(form) : form)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors<Field> = {}
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message
  return { ok: false, errors }
}

/** The named fields as typed (strings only, each cut at `max`), to give a refused form back as it was. */
export function typedValues<Field extends string>(
  form: FormData,
  fields: readonly Field[],
  max: number,
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {}
  for (const field of fields) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = value.slice(0, max)
  }
  return values
}

/** A form's one-time key: a submission sent twice with it makes one change upstream. */
export const oneTimeKey = z.string().regex(/^[\w-]{16,64}$/)

/** The form's one-time key in `name`, when it is a well-formed one. */
export function readOneTimeKey(form: FormData, name: string): string | null {
  const parsed = oneTimeKey.safeParse(form.get(name))
  return parsed.success ? parsed.data : null
}

/** An optional text field: trimmed, bounded (the message in `t`'s language), empty becomes null. */
export const optionalText = (t: ServerTranslate, max: number) =>
  z
    .string()
    .trim()
    .max(max, t('checkout.errors.tooLong'))
    .optional()
    .transform((v) => v || null)

const VisitSchema = z.object({ direction: z.enum(['increment', 'decrement']) })

export function parseVisit(form: FormData): VisitDirection | null {
  const parsed = VisitSchema.safeParse(Object.fromEntries(form))
  return parsed.success ? parsed.data.direction : null
}

const PageSchema = z.coerce.number().int().min(1)

/** A ?page= value: 1 when absent, null when not a page number from 1 to max. */
export function parsePage(value: string | null, max: number): number | null {
  if (value === null || value === '') return 1
  const parsed = PageSchema.safeParse(value)
  return parsed.success && parsed.data <= max ? parsed.data : null
}
