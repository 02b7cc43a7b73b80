// The password-hashing capacity of this process, in two fair queues (hash-queue.ts): users' sign-ins,
// registrations, password changes and resets share one; operators' sign-ins hash in their own, so a flood of
// users' work never stands in front of an operator. libuv's default thread pool has 4 threads: 3 for users and 1
// for operators keep an operator's hash from waiting behind users' hashes in libuv's queue too.
import { HashQueue, type HashQueueLimits } from './hash-queue'

export const hashingLimits = {
  users: { total: 3, perAddress: 2, waitingPerAddress: 4, waitingTotal: 256, maxWaitMs: 2500 },
  operators: { total: 1, perAddress: 1, waitingPerAddress: 2, waitingTotal: 16, maxWaitMs: 2500 },
} as const satisfies Record<string, HashQueueLimits>

const users = new HashQueue(hashingLimits.users)
const operators = new HashQueue(hashingLimits.operators)

/** Runs `work` (which hashes a user's password) in the users' queue for `address`, or throws `rate_limited`. */
export function withHashSlot<T>(address: string, work: () => Promise<T>): Promise<T> {
  return users.run(address, work)
}

/** The same for an operator's sign-in, in the operators' own queue. */
export function withOperatorHashSlot<T>(address: string, work: () => Promise<T>): Promise<T> {
  return operators.run(address, work)
}
