// Group commit of order calls (trading/group-commit.ts), on both databases: the calls queued together share one
// transaction; a call refused after it wrote is undone alone (its postings, its house change, its key), one
// refused before it wrote costs the others no second run, and keys hold within a group and across groups. On
// PostgreSQL a group's statements are its calls' own plus BEGIN and COMMIT (no savepoint, no key look-up), and
// the postings of calls that allow it are held and written together.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../../server/db/db'
import { dialectOf } from '../../../server/db/dialect'
import { type AppError, invalid } from '../../../server/errors'
import { checkLedger } from '../../../server/ledger/check'
import type { IdempotentCall } from '../../../server/ledger/idempotency'
import { balanceOf, houseBalances, post } from '../../../server/ledger/ledger'
import { groupOnce } from '../../../server/trading/group-commit'
import { createHarness, type Harness } from '../../support/server/harness'
import { statementsOf } from '../../support/server/pg-statements'
import { createUser, fund } from '../../support/server/wallet'

let h: Harness
beforeEach(async () => {
  h = await createHarness()
})
afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

let refs = 0

/** A fee of `amount` USDT minor units from the user to the house, counting its runs. */
function charge(userId: number, amount: bigint, runs: number[], i: number) {
  return async (trx: Db) => {
    runs[i] = (runs[i] ?? 0) + 1
    await post(trx, {
      reason: 'micro_fee',
      ref: `group:${++refs}`,
      at: h.clock(),
      entries: [
        { kind: 'user', account: userId, asset: 'USDT', amount: -amount },
        { kind: 'house', account: 'fees', asset: 'USDT', amount },
      ],
    })
    return { charged: String(amount), i }
  }
}

const callOf = (userId: number, key?: string, fingerprint = 'f'): IdempotentCall => ({
  userId,
  key,
  fingerprint,
  now: h.clock(),
})

const houseFees = async () =>
  (await houseBalances(h.db)).find((b) => b.account === 'fees' && b.asset === 'USDT')?.amount ?? 0n

/** The outcome of each promise: its value, or its error's code. */
const settled = (promises: Promise<unknown>[]) =>
  Promise.allSettled(promises).then((all) =>
    all.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as AppError).code)),
  )

describe('a group of order calls', () => {
  it('undoes a call refused after it wrote, alone: its postings and house change go, the others commit', async () => {
    const ann = await createUser(h)
    const bob = await createUser(h)
    await fund(h, ann, 'USDT', 100n)
    await fund(h, bob, 'USDT', 50n)
    const fees = await houseFees()
    const runs: number[] = []
    // Queued in one turn of the event loop: one group. Ann's second charge passes her balance.
    const outcomes = await settled([
      groupOnce(h.db, callOf(ann), charge(ann, 60n, runs, 0)),
      groupOnce(h.db, callOf(ann), charge(ann, 60n, runs, 1)),
      groupOnce(h.db, callOf(bob), charge(bob, 20n, runs, 2)),
      groupOnce(h.db, callOf(ann), charge(ann, 30n, runs, 3)),
    ])
    expect(outcomes).toEqual([
      { charged: '60', i: 0 },
      'insufficient_balance',
      { charged: '20', i: 2 },
      { charged: '30', i: 3 },
    ])
    expect(await balanceOf(h.db, ann, 'USDT')).toBe(10n)
    expect(await balanceOf(h.db, bob, 'USDT')).toBe(30n)
    expect((await houseFees()) - fees).toBe(110n)
  })

  it('runs the others once when a call is refused before it wrote anything', async () => {
    const ann = await createUser(h)
    await fund(h, ann, 'USDT', 100n)
    const runs: number[] = []
    const refused = async () => {
      runs[1] = (runs[1] ?? 0) + 1
      throw invalid('amount_invalid')
    }
    const outcomes = await settled([
      groupOnce(h.db, callOf(ann), charge(ann, 10n, runs, 0)),
      groupOnce(h.db, callOf(ann), refused),
      groupOnce(h.db, callOf(ann), charge(ann, 15n, runs, 2)),
    ])
    expect(outcomes).toEqual([{ charged: '10', i: 0 }, 'validation', { charged: '15', i: 2 }])
    expect(runs).toEqual([1, 1, 1])
    expect(await balanceOf(h.db, ann, 'USDT')).toBe(75n)
  })

  it('answers two calls with one key in one group once, and a repeat in a later group as recorded', async () => {
    const ann = await createUser(h)
    await fund(h, ann, 'USDT', 100n)
    const runs: number[] = []
    const first = await settled([
      groupOnce(h.db, callOf(ann, 'order-1'), charge(ann, 10n, runs, 0)),
      groupOnce(h.db, callOf(ann, 'order-1'), charge(ann, 10n, runs, 1)),
      groupOnce(h.db, callOf(ann, 'order-2'), charge(ann, 20n, runs, 2)),
    ])
    expect(first).toEqual([
      { charged: '10', i: 0 },
      { charged: '10', i: 0 },
      { charged: '20', i: 2 },
    ])
    // A later group: a stored key with a new call beside it, and the same key with another body.
    const later = await settled([
      groupOnce(h.db, callOf(ann, 'order-3'), charge(ann, 5n, runs, 3)),
      groupOnce(h.db, callOf(ann, 'order-2'), charge(ann, 20n, runs, 4)),
      groupOnce(h.db, callOf(ann, 'order-1', 'another body'), charge(ann, 10n, runs, 5)),
    ])
    expect(later).toEqual([{ charged: '5', i: 3 }, { charged: '20', i: 2 }, 'idempotency_conflict'])
    // The second call with a key never ran; on PostgreSQL a stored key's call may run in a group's first run,
    // which its key then rolls back (the balance shows one effect per key).
    expect(runs[1]).toBeUndefined()
    expect(await balanceOf(h.db, ann, 'USDT')).toBe(65n)
  })

  it('holds postings when the calls allow it, refusing together a sum not covered, then one at a time', async () => {
    const ann = await createUser(h)
    const bob = await createUser(h)
    await fund(h, ann, 'USDT', 100n)
    await fund(h, bob, 'USDT', 100n)
    const runs: number[] = []
    const held = { holdWrites: true }
    // Ann's three charges pass her balance only together; Bob's balance is read by a call that holds nothing,
    // after his held charge: it sees the charge.
    const outcomes = await settled([
      groupOnce(h.db, callOf(ann), charge(ann, 60n, runs, 0), held),
      groupOnce(h.db, callOf(bob), charge(bob, 30n, runs, 1), held),
      groupOnce(h.db, callOf(bob), async (trx: Db) => ({ bob: String(await balanceOf(trx, bob, 'USDT')) })),
      groupOnce(h.db, callOf(ann), charge(ann, 30n, runs, 3), held),
      groupOnce(h.db, callOf(ann), charge(ann, 20n, runs, 4), held),
    ])
    expect(outcomes).toEqual([
      { charged: '60', i: 0 },
      { charged: '30', i: 1 },
      { bob: '70' },
      { charged: '30', i: 3 },
      'insufficient_balance',
    ])
    expect(await balanceOf(h.db, ann, 'USDT')).toBe(10n)
    expect(await balanceOf(h.db, bob, 'USDT')).toBe(70n)
  })

  it('sends its calls’ statements, BEGIN and COMMIT on PostgreSQL, nothing per call beside them', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(h)))
    for (const user of users) await fund(h, user, 'USDT', 100n)
    const runs: number[] = []
    const group = (held: boolean) =>
      Promise.all(
        users.map((user, i) =>
          groupOnce(h.db, callOf(user, `k-${held}-${i}`), charge(user, 10n, runs, i), { holdWrites: held }),
        ),
      )
    const { statements } = await statementsOf(() => group(false))
    expect(statements).toHaveLength(10)
    expect(statements[0]).toMatch(/^begin /)
    expect(statements.at(-1)).toMatch(/insert into idempotency_keys[\s\S]*commit$/)
    // Held, the eight calls' postings are one statement.
    expect((await statementsOf(() => group(true))).statements).toHaveLength(3)
    for (const user of users) expect(await balanceOf(h.db, user, 'USDT')).toBe(80n)
  })
})
