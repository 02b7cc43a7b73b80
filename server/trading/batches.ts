// How an engine cuts its decisions into write transactions: at most BATCH_ORDERS orders each, every batch naming the
// users whose orders it holds, so that on PostgreSQL it locks those users only (ledger/tx.ts) and every other
// user's writes run beside it. A decision is a compare-and-set on its order, so splitting changes no outcome.

/** Orders decided per transaction (each batch locks its users on PostgreSQL, at most this many). */
export const BATCH_ORDERS = 200

export interface UserBatch<T> {
  items: T[]
  /** The users of the batch's items, each once. */
  users: number[]
}

/** The items in order, in batches of at most `size`, each with its users. */
export function userBatches<T>(
  items: readonly T[],
  userOf: (item: T) => number,
  size: number = BATCH_ORDERS,
): UserBatch<T>[] {
  const batches: UserBatch<T>[] = []
  for (let i = 0; i < items.length; i += size) {
    const part = items.slice(i, i + size)
    batches.push({ items: part, users: [...new Set(part.map(userOf))] })
  }
  return batches
}
