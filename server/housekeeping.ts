// Housekeeping, run by the engine process (and by `all`): ended sessions (users' and operators') and idempotency keys are deleted
// `retentionDays` after they end or are stored (a retry of a money call older than that is a new call), and
// throttle rows once no throttle window can count them; uploads no record refers to after their grace period
// (features/uploads/sweep.ts). Every hour, and once at start.
import type { Deps } from './deps'
import { throttleRetentionMs } from './features/accounts/throttle'
import { idleCutoff } from './features/accounts/tokens'
import { removeOrphanUploads } from './features/uploads/sweep'

const DAY_MS = 86_400_000
export const HOUSEKEEPING_EVERY_MS = 60 * 60_000

export interface Purged {
  tokens: number
  /** Operator sessions end within 12 hours of sign-in; they go `retentionDays` after that end. */
  operatorSessions: number
  idempotencyKeys: number
  throttleRows: number
  uploads: number
}

/** Deletes what has outlived its retention; returns how many rows of each kind went. */
export async function purgeExpired({ db, clock, config }: Deps): Promise<Purged> {
  const now = clock()
  const cutoff = new Date(now.getTime() - config.retentionDays * DAY_MS).toISOString()
  const idleEnded = idleCutoff(new Date(now.getTime() - config.retentionDays * DAY_MS), config.sessionIdleDays)
  const tokens = await db
    .deleteFrom('tokens')
    .where((eb) =>
      eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff), eb('last_seen_at', '<', idleEnded)]),
    )
    .executeTakeFirst()
  const operatorSessions = await db.deleteFrom('operator_sessions').where('expires_at', '<', cutoff).executeTakeFirst()
  const keys = await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).executeTakeFirst()
  const throttleCutoff = new Date(now.getTime() - throttleRetentionMs).toISOString()
  const throttle = await db.deleteFrom('login_failures').where('created_at', '<', throttleCutoff).executeTakeFirst()
  const uploads = await removeOrphanUploads({ db, clock, config })
  return {
    tokens: Number(tokens.numDeletedRows),
    operatorSessions: Number(operatorSessions.numDeletedRows),
    idempotencyKeys: Number(keys.numDeletedRows),
    throttleRows: Number(throttle.numDeletedRows),
    uploads,
  }
}

/** Runs purgeExpired now and every hour until the returned stop() is called. */
export function startHousekeeping(deps: Deps): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = purgeExpired(deps).catch((error: unknown) => console.error('[tern] housekeeping failed:', error))
  }
  run()
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
