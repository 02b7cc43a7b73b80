import type { ManifestOptions } from 'vite-plugin-pwa'

export const pwaManifest: Partial<ManifestOptions> = {
  name: 'Tern',
  short_name: 'Tern',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#0b0f14',
  background_color: '#0b0f14',
  icons: [],
}
