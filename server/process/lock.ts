// The shape of one engine-lock attempt, shared by the lock kinds (lock-file.ts, lock-postgres.ts) and engine-lock.ts.
/** One attempt's outcome: held (release it when done) or not (close the attempt's resources). */
export interface LockAttempt {
  held: boolean
  /** Gives the lock up (when held) and closes what the attempt opened. */
  release(): Promise<void>
}

/** Tries the lock once; `onLost` is called if a held lock is lost later (connection gone, file taken). */
export type TryLock = (onLost: (reason: string) => void) => Promise<LockAttempt>
