import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { latestOnly, moveActive } from './latest'
import { suggestQuery, suggestUrl } from './query'

/** A call whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('latestOnly', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks once, for the last query, after the delay since the last keystroke', async () => {
    const asked: string[] = []
    const answers: string[] = []
    const latest = latestOnly({
      delay: 150,
      load: async (q) => {
        asked.push(q)
        return `answer to ${q}`
      },
      onAnswer: (_, answer) => answers.push(answer),
    })
    latest.ask('r')
    await vi.advanceTimersByTimeAsync(100)
    latest.ask('ro')
    await vi.advanceTimersByTimeAsync(100)
    latest.ask('rob')
    await vi.advanceTimersByTimeAsync(149)
    expect(asked).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(asked).toEqual(['rob'])
    expect(answers).toEqual(['answer to rob'])
  })

  it('drops a slow answer that comes after a newer one, and aborts its call', async () => {
    const calls = new Map<string, { answer: ReturnType<typeof deferred<string>>; signal: AbortSignal }>()
    const shown: string[] = []
    const latest = latestOnly({
      delay: 150,
      load: (q, signal) => {
        const answer = deferred<string>()
        calls.set(q, { answer, signal })
        return answer.promise
      },
      onAnswer: (q, answer) => shown.push(`${q}: ${answer}`),
    })
    latest.ask('ro')
    await vi.advanceTimersByTimeAsync(150)
    latest.ask('robe')
    await vi.advanceTimersByTimeAsync(150)
    expect(calls.get('ro')!.signal.aborted).toBe(true)
    expect(calls.get('robe')!.signal.aborted).toBe(false)
    calls.get('robe')!.answer.resolve('3 robes')
    await vi.advanceTimersByTimeAsync(0)
    // The first call ignored its abort and answered last: it is not shown.
    calls.get('ro')!.answer.resolve('12 produits')
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toEqual(['robe: 3 robes'])
  })

  it('shows nothing after cancel, and reports only the failure of the current call', async () => {
    const calls: ReturnType<typeof deferred<string>>[] = []
    const shown: string[] = []
    const failed: string[] = []
    const latest = latestOnly({
      delay: 10,
      load: (_, signal) => {
        const call = deferred<string>()
        signal.addEventListener('abort', () => call.reject(new DOMException('aborted', 'AbortError')))
        calls.push(call)
        return call.promise
      },
      onAnswer: (q) => shown.push(q),
      onError: (q) => failed.push(q),
    })
    latest.ask('ro')
    await vi.advanceTimersByTimeAsync(10)
    latest.cancel()
    await vi.advanceTimersByTimeAsync(0)
    latest.ask('robe')
    await vi.advanceTimersByTimeAsync(10)
    calls[1]!.reject(new Error('503'))
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toEqual([])
    expect(failed).toEqual(['robe'])
  })

  it('asks nothing when cancelled before the delay ends', async () => {
    const load = vi.fn(async () => 'x')
    const latest = latestOnly({ delay: 150, load, onAnswer: () => {} })
    latest.ask('robe')
    await vi.advanceTimersByTimeAsync(100)
    latest.cancel()
    await vi.advanceTimersByTimeAsync(1000)
    expect(load).not.toHaveBeenCalled()
  })
})

describe('moveActive', () => {
  it('goes down from none to the first, up from none to the last, and wraps at both ends', () => {
    expect(moveActive(-1, 4, 1)).toBe(0)
    expect(moveActive(-1, 4, -1)).toBe(3)
    expect(moveActive(1, 4, 1)).toBe(2)
    expect(moveActive(3, 4, 1)).toBe(0)
    expect(moveActive(0, 4, -1)).toBe(3)
    expect(moveActive(0, 0, 1)).toBe(-1)
  })
})

describe('suggestQuery', () => {
  it('gives one address for the same words typed with other spaces', () => {
    expect(suggestQuery('  robe   wax ')).toBe('robe wax')
    expect(suggestUrl(suggestQuery(' robe  wax'))).toBe('/search/suggest?q=robe+wax')
    expect(suggestUrl('café & thé')).toBe('/search/suggest?q=caf%C3%A9+%26+th%C3%A9')
  })
})
