/** Plain-text variables as Miniflare 5 takes them: `{ NAME: { type: 'text', value } }`. */
export function textBindings(vars: Record<string, string>) {
  return Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: 'text' as const, value }]))
}
