// `npm start` step 1: build the PWA only when dist/ is missing or older than its sources.
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './lib/build'

const root = fileURLToPath(new URL('..', import.meta.url))

try {
  const ms = ensureBuild(root)
  console.log(ms > 0 ? `built dist/ in ${(ms / 1000).toFixed(1)} s` : 'dist/ is up to date')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
