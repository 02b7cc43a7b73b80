// Builds a Tern server against a fresh SQLite file in a temp folder, with a clock the test can move.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import { createApp } from '../../../server/app'
import { type Config, loadConfig } from '../../../server/config'
import { type Db, openDb } from '../../../server/db/db'
import { migrateToLatest } from '../../../server/db/migrations'
import { seed } from '../../../server/db/seed'
import type { AppEnv } from '../../../server/http/types'
import { Market } from '../../../server/market/market'
import { ScriptedFeed } from '../../../server/market/scripted'

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
  /** The market behind the app, driven by `feed`: tests publish ticks with feed.emit(). */
  market: Market
  feed: ScriptedFeed
  dir: string
  close(): Promise<void>
}

export interface HarnessOptions {
  /** Extra environment variables, e.g. { TERN_DIST: someDir, TERN_DEMO: '0' }. */
  env?: Record<string, string>
  /** Generated back-history per interval (default 0: candles come only from the ticks a test emits). */
  historyCandles?: number
  /** Reuse a database folder (a restart); the caller removes it. */
  dir?: string
  /** The clock to run on (default: a fresh test clock at 2026-03-01 12:00 UTC). */
  clock?: TestClock
}

/** A market on `db` driven by a scripted feed (nothing is timed: tests emit ticks and flush). */
export async function openTestMarket(db: Db, clock: TestClock, historyCandles = 0) {
  const feed = new ScriptedFeed()
  const market = await Market.open({
    db,
    clock,
    seed: 7,
    historyCandles,
    tickRetentionMs: 48 * 3_600_000,
    feed: () => feed,
  })
  return { market, feed }
}

let template: Promise<Buffer> | undefined

/**
 * The bytes of a migrated and seeded database, built once per test module: a fresh database is a copy of them,
 * which costs a file write instead of running every migration again.
 */
function migratedTemplate(): Promise<Buffer> {
  template ??= buildTemplate()
  return template
}

async function buildTemplate(): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'tern-template-'))
  try {
    const path = join(dir, 'tern.db')
    const db = openDb(path)
    await migrateToLatest(db)
    await seed(db)
    // Everything into the main file, so that the file alone is the whole database.
    await sql`pragma wal_checkpoint(truncate)`.execute(db)
    await db.destroy()
    return readFileSync(path)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Opens the database at `path`: a copy of the template if there is none yet, else migrated and seeded as on a restart. */
async function openTestDb(path: string): Promise<Db> {
  if (!existsSync(path)) {
    writeFileSync(path, await migratedTemplate())
    return openDb(path)
  }
  const db = openDb(path)
  await migrateToLatest(db)
  await seed(db)
  return db
}

/** env: extra environment variables; or the options object above. */
export async function createHarness(options: Record<string, string> | HarnessOptions = {}): Promise<Harness> {
  const opts: HarnessOptions = isOptions(options) ? options : { env: options }
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'tern-test-'))
  const config = loadConfig({ TERN_DB: join(dir, 'tern.db'), TERN_DIST: join(dir, 'dist'), ...opts.env })
  const db = await openTestDb(config.dbPath)
  const clock = opts.clock ?? createClock()
  const { market, feed } = await openTestMarket(db, clock, opts.historyCandles)
  const app = createApp({ db, config, clock, market })
  const close = async () => {
    await market.stop()
    await db.destroy()
    if (!opts.dir) rmSync(dir, { recursive: true, force: true })
  }
  return { app, db, config, clock, market, feed, dir, close }
}

function isOptions(value: Record<string, string> | HarnessOptions): value is HarnessOptions {
  return ['env', 'historyCandles', 'dir', 'clock'].some((key) => key in value)
}
