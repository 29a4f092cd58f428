import { beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryCache } from '../../../tests/support/memory-cache'
import { CacheStrategy, keepCopy, STORED_AT } from '~/server/edge-cache/store.server'
import { platformCalls, type PlatformCalls } from '~/server/request-log.server'
import { SHARED_COOKIES } from '~/visitor/shared-cookies.server'
import { edgePage } from './edge-page.server'

// Node has no HTMLRewriter: these tests are about which page answers, not how a stored one is restamped
// (tests/integration/page-cache.test.ts checks that in workerd).
beforeAll(() => {
  class PassThrough {
    on() {
      return this
    }
    transform(response: Response) {
      return response
    }
  }
  vi.stubGlobal('HTMLRewriter', PassThrough)
})

const URL_ = 'https://demo.example.cm/categories'
const KEY = 'https://demo.example.cm/__page-cache/g0/build/https.stream.popup.fr/categories'
const BUDGET_MS = 200

const document = (text: string, status = 200) =>
  new Response(`<!DOCTYPE html><html><body>${text}</body></html>`, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "script-src 'nonce-n1'" },
  })

/** The stand-in for the platform: each render asks it once, and records a failed call when it is down. */
function platform() {
  const state = { asked: 0, down: false, status: 200, delayMs: 0 }
  const render = async (_request: Request, calls: PlatformCalls) => {
    state.asked++
    calls.calls++
    if (state.down) calls.failed++
    await new Promise((resolve) => setTimeout(resolve, state.delayMs))
    return document(state.down ? 'Erreur' : 'rendered now', state.down ? 503 : state.status)
  }
  return { state, render }
}

/** A render during which a secondary call failed: the page answers 200, without that part. */
const renderWithoutPopup = async (_request: Request, calls: PlatformCalls) => {
  calls.calls += 2
  calls.failed++
  return document('without its pop-up')
}

/** A page stored `seconds` ago. */
async function stored(cache: Cache, seconds: number) {
  await keepCopy(cache, KEY, document('stored before'), CacheStrategy.page, 0, Date.now() - seconds * 1000)
}

async function ask(cache: Cache, render: ReturnType<typeof platform>['render']) {
  const waits: Promise<unknown>[] = []
  const answer = await edgePage(
    cache,
    KEY,
    SHARED_COOKIES,
    new Request(URL_),
    render,
    (promise) => waits.push(promise),
    platformCalls(),
    BUDGET_MS,
  )
  return { cache: answer.cache, status: answer.response.status, html: await answer.response.text(), waits }
}

describe('a stale page', () => {
  it('is rendered once for a burst of requests, each of them answered at once with the stored page', async () => {
    const { cache } = memoryCache()
    const { state, render } = platform()
    await stored(cache, CacheStrategy.page.ttl + 10)
    const burst = await Promise.all(Array.from({ length: 20 }, () => ask(cache, render)))
    await Promise.all(burst.flatMap((answer) => answer.waits))
    expect(burst.map((answer) => answer.cache)).toEqual(Array(20).fill('stale'))
    expect(burst.every((answer) => answer.html.includes('stored before'))).toBe(true)
    expect(state.asked).toBe(1)
    const next = await ask(cache, render)
    expect(next).toMatchObject({ cache: 'hit', status: 200 })
    expect(next.html).toContain('rendered now')
  })

  it('rendered again while a platform call fails is not stored: the stored page serves on', async () => {
    const { cache, copies } = memoryCache()
    await stored(cache, CacheStrategy.page.ttl + 10)
    const storedAt = copies.get(KEY)?.headers.get(STORED_AT)
    await Promise.all((await ask(cache, renderWithoutPopup)).waits)
    expect(copies.get(KEY)?.headers.get(STORED_AT)).toBe(storedAt)
    expect(await copies.get(KEY)?.clone().text()).toContain('stored before')
  })
})

describe('a page past its stale window', () => {
  const PAST = CacheStrategy.page.ttl + CacheStrategy.page.staleWhileRevalidate + 10

  it('is answered from its copy, stale-if-error, when its render fails, and the copy is kept', async () => {
    const { cache, copies } = memoryCache()
    const { state, render } = platform()
    await stored(cache, PAST)
    state.down = true
    const answer = await ask(cache, render)
    await Promise.all(answer.waits)
    expect(answer).toMatchObject({ cache: 'stale-if-error', status: 200 })
    expect(answer.html).toContain('stored before')
    expect(copies.get(KEY)).toBeDefined()
  })

  it('is answered from its copy when a call of its render fails, though the render answered 200', async () => {
    const { cache } = memoryCache()
    await stored(cache, PAST)
    const answer = await ask(cache, renderWithoutPopup)
    expect(answer).toMatchObject({ cache: 'stale-if-error', status: 200 })
    expect(answer.html).toContain('stored before')
  })

  it('is answered from its copy when its render takes longer than the budget, and the late page is kept', async () => {
    const { cache } = memoryCache()
    const { state, render } = platform()
    await stored(cache, PAST)
    state.delayMs = BUDGET_MS * 3
    const answer = await ask(cache, render)
    expect(answer).toMatchObject({ cache: 'stale-if-error', status: 200 })
    await Promise.all(answer.waits)
    state.delayMs = 0
    expect((await ask(cache, render)).html).toContain('rendered now')
  })

  it('is answered from its copy up to a day after it was stored, never later', async () => {
    const { cache } = memoryCache()
    const { state, render } = platform()
    state.down = true
    await stored(cache, CacheStrategy.page.staleIfError - 60)
    expect((await ask(cache, render)).cache).toBe('stale-if-error')
    await stored(cache, CacheStrategy.page.staleIfError + 1)
    const late = await ask(cache, render)
    expect(late).toMatchObject({ cache: 'miss', status: 503 })
    expect(late.html).toContain('Erreur')
  })

  it('is rendered anew and stored when the platform answers', async () => {
    const { cache } = memoryCache()
    const { render } = platform()
    await stored(cache, PAST)
    const answer = await ask(cache, render)
    expect(answer).toMatchObject({ cache: 'miss', status: 200 })
    expect(answer.html).toContain('rendered now')
    await Promise.all(answer.waits)
    expect((await ask(cache, render)).cache).toBe('hit')
  })

  it('is forgotten when the platform says it is gone (404), so that no outage brings it back', async () => {
    const { cache, copies } = memoryCache()
    const { state, render } = platform()
    await stored(cache, PAST)
    state.status = 404
    const answer = await ask(cache, render)
    expect(answer).toMatchObject({ cache: 'miss', status: 404 })
    await Promise.all(answer.waits)
    expect(copies.has(KEY)).toBe(false)
  })
})

describe('a page never stored', () => {
  it('is not stored when a platform call of its render failed', async () => {
    const { cache, copies } = memoryCache()
    const answer = await ask(cache, renderWithoutPopup)
    await Promise.all(answer.waits)
    expect(answer).toMatchObject({ cache: 'miss', status: 200 })
    expect(copies.has(KEY)).toBe(false)
  })
})
