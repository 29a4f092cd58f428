import type { NotHydratedData } from '~/layout/NotHydrated'
import type { RequestContext } from '~/server/load-context'

/**
 * The value a `NotHydrated` part renders, as its loader returns it. Route data fetched for a client-side
 * navigation (`/<route>.data`) carries it; a document's does not: the server keeps it with the request for its
 * own render (app/entry.server.tsx), and the browser, which keeps the server's markup of that part, never
 * needs it. On the home page, its 48 products are about half of the document.
 */
export function notHydratedData<T>(
  context: Pick<RequestContext, 'dataRequest' | 'perRequest'>,
  value: T,
): NotHydratedData<T> {
  if (context.dataRequest) return { value }
  const kept = (context.perRequest.documentOnly ??= [])
  return { documentOnly: kept.push(value) - 1 }
}
