import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce, isSameOriginRequest } from './security.server'

const req = (method: string, headers: Record<string, string>) =>
  new Request('https://demo.example.cm/cart', { method, headers })

describe('isSameOriginRequest', () => {
  it('lets reads through', () => expect(isSameOriginRequest(req('GET', { 'Sec-Fetch-Site': 'cross-site' }))).toBe(true))
  it('accepts writes from the same origin', () => {
    expect(isSameOriginRequest(req('POST', { 'Sec-Fetch-Site': 'same-origin' }))).toBe(true)
    expect(isSameOriginRequest(req('POST', { Origin: 'https://demo.example.cm' }))).toBe(true)
  })
  it('refuses writes from another shop of the platform, another site, or of unknown origin', () => {
    expect(isSameOriginRequest(req('POST', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://demo.example.cm' }))).toBe(
      false,
    )
    expect(isSameOriginRequest(req('POST', { Origin: 'https://autre.example.cm' }))).toBe(false)
    expect(isSameOriginRequest(req('DELETE', { Origin: 'http://demo.example.cm' }))).toBe(false)
    expect(isSameOriginRequest(req('POST', {}))).toBe(false)
  })
  it('refuses a write that claims same-origin from another origin', () => {
    const claim = (origin: string) => req('POST', { 'Sec-Fetch-Site': 'same-origin', Origin: origin })
    expect(isSameOriginRequest(claim('https://autre.example.cm'))).toBe(false)
    expect(isSameOriginRequest(claim('null'))).toBe(false)
    expect(isSameOriginRequest(claim('https://demo.example.cm'))).toBe(true)
  })
})

describe('contentSecurityPolicy', () => {
  it('allows scripts by nonce only, and analytics hosts only when asked', () => {
    const base = {
      nonce: 'abc',
      imageOrigins: ['http://127.0.0.1:8787'],
      formOrigins: ['https://pay.example'],
      gtag: false,
      pixel: false,
    }
    const plain = contentSecurityPolicy(base)
    expect(plain).toContain("script-src 'nonce-abc' 'strict-dynamic';")
    expect(plain).toContain("frame-ancestors 'none'")
    expect(plain).toContain("form-action 'self' https://pay.example")
    expect(plain).not.toContain('googletagmanager')
    const tracked = contentSecurityPolicy({ ...base, gtag: true, pixel: true })
    expect(tracked).toContain('https://www.googletagmanager.com')
    expect(tracked).toContain('https://connect.facebook.net')
  })
  it('makes a different nonce each time', () => expect(createNonce()).not.toBe(createNonce()))
})
