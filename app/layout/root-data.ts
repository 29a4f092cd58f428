import { useRouteLoaderData } from '@remix-run/react'
import type { loadRoot } from '~/layout/root-page.server'

/** The root route's data, as every page's components read it. */
export type RootData = NonNullable<ReturnType<typeof useRootData>>

export function useRootData() {
  return useRouteLoaderData<typeof loadRoot>('root')
}

/** The shop as pages need it (inside the layout, the root data is always there). */
export function useShop() {
  const data = useRootData()
  if (!data) throw new Error('useShop outside the shop layout')
  return { ...data.shop, layout: data.theme.shopType, origin: data.origin }
}

/** Root data from a `meta` function's matches. */
export function rootMeta(matches: { id: string; data: unknown }[]): RootData | undefined {
  return matches.find((m) => m.id === 'root')?.data as RootData | undefined
}
