// The shape of one engine-lock attempt, shared by the lock kinds (lock-file.ts, lock-postgres.ts) and engine-lock.ts.
import type { Fence } from '../ledger/fence'

/** One attempt's outcome: held (release it when done) or not (close the attempt's resources). */
export interface LockAttempt {
  held: boolean
  /** Gives the lock up (when held) and closes what the attempt opened. */
  release(): Promise<void>
  /**
   * For a held PostgreSQL lock: the check, run inside a write transaction, that the lock's session still holds
   * it (ledger/fence.ts). A lock file needs none: it lives on the database's own machine.
   */
  fence?: Fence
}

/** Tries the lock once; `onLost` is called if a held lock is lost later (connection gone, file taken). */
export type TryLock = (onLost: (reason: string) => void) => Promise<LockAttempt>
