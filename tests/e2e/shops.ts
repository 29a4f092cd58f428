/**
 * Where the end-to-end storefront runs, and what each seeded demo shop
 * (demo-api/src/seed.ts) shows a shopper.
 */
import { local } from './language'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8798)
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8797)

export type ThemeName = 'default' | 'dark' | 'clothing'
export type Policy = 'about' | 'refund' | 'return'

export interface ShopExpectation {
  /** First label of the host name. */
  slug: string
  name: string
  /** The manifest's short name: the name, cut after 12 characters. */
  shortName: string
  theme: ThemeName
  policies: Policy[]
}

export const SHOPS = {
  demo: {
    slug: 'demo',
    name: 'Boutique Démo',
    shortName: 'Boutique Dém...',
    theme: 'default',
    policies: ['about', 'refund', 'return'],
  },
  mode: { slug: 'mode', name: 'Mode Akwa', shortName: 'Mode Akwa', theme: 'clothing', policies: ['about', 'return'] },
  nuit: { slug: 'nuit', name: 'Nuit Électronique', shortName: 'Nuit Électro...', theme: 'dark', policies: ['refund'] },
  marche: { slug: 'marche', name: 'Marché de Bonabéri', shortName: 'Marché de Bo...', theme: 'default', policies: [] },
} as const satisfies Record<string, ShopExpectation>

/** The inactive shop: the platform answers 401 for it. */
export const INACTIVE_SHOP = 'ferme'

export const POLICIES: readonly Policy[] = ['about', 'refund', 'return']

/** Origin of a shop as a browser reaches it (Chromium resolves *.localhost to 127.0.0.1). */
export function shopOrigin(slug: string): string {
  return `http://${slug}.localhost:${E2E_PORT}`
}

/** A page of a shop in the running test's language (`/cart` is `/en/cart` in English; tests/e2e/language.ts). */
export function shopUrl(slug: string, path = '/'): string {
  return new URL(local(path), shopOrigin(slug)).href
}
