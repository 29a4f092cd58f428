/**
 * A Cache API cache in memory, with the three methods the edge cache uses (app/server/edge-cache/store.server.ts),
 * for unit tests in Node, which has no Cache API. Like the Cache API, a read and a write each take a turn of the
 * event loop: requests that start together all read before any of them has written.
 */
export function memoryCache() {
  const copies = new Map<string, Response>()
  const texts = new Map<string, string>()
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0))
  const cache = {
    match: async (key: string) => {
      await turn()
      // A response of its own, as the Cache API gives (a clone's body, a tee, is cancelled only with its twin's).
      const copy = copies.get(key)
      return copy && new Response(texts.get(key), copy)
    },
    put: async (key: string, response: Response) => {
      const text = await response.text()
      await turn()
      copies.set(key, new Response(text, response))
      texts.set(key, text)
    },
    delete: async (key: string) => {
      await turn()
      texts.delete(key)
      return copies.delete(key)
    },
  } as unknown as Cache
  return { cache, copies }
}
