import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'

const valid = {
  API_BASE_URL: 'https://api.example.cm/api/v2/',
  SHOP_PUBLIC_KEY: 'pk_live',
  SESSION_SECRET: 'first-secret-0123456789, second-secret-0123456789',
  PLATFORM_DOMAIN: 'Example.CM',
}

describe('parseEnv', () => {
  it('accepts a valid environment and fills defaults', () => {
    const result = parseEnv(valid)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.env.API_BASE_URL).toBe('https://api.example.cm/api/v2')
    expect(result.env.SESSION_SECRET).toEqual(['first-secret-0123456789', 'second-secret-0123456789'])
    expect(result.env.PLATFORM_DOMAIN).toBe('example.cm')
    expect(result.env.API_TIMEOUT_MS).toBe(10_000)
    expect(result.env.PAYMENT_PROVIDER_URL).toBe('https://api.notchpay.co')
  })

  it('names every missing or malformed variable', () => {
    const result = parseEnv({
      ...valid,
      SESSION_SECRET: 'short',
      API_BASE_URL: 'https://api.example.cm',
      SHOP_PUBLIC_KEY: '',
      API_TIMEOUT_MS: 'soon',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    const byName = Object.fromEntries(result.problems.map((p) => [p.name, p]))
    expect(Object.keys(byName).sort()).toEqual(['API_BASE_URL', 'API_TIMEOUT_MS', 'SESSION_SECRET', 'SHOP_PUBLIC_KEY'])
    expect(byName.SHOP_PUBLIC_KEY?.missing).toBe(true)
    expect(byName.API_BASE_URL?.reason).toContain('/api/v2')
    expect(byName.SESSION_SECRET?.reason).toContain('16')
  })

  it('has no image-resizing service unless IMAGE_RESIZE_URL gives a template with {width} and {url}', () => {
    const off = parseEnv(valid)
    expect(off.ok && off.env.IMAGE_RESIZE_URL).toBeUndefined()
    const on = parseEnv({ ...valid, IMAGE_RESIZE_URL: '/cdn-cgi/image/width={width}/{url}' })
    expect(on.ok && on.env.IMAGE_RESIZE_URL).toBe('/cdn-cgi/image/width={width}/{url}')
    const bad = parseEnv({ ...valid, IMAGE_RESIZE_URL: '/cdn-cgi/image/width=320/' })
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.problems.map((p) => p.name)).toEqual(['IMAGE_RESIZE_URL'])
    expect(bad.problems[0]?.reason).toContain('{width}')
  })
})
