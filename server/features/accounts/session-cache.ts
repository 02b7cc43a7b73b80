// The live sessions this process has seen, by token hash, so that a polled /api call does not look its token up
// in the database every time (SQLite; on PostgreSQL every call still asks the database, see below). An entry keeps
// what the check needs (the token's expiry and last use), so expiry and idle time are judged on each call with the
// clock, as the database query would.
//
// When a session ends, every process must stop accepting it at once:
// - in this process, every statement that ends sessions forgets the user's entries as it runs (sessions.ts,
//   tokens.ts); on SQLite one connection serves the process and a write transaction holds it, so no call can read
//   the old row between that statement and its commit;
// - another process (an API process, `npm run admin`) writes through its own connection: SQLite's
//   `PRAGMA data_version` changes whenever another connection commits, and a changed version empties the cache
//   before the entry is trusted. The engine in the same process shares the connection, so its ticks do not.
// PostgreSQL offers no such cheap question (it would be a round trip, as the look-up itself is), so there the cache
// is not used: each call reads its token row with one compiled statement.
import { CompiledQuery } from 'kysely'
import type { Db } from '../../db/db'
import { dialectOf } from '../../db/dialect'

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

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>()
  private version: unknown

  constructor(private readonly db: Db) {}

  /**
   * The entry of a token hash, if nothing another connection committed since it was stored. Called before the
   * database look-up of a miss, so that a session ended by another process while that look-up ran empties the
   * cache at the next call.
   */
  async get(tokenHash: string): Promise<CachedSession | undefined> {
    await this.checkVersion()
    return this.entries.get(tokenHash)
  }

  /** Stores what the database just said (after get() of the same call). */
  set(tokenHash: string, session: CachedSession): void {
    this.entries.delete(tokenHash)
    if (this.entries.size >= SESSION_CACHE_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(tokenHash, session)
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash)
  }

  forgetUser(userId: number): void {
    for (const [hash, session] of this.entries) if (session.userId === userId) this.entries.delete(hash)
  }

  private async checkVersion(): Promise<void> {
    const { rows } = await this.db.executeQuery<{ data_version: unknown }>(dataVersion)
    const version = rows[0]?.data_version
    if (version !== this.version) {
      this.entries.clear()
      this.version = version
    }
  }
}

const caches = new WeakMap<Db, SessionCache | null>()
/** Every cache of this process (tests run several apps in one), so that ending a session reaches each of them. */
const live = new Set<WeakRef<SessionCache>>()

/** The cache of `db` (one per connection: a process, or each app of a test); null on PostgreSQL. */
export function sessionCacheOf(db: Db): SessionCache | null {
  let cache = caches.get(db)
  if (cache === undefined) {
    cache = dialectOf(db) === 'sqlite' ? new SessionCache(db) : null
    caches.set(db, cache)
    if (cache) live.add(new WeakRef(cache))
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
