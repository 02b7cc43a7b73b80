/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { budgetPlugin } from './scripts/build/budget.ts'
import { catalogPartsPlugin } from './scripts/build/catalog-parts.ts'
import { CONSOLE_ASSETS_DIR, chunkFileName, consoleStyles } from './scripts/build/console-chunks.ts'
import { precompressPlugin } from './scripts/build/precompress.ts'
import { preloadDependencies, preloadPlugin } from './scripts/build/preload.ts'
import { SSR_DIR, ssrPlugin } from './scripts/build/ssr.ts'
import { pwaManifest } from './sw/manifest.ts'

const apiTarget = process.env.TERN_API_URL ?? 'http://127.0.0.1:8080'
const root = fileURLToPath(new URL('.', import.meta.url))
const src = fileURLToPath(new URL('./src', import.meta.url))
const contract = fileURLToPath(new URL('./contract', import.meta.url))
const consoleAssets = consoleStyles()
const syncExternalStore = fileURLToPath(new URL('./src/shared/lib/use-sync-external-store.ts', import.meta.url))

const resolve = {
  alias: { '@': src, '@contract': contract, 'use-sync-external-store/shim/index.js': syncExternalStore },
}
/** What compiles the app's sources, for the browser and for the server's renderer (scripts/build/ssr.ts). */
const compile = () => [
  babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  react(),
  catalogPartsPlugin(root),
  lingui(),
]

export default defineConfig({
  resolve,
  plugins: [
    ...compile(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: pwaManifest,
      // The operator console is not the users' app: its chunks and styles stay out of their precache.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: [`${CONSOLE_ASSETS_DIR}/**`, `${SSR_DIR}/**`],
        manifestTransforms: [consoleAssets.leaveOut],
      },
      devOptions: { enabled: true, type: 'module', navigateFallback: 'index.html' },
    }),
    consoleAssets.plugin,
    preloadPlugin(),
    budgetPlugin(),
    ssrPlugin({ plugins: compile, resolve }),
    precompressPlugin(),
  ],
  optimizeDeps: {
    include: ['workbox-precaching', 'workbox-routing', 'workbox-strategies', 'workbox-core', 'workbox-window'],
  },
  server: {
    proxy: { '/api': apiTarget, '/main': apiTarget, '/admin': apiTarget, '/uploads': apiTarget, '/media': apiTarget },
  },
  // Every browser that runs es2022 modules supports modulepreload: no polyfill.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false, resolveDependencies: preloadDependencies },
    // The server reads it for a rendered screen's styles and chunks (server/http/first-screen.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        // The libraries every screen runs on, in one chunk: split along the lazy screens that share them, they
        // cost the first screen a request and its import boilerplate each.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|jotai|wouter|regexparam|@lingui[\\/](core|react|message-utils))[\\/]/,
            },
            // The small shared modules the first screen needs anyway, in one chunk rather than a dozen.
            {
              name: 'shared',
              test: /src[\\/]shared[\\/](lib[\\/](paths|format|constants|session|http|resource|snapshot-store)|ui[\\/](toast|Badge|Price|Tabs|bottom-bars))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the CPUs: one at a time on a 2-core machine, where most of a server
    // test's time is spent waiting on SQLite, PostgreSQL and timers. Two there took the unit run from 21 to 13 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          // Modules shared within a worker; the set-up file resets the app's own before each file.
          isolate: false,
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/support/client/setup.ts'],
          // fake-indexeddb completes its requests through setImmediate: faking it would leave IndexedDB (the saved
          // answers of resources) hanging in tests that fake time.
          fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] },
          // A test's first render loads its lazy screen (transformed on first use): slow on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // One module registry per worker: the server's module state is keyed by database (WeakMaps of Db), so
          // files need not re-import the app (about 3 s a file). Proven by shuffled runs (--sequence.shuffle).
          isolate: false,
          include: [
            'tests/server/**/*.test.ts',
            'tests/locale/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/tooling/**/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
      {
        // The same server suite on PostgreSQL (scripts/test.ts runs it when PostgreSQL is installed).
        test: {
          name: 'server-pg',
          environment: 'node',
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // Files that never open a database (pure rules, parsers, renderers) run once, in the SQLite project.
          exclude: [
            // cluster.test.ts runs the roles on PostgreSQL (engine, standby, API processes), with more.
            'tests/server/process/roles.test.ts',
            'tests/server/admin-database.test.ts',
            'tests/server/runtime.test.ts',
            'tests/server/client-address.test.ts',
            'tests/server/config.test.ts',
            'tests/server/content-seed.test.ts',
            'tests/server/db/statement-cache.test.ts',
            'tests/server/market/{candles,messages,stats}.test.ts',
            'tests/server/market/venues/{binance,connection-budget,oanda,okx,recording}.test.ts',
            'tests/server/names/catalog-translations.test.ts',
            'tests/server/notify/render.test.ts',
            'tests/server/password.test.ts',
            'tests/server/price-alerts/book.test.ts',
            'tests/server/push/payload.test.ts',
          ],
          globalSetup: ['./tests/support/server/postgres-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          // One module registry: playwright-core and the helpers load once, not once per file (about 1.5 s each).
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
