import { describe, expect, it } from 'vitest'
import { buildManifest, shortName } from './manifest'

const defaults = { defaultName: 'Demo', defaultDescription: 'Boutique en ligne personnalisée par example.cm.' }

describe('buildManifest', () => {
  it("describes the shop with its name, logo and description, in the platform's colours", () => {
    expect(
      buildManifest({
        name: 'Nuit Électronique',
        logo: 'https://cdn.example/logo.png',
        description: 'Tout pour la nuit',
        ...defaults,
      }),
    ).toEqual({
      name: 'Nuit Électronique',
      short_name: 'Nuit Électro...',
      description: 'Tout pour la nuit',
      icons: [
        { src: 'https://cdn.example/logo.png', sizes: '192x192', type: 'image/png' },
        { src: 'https://cdn.example/logo.png', sizes: '512x512', type: 'image/png' },
      ],
      start_url: '/',
      display: 'standalone',
      theme_color: '#714aff',
      background_color: '#ffffff',
    })
  })
  it('falls back to the default name, logo and description', () => {
    const m = buildManifest({ name: ' ', logo: null, description: null, ...defaults })
    expect(m.name).toBe('Demo')
    expect(m.short_name).toBe('Demo')
    expect(m.description).toBe(defaults.defaultDescription)
    expect(m.icons[0]).toEqual({ src: '/logo192.png', sizes: '192x192', type: 'image/png' })
  })
  it('cuts the short name only when longer than 12 characters', () => {
    expect(shortName('Douze carac.')).toBe('Douze carac.')
    expect(shortName('Treize carac.')).toBe('Treize carac...')
  })
})
