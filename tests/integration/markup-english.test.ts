/**
 * Valid HTML on every main page of every demo shop in English, in each form the server sends a
 * document (tests/support/markup-pages.ts). The French pages: markup.test.ts, a file of its own so
 * that the two languages are read side by side.
 */
import { describe, expect, it } from 'vitest'
import { demoStack } from '../support/stack'
import { MARKUP_SHOPS, readMainPages } from '../support/markup-pages'

const stack = demoStack()

describe('valid HTML, as sent, in English', () => {
  for (const slug of Object.keys(MARKUP_SHOPS)) {
    it(`the main pages of ${slug}`, { timeout: 180_000 }, async () => {
      expect(await readMainPages(stack.shop, slug, 'en')).toEqual([])
    })
  }
})
