// `npm start` step 1: build the PWA when dist/ is missing or older than its sources, and compile the server into
// dist-server/ (half a second; always, so the served code is the checkout's), which `node dist-server/main.js` runs.
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './lib/build'
import { buildServer, SERVER_BUILD_DIR } from './lib/build-server'

const root = fileURLToPath(new URL('..', import.meta.url))

try {
  const ms = ensureBuild(root)
  console.log(ms > 0 ? `built dist/ in ${(ms / 1000).toFixed(1)} s` : 'dist/ is up to date')
  const serverMs = await buildServer(root)
  console.log(`compiled the server into ${SERVER_BUILD_DIR}/ in ${(serverMs / 1000).toFixed(1)} s`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
