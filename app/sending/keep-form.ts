import type { ClientActionFunctionArgs } from '@remix-run/react'
import type { SendFailure } from '~/lib/form-answer'

/** What a form is answered then, in the shape of every form's answer (app/lib/form-answer.ts). */
export interface NetworkAnswer {
  ok: false
  network: SendFailure
  message: null
  errors: Record<string, never>
  values: Record<string, never>
}

/**
 * Every action route's `clientAction`: the server's answer as it comes or, when no answer comes, one of the page's
 * own with status 503, so that nothing is loaded again (after an action's 4xx or 5xx the routes are not revalidated):
 * the page and its form stay as typed, never an error screen nor the offline page.
 */
export function sendKeepingTheForm({ serverAction }: ClientActionFunctionArgs) {
  const network: SendFailure = navigator.onLine ? 'unknown' : 'unsent'
  return serverAction().catch((error: unknown) => {
    // fetch rejects with a TypeError when no answer came; anything else (a redirect, the server's error) is Remix's.
    if (!(error instanceof TypeError)) throw error
    const answer: NetworkAnswer = { ok: false, network, message: null, errors: {}, values: {} }
    return Response.json(answer, { status: 503 })
  })
}
