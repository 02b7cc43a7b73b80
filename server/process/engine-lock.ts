// Exactly one engine process at a time. The lock is tried once a second until it is free (a hot standby in
// the meantime); once held it lasts as long as the holder's session: a PostgreSQL advisory lock on a
// connection of its own, or a lock file next to the SQLite database. A holder that loses it (its lock
// connection died: a database restart) stops acting as the engine and waits for it again (engine-role.ts).
import { isPostgresUrl } from '../db/dialect'
import type { LockAttempt, TryLock } from './lock'
import { tryFileLock } from './lock-file'
import { tryPostgresLock } from './lock-postgres'

export interface EngineLockOptions {
  /** Called once, when the first attempt finds the lock taken. */
  onStandby?: () => void
  /** Called if the lock is lost while held. */
  onLost: (reason: string) => void
  retryMs?: number
  /** Stops waiting (resolves null) when aborted. */
  signal?: AbortSignal
  /** Called when an attempt fails (the database cannot be reached); the next one follows as usual. */
  onError?: (error: unknown) => void
}

/** The lock for a database location (config.database; config.dbPath for the SQLite lock file). */
export function engineLockFor(database: string, dbPath: string): TryLock {
  return isPostgresUrl(database)
    ? (onLost) => tryPostgresLock(database, onLost)
    : (onLost) => tryFileLock(`${dbPath}.engine.lock`, onLost)
}

/** Waits until the lock is held; null when aborted first. */
export async function acquireEngineLock(tryLock: TryLock, options: EngineLockOptions): Promise<LockAttempt | null> {
  let standby = false
  while (!options.signal?.aborted) {
    const attempt = await tryLock(options.onLost).catch((error: unknown) => {
      if (!options.onError) throw error
      options.onError(error)
      return null
    })
    if (attempt?.held && !options.signal?.aborted) return attempt
    await attempt?.release()
    if (attempt && !standby) options.onStandby?.()
    if (attempt) standby = true
    await sleep(options.retryMs ?? 1000, options.signal)
  }
  return null
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
  })
}
