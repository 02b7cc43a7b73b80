import { defineConfig } from '@lingui/cli'

// Catalog folders use the app's language codes (the ones sent as UserLang); src/shared/i18n maps them to
// BCP 47 tags for Intl. cn (Simplified Chinese) and id (Indonesian) have dictionaries but are not selectable.
// The server's messages get a catalog of their own (server.po), so the client's bundles do not carry them.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'tw', 'th', 'jp', 'ko', 'es', 'fr', 'de', 'vi', 'cn', 'id'],
  catalogs: [
    { path: '<rootDir>/locale/{locale}/messages', include: ['src'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/locale/{locale}/server', include: ['server/i18n'] },
  ],
})
