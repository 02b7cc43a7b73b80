// Work an answer does not wait for (a mail or text message sent after the answer), kept per database so that a
// shutdown (and a test's end) can wait for it instead of leaving it to fail against a closed database or folder.
import type { Db } from './db/db'

const pending = new WeakMap<Db, Set<Promise<unknown>>>()

/** Runs `work` in the background of `db`'s server; a failure is logged with `what`, never thrown. */
export function inBackground(db: Db, what: string, work: Promise<unknown>): void {
  const set = pending.get(db) ?? new Set<Promise<unknown>>()
  pending.set(db, set)
  const tracked = work
    .catch((error: unknown) => console.error(`[tern] ${what}:`, error))
    .finally(() => set.delete(tracked))
  set.add(tracked)
}

/** Resolves once the background work of `db` started so far (and any it starts meanwhile) has ended. */
export async function backgroundSettled(db: Db): Promise<void> {
  const set = pending.get(db)
  while (set && set.size > 0) await Promise.allSettled([...set])
}
