// Decides whether dist/ is older than the PWA sources and rebuilds it with `vite build` when it is.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Where the browser journeys' build goes (its own, so that a `vite build` of dist/ elsewhere cannot swap files under them). */
export const JOURNEYS_DIST = '.tmp/e2e-dist'

/** Everything that ends up in dist/ (the server is not part of the build). */
const sourceEntries = ['src', 'sw', 'locale', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts']

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

export function isBuildStale(root: string, distDir = join(root, 'dist')): boolean {
  const builtIndex = join(distDir, 'index.html')
  if (!existsSync(builtIndex)) return true
  const builtAt = statSync(builtIndex).mtimeMs
  return sourceEntries.some((entry) => newestMtime(join(root, entry)) > builtAt)
}

/**
 * Runs `vite build` into `distDir` if it is stale; returns the build time in ms (0 when it was fresh).
 * Throws if the build fails.
 */
export function ensureBuild(root: string, distDir = join(root, 'dist')): number {
  if (!isBuildStale(root, distDir)) return 0
  const started = Date.now()
  const args = ['build', '--outDir', distDir, '--emptyOutDir']
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle with import.meta.env.PROD false.
  const env = { ...process.env, NODE_ENV: 'production' }
  const result = spawnSync(join(root, 'node_modules/.bin/vite'), args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`)
  return Date.now() - started
}
