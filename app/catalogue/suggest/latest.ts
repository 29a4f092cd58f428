/**
 * Asks for the answer to the last query only: `ask(query)` waits `delay` ms after the last call, then
 * calls `load`; a newer `ask` (or `cancel`) aborts the call still on its way, and an answer that comes back
 * anyway is dropped. So a slow answer never replaces a newer one, whatever order the answers arrive in.
 */
interface LatestOptions<T> {
  delay: number
  load: (query: string, signal: AbortSignal) => Promise<T>
  onAnswer: (query: string, answer: T) => void
  /** A failure of the last call (not of an aborted or outdated one). */
  onError?: (query: string, error: unknown) => void
}

interface Latest {
  ask(query: string): void
  cancel(): void
}

export function latestOnly<T>({ delay, load, onAnswer, onError }: LatestOptions<T>): Latest {
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined
  // Every ask or cancel takes a new ticket: a call whose ticket is no longer the current one is outdated.
  let ticket = 0
  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
    controller?.abort()
    controller = undefined
    ticket += 1
  }
  return {
    ask(query) {
      cancel()
      const mine = ticket
      timer = setTimeout(() => {
        timer = undefined
        const call = new AbortController()
        controller = call
        let answer: Promise<T>
        try {
          answer = load(query, call.signal)
        } catch (error) {
          answer = Promise.reject(error)
        }
        answer.then(
          (value) => {
            if (mine === ticket) onAnswer(query, value)
          },
          (error: unknown) => {
            if (mine === ticket && !call.signal.aborted) onError?.(query, error)
          },
        )
      }, delay)
    },
    cancel,
  }
}

/**
 * The option made active by an arrow key in a list of `count` options: down from none is the first, up from
 * none the last, and past either end the other end (the list wraps).
 */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1
  if (active < 0 || active >= count) return step === 1 ? 0 : count - 1
  return (active + step + count) % count
}
