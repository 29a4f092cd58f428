/**
 * Remix's single fetch, as the browser's fetchers use it: an action posted to
 * `/route.data` answers in turbo-stream with `{ data }` (or `{ error }`).
 */
import { decode } from 'turbo-stream'

/** The data an action gave a fetcher, from the body of its /route.data answer. */
export async function actionData(body: string): Promise<unknown> {
  const decoded = await decode(new Response(body).body!)
  await decoded.done
  const result = decoded.value as { data?: unknown; error?: unknown }
  if (!('data' in result)) throw new Error(`not an action's data: ${body}`)
  return result.data
}
