import { fr } from '~/locales/fr'

export type Translate = (key: string, vars?: Record<string, unknown>) => string

/**
 * The catalogue with i18next's `{{name}}` interpolation, for code that runs
 * outside React and outside a loader: `meta` functions and the Pages function.
 */
export const translate: Translate = (key, vars = {}) => {
  let node: unknown = fr
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined
  if (typeof node !== 'string') return key
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
}
