// `npm test`: builds the PWA for the browser journeys once, before their lanes start side by side (each lane's
// global set-up then finds the build up to date instead of two lanes building into one folder at once).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild, JOURNEYS_DIST } from './lib/build'

const root = fileURLToPath(new URL('..', import.meta.url))

try {
  const ms = ensureBuild(root, join(root, JOURNEYS_DIST))
  console.log(ms > 0 ? `built ${JOURNEYS_DIST}/ in ${(ms / 1000).toFixed(1)} s` : `${JOURNEYS_DIST}/ is up to date`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
