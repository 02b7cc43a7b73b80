// The password-hashing capacity of this process. One scrypt takes 128 MiB and a libuv thread for about 0.3 s,
// so a burst of sign-ins queued behind each other made a real user's sign-in take seconds. Hashing beyond these
// limits is refused at once instead of queued; several processes each have their own capacity.
import { AppError } from '../../errors'

export const hashingLimits = {
  /** Concurrent hashes for one client address. */
  perAddress: 2,
  /** Concurrent hashes in this process (libuv's default thread pool has 4 threads). */
  total: 4,
} as const

const byAddress = new Map<string, number>()
let total = 0

function release(address: string): void {
  total -= 1
  const left = (byAddress.get(address) ?? 1) - 1
  if (left > 0) byAddress.set(address, left)
  else byAddress.delete(address)
}

/** Runs `work` (which hashes a password) in a slot for `address`, or throws `rate_limited` when none is free. */
export async function withHashSlot<T>(address: string, work: () => Promise<T>): Promise<T> {
  const held = byAddress.get(address) ?? 0
  if (held >= hashingLimits.perAddress || total >= hashingLimits.total) throw new AppError('rate_limited', 'login_busy')
  byAddress.set(address, held + 1)
  total += 1
  try {
    return await work()
  } finally {
    release(address)
  }
}
