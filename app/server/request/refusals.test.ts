import { describe, expect, it, vi } from 'vitest'
import { admit } from './refusals.server'

const SHOP = 'https://demo.example.cm'

async function admitted(path: string, init: RequestInit = {}) {
  const url = new URL(path, SHOP)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const result = await admit(new Request(url, init), url)
  return 'refused' in result ? { status: result.refused.status, text: await result.refused.text() } : { status: 0 }
}

const form = (origin: string | null, body = 'email=a%40b.cm') => ({
  method: 'POST',
  body,
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    ...(origin ? { Origin: origin } : {}),
  },
})

describe('admit: what is refused before Remix', () => {
  it('takes a page, and a same-origin form', async () => {
    expect(await admitted('/cart')).toEqual({ status: 0 })
    expect(await admitted('/newsletter', form(SHOP))).toEqual({ status: 0 })
  })

  it('refuses a write from another site (403) in the language of the page asked for', async () => {
    expect(await admitted('/newsletter', form('https://evil.example'))).toMatchObject({ status: 403 })
    const english = await admitted('/en/newsletter', form('https://mode.example.cm'))
    expect(english.status).toBe(403)
    expect(english.text).toContain('lang="en"')
  })

  it('refuses a body that is no form (415), an oversized one (413) and a _data probe (400)', async () => {
    expect(
      await admitted('/contact', { ...form(SHOP), headers: { Origin: SHOP, 'Content-Type': 'text/plain' } }),
    ).toMatchObject({ status: 415 })
    expect(await admitted('/contact', form(SHOP, `message=${'x'.repeat(70 * 1024)}`))).toMatchObject({ status: 413 })
    expect(await admitted('/cart?_data=root')).toMatchObject({ status: 400 })
  })

  it('answers a fetcher’s refused .data request as data it can read', async () => {
    const data = await admitted('/newsletter.data', form('https://evil.example'))
    expect(data.status).toBe(403)
    expect(data.text).toMatch(/^\[\{"_1":2\},"data",.*"ok",false,"message",".+"\]\n$/)
  })

  it('lets the platform’s purge call through without an Origin: its route checks its secret', async () => {
    expect(await admitted('/__cache/purge', { method: 'POST' })).toEqual({ status: 0 })
  })
})
