// The engine lock: one holder at a time, a standby that waits and takes over when the holder releases or dies.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDb } from '../../../server/db/db'
import { setFence } from '../../../server/ledger/fence'
import { writeTx } from '../../../server/ledger/tx'
import { acquireEngineLock } from '../../../server/process/engine-lock'
import type { LockAttempt, TryLock } from '../../../server/process/lock'
import { tryFileLock } from '../../../server/process/lock-file'
import { ENGINE_LOCK_KEY, tryPostgresLock } from '../../../server/process/lock-postgres'
import { scratchRoot } from '../../support/scratch'
import { postgresUrl } from '../../support/server/harness'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const ignoreLoss = () => undefined

function tempLockPath(): string {
  const dir = mkdtempSync(join(scratchRoot, 'tern-lock-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'tern.db.engine.lock')
}

function held(attempt: LockAttempt): LockAttempt {
  cleanups.push(() => attempt.release())
  return attempt
}

/** A standby waiting for the lock in the background: `acquired` resolves once it holds it. */
function standby(tryLock: TryLock, onLost: (reason: string) => void = ignoreLoss) {
  const waiting = new AbortController()
  cleanups.push(() => waiting.abort())
  let standing = false
  const acquired = acquireEngineLock(tryLock, {
    retryMs: 50,
    signal: waiting.signal,
    onStandby: () => {
      standing = true
    },
    onLost,
  }).then((lock) => (lock ? held(lock) : null))
  return { acquired, isStandby: () => standing }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves with the winner, or 'waiting' if the promise is still pending after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'waiting'> {
  return Promise.race([promise, sleep(ms).then(() => 'waiting' as const)])
}

describe('engine lock on a lock file (SQLite)', () => {
  it('has one holder; a standby waits and takes over when the holder releases', async () => {
    const path = tempLockPath()
    const first = held(await tryFileLock(path, ignoreLoss))
    expect(first.held).toBe(true)
    expect(readFileSync(path, 'utf8').trim()).toBe(String(process.pid))
    expect((await tryFileLock(path, ignoreLoss)).held).toBe(false)
    const second = standby((onLost) => tryFileLock(path, onLost))
    expect(await within(second.acquired, 300)).toBe('waiting')
    expect(second.isStandby()).toBe(true)
    await first.release()
    expect((await second.acquired)?.held).toBe(true)
  })

  it('takes over from a holder that died', async () => {
    const path = tempLockPath()
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
    cleanups.push(() => holder.kill('SIGKILL'))
    writeFileSync(path, `${holder.pid}\n`)
    const second = standby((onLost) => tryFileLock(path, onLost))
    expect(await within(second.acquired, 300)).toBe('waiting')
    holder.kill('SIGKILL')
    expect((await second.acquired)?.held).toBe(true)
    expect(readFileSync(path, 'utf8').trim()).toBe(String(process.pid))
  })

  it('takes a file left by a dead process at once', async () => {
    const path = tempLockPath()
    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    writeFileSync(path, `${gone}\n`)
    expect(held(await tryFileLock(path, ignoreLoss)).held).toBe(true)
  })

  it('tells the holder when its file is no longer its own', async () => {
    const path = tempLockPath()
    let lost = ''
    held(
      await tryFileLock(path, (reason) => {
        lost = reason
      }),
    )
    writeFileSync(path, '1\n')
    await sleep(1300)
    expect(lost).toMatch(/no longer this process's/)
  })
})

describe('waiting for the engine lock', () => {
  it('keeps trying while the database cannot be reached, and takes the lock once it can', async () => {
    const path = tempLockPath()
    const errors: unknown[] = []
    let attempts = 0
    const flaky: TryLock = (onLost) => {
      attempts++
      if (attempts <= 2)
        return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
      return tryFileLock(path, onLost)
    }
    const lock = await acquireEngineLock(flaky, { retryMs: 10, onLost: ignoreLoss, onError: (e) => errors.push(e) })
    expect(lock?.held).toBe(true)
    if (lock) held(lock)
    expect(attempts).toBe(3)
    expect(errors).toHaveLength(2)
  })
})

const url = postgresUrl ?? process.env.TERN_TEST_DATABASE_URL

describe.skipIf(!url)('engine lock on PostgreSQL', () => {
  const lockUrl = url ?? ''
  const tryLock: TryLock = (onLost) => tryPostgresLock(lockUrl, onLost)

  it('has one holder; a standby waits and takes over when the holder releases', async () => {
    const first = held(await tryLock(ignoreLoss))
    expect(first.held).toBe(true)
    expect((await tryLock(ignoreLoss)).held).toBe(false)
    const second = standby(tryLock)
    expect(await within(second.acquired, 300)).toBe('waiting')
    expect(second.isStandby()).toBe(true)
    await first.release()
    expect((await second.acquired)?.held).toBe(true)
  })

  it('when the holder session dies: the holder is told at once and the standby takes over', async () => {
    let lost = ''
    held(
      await tryLock((reason) => {
        lost = reason
      }),
    )
    const second = standby(tryLock)
    expect(await within(second.acquired, 300)).toBe('waiting')
    const admin = new pg.Client({ connectionString: lockUrl })
    await admin.connect()
    cleanups.push(() => admin.end())
    // The holder's connection is the one holding the advisory lock: end that backend, as a crash would. Only in this
    // test's database: another test file's engine holds the same key in its own.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and granted and objsubid = 1 and (classid::bigint << 32) + objid::bigint = $1
          and database = (select oid from pg_database where datname = current_database())`,
      [ENGINE_LOCK_KEY],
    )
    expect((await second.acquired)?.held).toBe(true)
    // Told by its connection's end (or its next heartbeat, a second later): the standby may win the race to it.
    await vi.waitFor(() => expect(lost).toMatch(/lock connection/), { timeout: 3000 })
  })

  it("fences the holder's writes: they commit while it holds the lock and not once its session is gone", async () => {
    const lock = held(await tryLock(ignoreLoss))
    expect(lock.fence).toBeDefined()
    const db = openDb(lockUrl, { poolSize: 2 })
    cleanups.push(() => db.destroy())
    setFence(db, lock.fence)
    const write = () => writeTx(db, async (trx) => (await sql<{ one: number }>`select 1 as one`.execute(trx)).rows)
    expect(await write()).toEqual([{ one: 1 }])
    const admin = new pg.Client({ connectionString: lockUrl })
    await admin.connect()
    cleanups.push(() => admin.end())
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and granted and objsubid = 1 and (classid::bigint << 32) + objid::bigint = $1
          and database = (select oid from pg_database where datname = current_database())`,
      [ENGINE_LOCK_KEY],
    )
    // pg_terminate_backend only signals the backend: its locks go when it has exited, a moment later.
    await vi.waitFor(
      async () => {
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_locks
            where locktype = 'advisory' and granted and objsubid = 1 and (classid::bigint << 32) + objid::bigint = $1
              and database = (select oid from pg_database where datname = current_database())`,
          [ENGINE_LOCK_KEY],
        )
        expect(rows[0].n).toBe(0)
      },
      { timeout: 3000 },
    )
    await expect(write()).rejects.toThrow(/engine lock/)
  })
})
