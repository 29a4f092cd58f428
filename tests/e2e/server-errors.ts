import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Fails each test of the calling spec that got a 5xx answer from `shop`'s storefront, documents and route data
 * alike; checked at the end of each test.
 */
export function failNoServerError(shop: string): void {
  const failures = new WeakMap<Page, string[]>()
  test.beforeEach(({ page }) => {
    const seen: string[] = []
    failures.set(page, seen)
    page.on('response', (response) => {
      const { hostname } = new URL(response.url())
      if (hostname.startsWith(`${shop}.`) && response.status() >= 500)
        seen.push(`${response.status()} ${response.url()}`)
    })
  })
  test.afterEach(({ page }) => {
    expect(failures.get(page), 'answers with a 5xx status').toEqual([])
  })
}
