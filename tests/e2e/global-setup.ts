// Builds the PWA into .tmp/e2e-dist when that is older than its sources, starts the real server on a free port
// with a fresh database, and hands its address to the browser tests as inject('baseURL'). E2E_BASE_URL skips both.
// In `npm test` the journeys run in lanes side by side (TERN_E2E_LANE): each lane has its own server, database and
// copy of the build, so that nothing one lane does (an operator's change, the update journey's new sw.js) reaches
// the other.
import { randomBytes } from 'node:crypto'
import { cpSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type {} from 'vitest'
import type { TestProject } from 'vitest/node'
import { ensureBuild, JOURNEYS_DIST } from '../../scripts/lib/build'
import { startServer } from '../../scripts/lib/server'
import { scratchRoot } from '../support/scratch'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The build the server serves ('' when E2E_BASE_URL points at another server). */
    distDir: string
    /** The operator token the server was started with, for /admin review calls ('' with E2E_BASE_URL). */
    adminToken: string
    /** The server's SQLite file, to create operators as `npm run admin -- operator add` does ('' with E2E_BASE_URL). */
    databaseFile: string
    /** The server's outbox (reset codes without SMTP); '' with E2E_BASE_URL unless E2E_OUTBOX names it. */
    outboxFile: string
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const builtDir = join(root, JOURNEYS_DIST)

/** The folder this run serves: the build itself, or a lane's fresh copy of it. */
function servedBuild(): string {
  const lane = process.env.TERN_E2E_LANE
  if (!lane) return builtDir
  const copy = `${builtDir}-lane-${lane}`
  rmSync(copy, { recursive: true, force: true })
  cpSync(builtDir, copy, { recursive: true })
  return copy
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_BASE_URL=http://host:port runs the tests against a server that is already running (no build, no start).
  const external = process.env.E2E_BASE_URL
  if (external) {
    project.provide('baseURL', external.replace(/\/$/, ''))
    project.provide('distDir', '')
    project.provide('adminToken', process.env.E2E_ADMIN_TOKEN ?? '')
    project.provide('outboxFile', process.env.E2E_OUTBOX ?? '')
    project.provide('databaseFile', '')
    return async () => undefined
  }
  const buildMs = ensureBuild(root, builtDir)
  console.log(buildMs > 0 ? `e2e: vite build took ${(buildMs / 1000).toFixed(1)} s` : 'e2e: the build is up to date')
  const distDir = servedBuild()
  // Deposits wait for the operator (demo mode would approve them at once) so the review path is exercised.
  const adminToken = `e2e-admin-${randomBytes(12).toString('hex')}`
  const outboxFile = join(tmpdir(), `tern-e2e-outbox-${randomBytes(6).toString('hex')}.log`)
  const server = await startServer({
    root,
    distDir,
    scratchRoot,
    // Password hashing at a test cost (4 MiB, a few ms) instead of the OWASP default; start-up warns about it.
    env: {
      TERN_ADMIN_TOKEN: adminToken,
      TERN_AUTO_APPROVE: 'banks',
      TERN_OUTBOX: outboxFile,
      TERN_PASSWORD_COST: '12',
      // Every journey registers its own accounts from 127.0.0.1: more than the default 20 an hour.
      TERN_REGISTRATIONS_PER_ADDRESS_HOUR: '1000',
      // The journeys bind a destination and withdraw to it at once; the delay is tested on the server.
      TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
    },
  })
  console.log(`e2e: server at ${server.baseURL}`)
  project.provide('baseURL', server.baseURL)
  project.provide('distDir', distDir)
  project.provide('adminToken', adminToken)
  project.provide('outboxFile', outboxFile)
  project.provide('databaseFile', server.database)
  return async () => {
    await server.stop()
    rmSync(outboxFile, { force: true })
  }
}
