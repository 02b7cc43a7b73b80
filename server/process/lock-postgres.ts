// The engine lock on PostgreSQL: a session-level advisory lock on a connection of its own (not the pool's,
// whose connections come and go). PostgreSQL releases it when the session ends, so a dead holder frees it
// for a standby; the holder checks its session once a second and gives up the moment it is gone.
import { sql } from 'kysely'
import pg from 'pg'
import type { Fence } from '../ledger/fence'
import type { LockAttempt } from './lock'

/** Next to dialect.ts's WRITE_LOCK_KEY (7_460_275_001): the engine's lock, session-level. */
export const ENGINE_LOCK_KEY = 7_460_275_010

const HEARTBEAT_MS = 1000
/** A heartbeat unanswered this long means the session is gone (a silent network failure). */
const HEARTBEAT_TIMEOUT_MS = 5000

export async function tryPostgresLock(url: string, onLost: (reason: string) => void): Promise<LockAttempt> {
  const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'tern-engine-lock' })
  let held = false
  let closed = false
  let heartbeat: ReturnType<typeof setInterval> | undefined
  const lose = (reason: string) => {
    if (!held || closed) return
    held = false
    clearInterval(heartbeat)
    onLost(reason)
  }
  client.on('error', (error) => lose(`lock connection failed: ${error.message}`))
  client.on('end', () => lose('lock connection closed'))
  const release = async () => {
    if (closed) return
    closed = true
    clearInterval(heartbeat)
    if (held) await client.query('select pg_advisory_unlock($1)', [ENGINE_LOCK_KEY]).catch(() => undefined)
    held = false
    await client.end().catch(() => undefined)
  }
  let session = 0
  try {
    await client.connect()
    const { rows } = await client.query<{ held: boolean; pid: number }>(
      'select pg_try_advisory_lock($1) as held, pg_backend_pid() as pid',
      [ENGINE_LOCK_KEY],
    )
    held = rows[0]?.held === true
    session = rows[0]?.pid ?? 0
  } catch (error) {
    await release()
    throw error
  }
  // One query at a time: a heartbeat still unanswered at the next beat is only checked for its age.
  let asked: number | undefined
  const beat = () => {
    if (asked !== undefined) {
      if (Date.now() - asked > HEARTBEAT_TIMEOUT_MS) lose('lock connection does not answer')
      return
    }
    asked = Date.now()
    client.query('select 1').then(
      () => {
        asked = undefined
      },
      (error: Error) => lose(`lock connection failed: ${error.message}`),
    )
  }
  if (held) {
    heartbeat = setInterval(beat, HEARTBEAT_MS)
    heartbeat.unref()
  }
  return held ? { held, release, fence: sessionFence(session, () => held) } : { held, release }
}

/**
 * The lock's session (backend `pid`) still holds the lock: asked of the database inside the transaction about
 * to commit, so a holder whose lock connection died commits nothing more, even before it notices. A standby
 * that takes the lock over waits for that transaction's write lock (dialect.ts) before its first write.
 */
function sessionFence(pid: number, stillHeld: () => boolean): Fence {
  return async (trx) => {
    if (!stillHeld()) throw new Error('the engine lock was lost: not committing')
    const { rows } = await sql<{ held: boolean }>`select exists (select 1 from pg_locks
      where locktype = 'advisory' and granted and pid = ${pid} and objsubid = 1
        and ((classid::bigint << 32) | objid::bigint) = ${ENGINE_LOCK_KEY}) as held`.execute(trx)
    if (rows[0]?.held !== true) throw new Error('the engine lock is no longer held: not committing')
  }
}
