/**
 * The language a browser test runs in. Every journey runs in French (projects `js-on`, `js-off`) and in English
 * (`en-js-on`, `en-js-off`, whose browsers ask for English): the project's `metadata.language` in
 * playwright.config.ts says which. A test reads the storefront's texts from `t`, the catalogue of its language
 * (`t.cart.title` is 'Mon panier' in French, 'My cart' in English), writes a storefront path with `local()` or
 * `shopUrl()` (tests/e2e/shops.ts), which put it under `/en` in English, and an amount with `price()`. What the
 * shop wrote (product names, articles, announcements) is the same in both.
 */
import { test } from '@playwright/test'
import { fr } from '../../app/i18n/fr'
import { localPath, type Language } from '../../app/lib/languages'
import { formatPrice } from '../../app/lib/money'
import { en } from './english'

/** The running test's language. Inside a test only: a test title or a constant of the file is read once for all. */
export function language(): Language {
  return test.info().project.metadata.language === 'en' ? 'en' : 'fr'
}

/** The catalogue's texts in the running test's language, with the French catalogue's keys. */
export const t = new Proxy({} as typeof en, {
  get(_, key: string) {
    return (language() === 'en' ? en : (fr as unknown as typeof en))[key as keyof typeof en]
  },
})

/** A storefront path in the running test's language: `/cart`, or `/en/cart` in English. */
export function local(path: string): string {
  return localPath(language(), path)
}

/** An amount as the storefront shows it in the running test's language: '46 500 FCFA', 'FCFA 46,500'. */
export function price(amount: number | string, currency = 'XAF'): string {
  return formatPrice(amount, currency, language())
}

/** A catalogue text with its `{{name}}` placeholders filled. */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(vars[key]))
}

/** With JavaScript on (`js-on`, `en-js-on`). */
export function jsOn(): boolean {
  return test.info().project.use.javaScriptEnabled !== false
}

/**
 * A text as a regular expression of its very characters: `getByText` and `toHaveText` read a string with any white
 * space as a plain space, a regular expression as written, so this one also checks the typography (the narrow
 * no-break space before ‘!’ in French, no space before it in English).
 */
export function exactly(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}
