// The live sessions this process has seen, by token hash, so that a polled /api call does not look its token up
// in the database every time. An entry keeps what the check needs (the token's expiry and last use), so expiry
// and idle time are judged on each call with the clock, as the database query would.
//
// When a session ends, every process must stop accepting it at once:
// - in this process, every statement that ends sessions forgets the user's entries as it runs (sessions.ts,
//   tokens.ts), and a look-up that ran while entries were forgotten stores nothing (stamp(): it may have read
//   the row before the change);
// - SQLite: another process (an API process, `npm run admin`) writes through its own connection, and
//   `PRAGMA data_version` changes whenever another connection commits: a changed version empties the cache
//   before an entry is trusted. The engine in the same process shares the connection, so its ticks do not;
// - PostgreSQL: a trigger on tokens (migration 036) notifies SESSION_CHANNEL with the user id of every token
//   ended (revoked, deleted or its expiry changed), from any process or tool, at its commit; every process
//   listens (db/notifications.ts) and forgets that user's entries when it arrives. While the listening
//   connection is down the cache answers nothing (every call asks the database) and it starts empty again.
//   The calls that end sessions answer only once their own process has heard the notice (heard()): it reaches
//   every listener at the same moment, so the caller's next call, to any process, finds the session ended.
import { CompiledQuery } from 'kysely'
import { type Db, sqliteDataVersion } from '../../db/db'
import { dialectOf } from '../../db/dialect'
import { type Listener, listen } from '../../db/notifications'

/** Entries kept per process; the least recently stored go first. */
export const SESSION_CACHE_ENTRIES = 10_000

export interface CachedSession {
  userId: number
  tokenId: number
  /** ms since the epoch */
  expiresAt: number
  lastSeenAt: number
}

const dataVersion = CompiledQuery.raw('pragma data_version')
/** The PostgreSQL channel of ended sessions (migration 036); the payload is the user id. */
export const SESSION_CHANNEL = 'tern_sessions'
/** How long a call that ended sessions waits for its notice (PostgreSQL) before it answers anyway. */
const HEARD_WAIT_MS = 1000

interface Waiter {
  userId: number
  since: number
  resolve(): void
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>()
  private version: unknown
  /** Counts every forgetting: a look-up stamped before one may have read a row that has changed since. */
  private forgotten = 0
  /** PostgreSQL: the connection that hears of ended sessions; undefined on SQLite. */
  private readonly listener: Listener | undefined

  /** PostgreSQL: notices heard so far, and the number of the last one of each user (newest last). */
  private heardCount = 0
  private readonly lastHeard = new Map<number, number>()
  private readonly waiters = new Set<Waiter>()

  /** SQLite: the connection's data_version, read without kysely (db.ts). */
  private readonly dataVersion: (() => number) | undefined

  constructor(private readonly db: Db) {
    this.dataVersion = sqliteDataVersion(db)
    this.listener =
      dialectOf(db) === 'postgres'
        ? listen(db, SESSION_CHANNEL, {
            onMessage: (payload) => this.heard(Number(payload)),
            onReset: () => this.clear(),
          })
        : undefined
  }

  /** Resolves when the cache can answer (PostgreSQL: once its listening connection is up). */
  whenReady(): Promise<void> {
    return this.listener?.whenReady() ?? Promise.resolve()
  }

  /** Taken before a database look-up; set() stores its result only if nothing was forgotten since. */
  stamp(): number {
    return this.forgotten
  }

  /**
   * The entry of a token hash, if nothing another connection committed since it was stored. Called before the
   * database look-up of a miss, so that a session ended by another process while that look-up ran empties the
   * cache at the next call.
   */
  async get(tokenHash: string): Promise<CachedSession | undefined> {
    if (this.listener) return this.listener.ready ? this.entries.get(tokenHash) : undefined
    await this.checkVersion()
    return this.entries.get(tokenHash)
  }

  /** Stores what the database just said, unless something was forgotten since `stamp` (taken before it asked). */
  set(tokenHash: string, session: CachedSession, stamp: number): void {
    if (stamp !== this.forgotten || (this.listener && !this.listener.ready)) return
    this.entries.delete(tokenHash)
    if (this.entries.size >= SESSION_CACHE_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(tokenHash, session)
  }

  /** The notices heard so far: pass it to endedHeard() (taken before the statement that ends sessions). */
  mark(): number {
    return this.heardCount
  }

  /**
   * Resolves once this process has heard a notice of ended sessions of `userId` after `since` (mark()), or after
   * HEARD_WAIT_MS; at once on SQLite (every call checks data_version) and while nothing is cached.
   */
  endedHeard(userId: number, since: number): Promise<void> {
    if (!this.listener?.ready || (this.lastHeard.get(userId) ?? 0) > since) return Promise.resolve()
    return new Promise((resolve) => {
      const waiter: Waiter = { userId, since, resolve }
      const timer = setTimeout(() => {
        this.waiters.delete(waiter)
        resolve()
      }, HEARD_WAIT_MS)
      timer.unref()
      waiter.resolve = () => {
        clearTimeout(timer)
        resolve()
      }
      this.waiters.add(waiter)
    })
  }

  private heard(userId: number): void {
    this.forgetUser(userId)
    this.heardCount++
    this.lastHeard.delete(userId)
    this.lastHeard.set(userId, this.heardCount)
    if (this.lastHeard.size > SESSION_CACHE_ENTRIES) {
      const oldest = this.lastHeard.keys().next().value
      if (oldest !== undefined) this.lastHeard.delete(oldest)
    }
    for (const waiter of this.waiters) {
      if (waiter.userId !== userId) continue
      this.waiters.delete(waiter)
      waiter.resolve()
    }
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash)
  }

  forgetUser(userId: number): void {
    this.forgotten++
    for (const [hash, session] of this.entries) if (session.userId === userId) this.entries.delete(hash)
  }

  private clear(): void {
    this.forgotten++
    this.entries.clear()
  }

  private async checkVersion(): Promise<void> {
    const version = this.dataVersion
      ? this.dataVersion()
      : (await this.db.executeQuery<{ data_version: unknown }>(dataVersion)).rows[0]?.data_version
    if (version !== this.version) {
      this.clear()
      this.version = version
    }
  }
}

const caches = new WeakMap<Db, SessionCache>()
/** Every cache of this process (tests run several apps in one), so that ending a session reaches each of them. */
const live = new Set<WeakRef<SessionCache>>()

/** The cache of `db` (one per database handle: a process, or each app of a test). */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db)
  if (cache === undefined) {
    cache = new SessionCache(db)
    caches.set(db, cache)
    live.add(new WeakRef(cache))
  }
  return cache
}

/** A statement ended sessions of `userId`: no cache of this process accepts them any more. */
export function forgetSessionsOf(userId: number): void {
  for (const ref of live) {
    const cache = ref.deref()
    if (cache) cache.forgetUser(userId)
    else live.delete(ref)
  }
}

/**
 * Runs `work`, which ends sessions of `userId`, and returns once this process has heard of it (PostgreSQL: see
 * above), so that no process accepts them on the caller's next call. `ended` tells from the result how many it
 * ended (default one): none, there is no notice to wait for.
 */
export async function endingSessions<T>(
  db: Db,
  userId: number,
  work: () => Promise<T>,
  ended: (result: T) => number = () => 1,
): Promise<T> {
  const cache = sessionCacheOf(db)
  const since = cache.mark()
  const result = await work()
  if (ended(result) > 0) await cache.endedHeard(userId, since)
  return result
}
