// Builds a Tern server against a fresh SQLite file in a temp folder, with a clock the test can move.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { createApp } from '../../../server/app'
import { type Config, loadConfig } from '../../../server/config'
import { type Db, openDb } from '../../../server/db/db'
import { migrateToLatest } from '../../../server/db/migrations'
import { seed } from '../../../server/db/seed'
import type { AppEnv } from '../../../server/http/types'

export interface TestClock {
  (): Date
  advance(ms: number): void
}

export function createClock(start = new Date('2026-03-01T12:00:00.000Z')): TestClock {
  let now = start.getTime()
  const clock = () => new Date(now)
  clock.advance = (ms: number) => {
    now += ms
  }
  return clock
}

export interface Harness {
  app: Hono<AppEnv>
  db: Db
  config: Config
  clock: TestClock
  dir: string
  close(): Promise<void>
}

/** env: extra environment variables, e.g. { TERN_DIST: someDir, TERN_DEMO: '0' }. */
export async function createHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'tern-test-'))
  const config = loadConfig({ TERN_DB: join(dir, 'tern.db'), TERN_DIST: join(dir, 'dist'), ...env })
  const db = openDb(config.dbPath)
  await migrateToLatest(db)
  await seed(db)
  const clock = createClock()
  const app = createApp({ db, config, clock })
  const close = async () => {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
  return { app, db, config, clock, dir, close }
}
