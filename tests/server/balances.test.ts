// Stored balances (table balances): kept equal to the sums of postings by ledger post() in the same
// transaction, refused below zero for users, checked by ledger:check, and backfilled by their migration.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { Migrator, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Asset } from '../../contract/api'
import { type Db, openDb } from '../../server/db/db'
import { migrations } from '../../server/db/migrations'
import type { Bucket } from '../../server/db/schema'
import { checkLedger } from '../../server/ledger/check'
import { accountBalance, type Entry, post, postMany } from '../../server/ledger/ledger'
import { writeTx } from '../../server/ledger/tx'
import { assertProperty } from '../support/property'
import { scratchRoot } from '../support/scratch'
import { createHarness, type Harness } from '../support/server/harness'

let h: Harness
beforeEach(async () => {
  h = await createHarness()
})
afterEach(() => h.close())

const USERS = ['9001', '9002', '9003']
const HOUSES = ['fees', 'external']

/** A transfer between two account parts; with `from` a house account, a credit from outside. */
interface Move {
  from: number
  to: number
  fromBucket: Bucket
  toBucket: Bucket
  asset: Asset
  amount: number
}

const moveArb: fc.Arbitrary<Move> = fc.record({
  from: fc.integer({ min: 0, max: USERS.length + HOUSES.length - 1 }),
  to: fc.integer({ min: 0, max: USERS.length + HOUSES.length - 1 }),
  fromBucket: fc.constantFrom<Bucket>('available', 'frozen'),
  toBucket: fc.constantFrom<Bucket>('available', 'frozen'),
  asset: fc.constantFrom<Asset>('USDT', 'BTC', 'ETH'),
  amount: fc.integer({ min: 1, max: 1_000 }),
})

function side(index: number, bucket: Bucket, asset: Asset, amount: bigint): Entry {
  const user = USERS[index]
  if (user !== undefined) return { kind: 'user', account: user, asset, amount, bucket }
  return { kind: 'house', account: HOUSES[index - USERS.length] ?? 'fees', asset, amount }
}

const entriesOf = (m: Move): Entry[] => [
  side(m.from, m.fromBucket, m.asset, -BigInt(m.amount)),
  side(m.to, m.toBucket, m.asset, BigInt(m.amount)),
]

const balanceRows = () =>
  h.db
    .selectFrom('balances')
    .selectAll()
    .orderBy('account_kind')
    .orderBy('account_id')
    .orderBy('asset')
    .orderBy('bucket')
    .execute()

async function storedEqualsPostings(db: Db): Promise<void> {
  const stored = await db.selectFrom('balances').selectAll().execute()
  for (const row of stored) {
    const sum = await accountBalance(db, row.account_kind, row.account_id, row.asset, row.bucket)
    const posted = await db
      .selectFrom('postings')
      .select((eb) => eb.fn.sum<number | null>('amount').as('total'))
      .where('account_kind', '=', row.account_kind)
      .where('account_id', '=', row.account_id)
      .where('asset', '=', row.asset)
      .where('bucket', '=', row.bucket)
      .executeTakeFirst()
    expect(BigInt(posted?.total ?? 0)).toBe(sum)
  }
}

describe('stored balances', () => {
  it('stay equal to the sums of postings through random postings, refused ones changing nothing', async () => {
    await assertProperty(
      fc.asyncProperty(
        fc.array(fc.array(moveArb, { minLength: 1, maxLength: 4 }), { maxLength: 25 }),
        async (steps) => {
          for (const moves of steps) {
            const before = await balanceRows()
            const postings = moves.map((m) => ({
              reason: 'test_move',
              ref: 'test',
              at: h.clock(),
              entries: entriesOf(m),
            }))
            const single = postings.length === 1 && postings[0]
            const accepted = await writeTx(h.db, async (trx) => {
              if (single) await post(trx, single)
              else await postMany(trx, postings)
            }).then(
              () => true,
              (error: unknown) => {
                expect(error).toMatchObject({ code: 'insufficient_balance' })
                return false
              },
            )
            if (!accepted) expect(await balanceRows()).toEqual(before)
          }
          expect(await checkLedger(h.db)).toEqual([])
          await storedEqualsPostings(h.db)
        },
      ),
      { runs: { fast: 25, deep: 200 } },
    )
  }, 60_000)

  it('refuses a negative user balance in the database itself', async () => {
    await expect(
      h.db
        .insertInto('balances')
        .values({ account_kind: 'user', account_id: '9999', asset: 'USDT', bucket: 'available', amount: -1 })
        .execute(),
    ).rejects.toThrow(/CHECK constraint failed|violates check constraint/)
  })

  it('are reported by the check when they disagree with the postings', async () => {
    const amount = 5n
    await writeTx(h.db, (trx) =>
      post(trx, {
        reason: 'test_move',
        ref: 'test',
        at: h.clock(),
        entries: [
          { kind: 'house', account: 'external', asset: 'ETH', amount: -amount },
          { kind: 'user', account: '9004', asset: 'ETH', amount },
        ],
      }),
    )
    expect(await checkLedger(h.db)).toEqual([])
    await h.db.updateTable('balances').set({ amount: 6 }).where('account_id', '=', '9004').execute()
    expect(await checkLedger(h.db)).toContain('user 9004: ETH available stored balance 6, postings sum to 5')
  })
})

describe('the balances migration', () => {
  it('backfills the balances of a database made before it', async () => {
    const dir = mkdtempSync(join(scratchRoot, 'tern-backfill-'))
    const db = openDb(join(dir, 'tern.db'))
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      expect((await migrator.migrateTo('007_trading')).error).toBeUndefined()
      const at = h.clock().toISOString()
      // Postings as the code before the migration wrote them (no balances table yet).
      await sql`insert into postings (tx_id, account_kind, account_id, asset, amount, reason, ref, created_at, bucket)
        values ('t1', 'house', 'demo_grants', 'USDT', -100, 'demo_grant', 'user:1', ${at}, 'available'),
               ('t1', 'user', '1', 'USDT', 100, 'demo_grant', 'user:1', ${at}, 'available'),
               ('t2', 'user', '1', 'USDT', -30, 'micro_stake', 'micro_order:1', ${at}, 'available'),
               ('t2', 'user', '1', 'USDT', 30, 'micro_stake', 'micro_order:1', ${at}, 'frozen'),
               ('t3', 'user', '1', 'USDT', -1, 'micro_fee', 'micro_order:1', ${at}, 'available'),
               ('t3', 'house', 'fees', 'USDT', 1, 'micro_fee', 'micro_order:1', ${at}, 'available')`.execute(db)
      expect((await migrator.migrateToLatest()).error).toBeUndefined()
      const rows = await db
        .selectFrom('balances')
        .select(['account_kind', 'account_id', 'bucket', 'amount'])
        .orderBy('account_kind')
        .orderBy('account_id')
        .orderBy('bucket')
        .execute()
      expect(rows).toEqual([
        { account_kind: 'house', account_id: 'demo_grants', bucket: 'available', amount: -100 },
        { account_kind: 'house', account_id: 'fees', bucket: 'available', amount: 1 },
        { account_kind: 'user', account_id: '1', bucket: 'available', amount: 69 },
        { account_kind: 'user', account_id: '1', bucket: 'frozen', amount: 30 },
      ])
      expect(await checkLedger(db)).toEqual([])
    } finally {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
