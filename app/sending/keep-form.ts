import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from '@remix-run/react'

/**
 * How a send failed for the network: `unsent` when the browser was offline at the press (nothing left it),
 * `unknown` when the connection broke once the request had left (the shop may have acted on it).
 */
export type SendFailure = 'unsent' | 'unknown'

/** What the page's notice says (./SendNotice.tsx): a send's failure, or a keyed send being asked again. */
export type SendPhase = SendFailure | 'asking'

/** The window event a failed send dispatches, for the page's notice (./SendWatch.tsx). */
export const SEND_FAILED = 'storefront:send-failed'

/** The status of a send that got no answer: the server's own answers of 503 always carry a body. */
const NO_ANSWER = 503

/**
 * Every action route's `clientAction`: the server's answer as it comes or, when none comes, no answer (null, 503)
 * and a `SEND_FAILED` event: the page and its form stay as they are, never an error screen nor the offline page,
 * and the page's notice says what happened (./SendWatch.tsx).
 */
export function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return serverAction().catch((error: unknown) => {
    // fetch rejects with a TypeError when no answer came; anything else (a redirect, the server's error) is Remix's.
    if (!(error instanceof TypeError)) throw error
    const failure: SendFailure = navigator.onLine ? 'unknown' : 'unsent'
    window.dispatchEvent(new CustomEvent<SendFailure>(SEND_FAILED, { detail: failure }))
    return Response.json(null, { status: NO_ANSWER })
  })
}

/**
 * Every page route's `shouldRevalidate`: its data is loaded again after every send, as without the function, but not
 * after one that got no answer, which changed nothing. Single fetch loads every route without this function again
 * after any send, a fetcher's too, whatever the answer's status: offline, that load would fail and lose the page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, actionResult }) =>
  !(actionStatus === NO_ANSWER && actionResult == null)
