import { describe, expect, it } from 'vitest'
import { parseEnv, pictureHosts } from './env.server'

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

  it('serves the pictures of the platform’s site, and of the IMAGE_HOSTS sites only', () => {
    const alone = parseEnv(valid)
    expect(alone.ok && pictureHosts(alone.env)).toEqual([new URL(valid.API_BASE_URL).origin])
    const more = parseEnv({ ...valid, IMAGE_HOSTS: 'https://cdn.example.cm, https://img.example.cm/' })
    expect(more.ok && pictureHosts(more.env)).toEqual([
      new URL(valid.API_BASE_URL).origin,
      'https://cdn.example.cm',
      'https://img.example.cm',
    ])
    const bad = parseEnv({ ...valid, IMAGE_HOSTS: 'https://cdn.example.cm/photos, javascript:alert(1)' })
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.problems.map((p) => p.name)).toEqual(['IMAGE_HOSTS'])
    expect(bad.problems[0]?.reason).toContain('https://cdn.example.cm')
  })
})
