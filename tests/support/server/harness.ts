// Builds a Tern server against a fresh database, with a clock the test can move. The `server` project runs on
// SQLite (a file in a temp folder); the `server-pg` project provides a PostgreSQL server (postgres-setup.ts) and
// each harness gets a database of its own there, created from a migrated, seeded template.

import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import { inject } from 'vitest'
import { createApp } from '../../../server/app'
import { backgroundSettled } from '../../../server/background'
import { type Config, loadConfig } from '../../../server/config'
import { type Db, openDb } from '../../../server/db/db'
import { migrateToLatest } from '../../../server/db/migrations'
import { seed } from '../../../server/db/seed'
import type { AppEnv } from '../../../server/http/types'
import { catalog } from '../../../server/market/catalog'
import { Market } from '../../../server/market/market'
import { ensureCatalog } from '../../../server/market/repo'
import { ScriptedFeed } from '../../../server/market/scripted'
import { scratchRoot } from '../scratch'

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
 * The bytes of a migrated and seeded SQLite database, built once per test module: a fresh database is a copy
 * of them, which costs a file write instead of running every migration again.
 */
function migratedTemplate(): Promise<Buffer> {
  template ??= buildTemplate()
  return template
}

async function buildTemplate(): Promise<Buffer> {
  const dir = mkdtempSync(join(scratchRoot, 'tern-template-'))
  try {
    const path = join(dir, 'tern.db')
    const db = openDb(path)
    await migrateToLatest(db)
    await seed(db)
    await ensureCatalog(db, catalog)
    // Everything into the main file, so that the file alone is the whole database.
    await sql`pragma wal_checkpoint(truncate)`.execute(db)
    await db.destroy()
    return readFileSync(path)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The PostgreSQL server of the `server-pg` project, if this run has one. */
export const postgresUrl: string | undefined = inject('postgresUrl')

/** log2 of scrypt's N in tests: 4 MiB and a few milliseconds per hash instead of 128 MiB and 0.3 s (default 17). */
export const TEST_PASSWORD_COST = '12'

/** Where the harness keeps the database of a test folder (what openDb() takes), on this run's database. */
export function databaseFor(dir: string): string {
  return postgresUrl ? postgresLocation(dir).url : join(dir, 'tern.db')
}

/** The database a test folder uses on PostgreSQL: named after the folder, so a restart reopens the same one. */
function postgresLocation(dir: string): { url: string; name: string } {
  const name = `tern_t_${createHash('sha256').update(dir).digest('hex').slice(0, 16)}`
  const url = new URL(postgresUrl ?? '')
  url.pathname = `/${name}`
  return { url: url.toString(), name }
}

let admin: Db | undefined

/** Runs a statement on the server's `postgres` database (creating and dropping test databases). */
async function onServer(statement: ReturnType<typeof sql>): Promise<void> {
  admin ??= openDb(postgresUrl ?? '', { poolSize: 2 })
  await statement.execute(admin)
}

/** A copy of the template under a name of its own, made ahead (see spareDatabase). */
async function copyTemplate(): Promise<string> {
  const name = `tern_s_${randomBytes(8).toString('hex')}`
  await onServer(sql`create database ${sql.id(name)} template ${sql.id('tern_template')} strategy file_copy`)
  return name
}

let spare: Promise<string> | undefined

/**
 * A fresh copy of the template, made while the previous test ran: the next one is started at once, so a test
 * waits only for a rename. A copy whose making failed is made again when asked for.
 */
async function spareDatabase(): Promise<string> {
  const made = spare ?? copyTemplate()
  spare = copyTemplate()
  spare.catch(() => {
    spare = undefined
  })
  return made
}

/** Opens the database at `location`: a copy of the template if there is none yet, else migrated and seeded as on a restart. */
async function openTestDb(location: string, name?: string): Promise<Db> {
  if (name !== undefined) {
    const copy = await spareDatabase()
    try {
      await onServer(sql`alter database ${sql.id(copy)} rename to ${sql.id(name)}`)
      return openDb(location, { poolSize: 4 })
    } catch (error) {
      // 42P04: it exists already, a restart of the same folder; the copy is not needed.
      void dropTestDb(copy).catch(() => undefined)
      if ((error as { code?: string }).code !== '42P04') throw error
    }
  } else if (!existsSync(location)) {
    writeFileSync(location, await migratedTemplate())
    return openDb(location)
  }
  const db = openDb(location)
  await migrateToLatest(db)
  await seed(db)
  return db
}

/** Drops a test's PostgreSQL database (its connections are closed by then). */
function dropTestDb(name: string): Promise<void> {
  return onServer(sql`drop database if exists ${sql.id(name)} with (force)`)
}

/** env: extra environment variables; or the options object above. */
export async function createHarness(options: Record<string, string> | HarnessOptions = {}): Promise<Harness> {
  const opts: HarnessOptions = isOptions(options) ? options : { env: options }
  const dir = opts.dir ?? mkdtempSync(join(scratchRoot, 'tern-test-'))
  const pg = postgresUrl ? postgresLocation(dir) : undefined
  const config = loadConfig({
    TERN_DB: join(dir, 'tern.db'),
    TERN_DIST: join(dir, 'dist'),
    ...(pg ? { TERN_DATABASE_URL: pg.url } : {}),
    TERN_PASSWORD_COST: TEST_PASSWORD_COST,
    ...opts.env,
  })
  const db = await openTestDb(config.database, pg?.name)
  const clock = opts.clock ?? createClock()
  const { market, feed } = await openTestMarket(db, clock, opts.historyCandles)
  const app = createApp({ db, config, clock, market })
  const close = async () => {
    // The messages the test's calls sent after their answers, before the database and the folder go.
    await backgroundSettled(db)
    await market.stop()
    await db.destroy()
    if (opts.dir) return
    rmSync(dir, { recursive: true, force: true })
    if (pg) await dropTestDb(pg.name)
  }
  return { app, db, config, clock, market, feed, dir, close }
}

function isOptions(value: Record<string, string> | HarnessOptions): value is HarnessOptions {
  return ['env', 'historyCandles', 'dir', 'clock'].some((key) => key in value)
}

export interface Peer {
  app: Hono<AppEnv>
  db: Db
  close(): Promise<void>
}

/**
 * A second API process on the harness's database: its own connections (its own SQLite handle, or its own
 * PostgreSQL pool), the same configuration, clock and market. What one answers, the other must agree with.
 */
export function peerOf(h: Harness): Peer {
  const db = openDb(h.config.database)
  const app = createApp({ db, config: h.config, clock: h.clock, market: h.market })
  return { app, db, close: () => db.destroy() }
}
