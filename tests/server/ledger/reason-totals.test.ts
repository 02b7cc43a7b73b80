// Users' running totals of the reasons the polls sum (ledger/reason-totals.ts, migration 039): kept equal to the
// sums of those postings by post() in the same transaction on both databases, untouched by a refused posting,
// checked by ledger:check, and backfilled by their migration.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Migrator, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDb } from '../../../server/db/db'
import { migrations } from '../../../server/db/migrations'
import { REASONS_039 } from '../../../server/db/migrations/039_reason_totals'
import { toMinor } from '../../../server/db/minor'
import { pnlReasons, reasons } from '../../../server/ledger/accounts'
import { checkLedger } from '../../../server/ledger/check'
import { type Entry, type Posting, postMany } from '../../../server/ledger/ledger'
import { TOTALLED_REASONS, userTotals } from '../../../server/ledger/reason-totals'
import { writeTx } from '../../../server/ledger/tx'
import { scratchRoot } from '../../support/scratch'
import { createHarness, type Harness } from '../../support/server/harness'

let h: Harness
beforeEach(async () => {
  h = await createHarness()
})
afterEach(() => h.close())

const ANN = 9101
const BOB = 9102

/** `amount` from the house account `house` to a user (negative: from the user to it), for `reason`. */
function move(user: number, reason: string, amount: bigint, asset: 'USDT' | 'BTC' = 'USDT'): Posting {
  const entries: Entry[] = [
    { kind: 'user', account: user, asset, amount },
    { kind: 'house', account: 'trading_pnl', asset, amount: -amount },
  ]
  return { reason, ref: `test:${user}`, at: h.clock(), entries }
}

const postedSum = async (user: number, of: readonly string[]) => {
  const row = await h.db
    .selectFrom('postings')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('account_kind', '=', 'user')
    .where('account_id', '=', String(user))
    .where('asset', '=', 'USDT')
    .where('reason', 'in', of)
    .executeTakeFirst()
  return toMinor(row?.total)
}

describe('users’ running totals of reasons', () => {
  it('equal the sums of their postings after postings of every kind, a refused one changing nothing', async () => {
    const post = (user: number, postings: Posting[]) =>
      writeTx(h.db, (trx) => postMany(trx, postings), { users: [user] })
    await post(ANN, [move(ANN, reasons.demoGrant, 10_000n), move(ANN, reasons.microSettle, 250n)])
    await post(ANN, [move(ANN, reasons.contractSettle, -90n), move(ANN, reasons.contractFee, -7n)])
    await post(ANN, [move(ANN, reasons.microSettle, 40n), move(ANN, reasons.microSettle, 1n, 'BTC')])
    await post(BOB, [move(BOB, reasons.demoGrant, 500n), move(BOB, 'coin_fill_pnl', 33n)])
    // Bob's loss passes his balance: refused, with its postings and totals.
    await expect(
      post(BOB, [move(BOB, reasons.contractSettle, 12n), move(BOB, reasons.contractFee, -9_999n)]),
    ).rejects.toThrow()

    expect((await userTotals(h.db, ANN))(pnlReasons)).toBe(200n)
    expect((await userTotals(h.db, ANN))([reasons.contractFee])).toBe(-7n)
    expect((await userTotals(h.db, BOB))(pnlReasons)).toBe(33n)
    expect((await userTotals(h.db, BOB))([reasons.contractSettle, reasons.contractFee])).toBe(0n)
    for (const user of [ANN, BOB]) {
      for (const of of [pnlReasons, [reasons.contractFee], [reasons.contractSettle]]) {
        expect((await userTotals(h.db, user))(of)).toBe(await postedSum(user, of))
      }
    }
    // Only totalled reasons have rows; the BTC total is its own.
    const rows = await h.db.selectFrom('reason_totals').selectAll().execute()
    const key = (r: (string | number)[]) => `${r[0]}|${r[2]}|${r[1]}`
    const found = rows.map((r) => [r.account_id, r.asset, r.reason, Number(r.total)])
    expect(found.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [
        [String(ANN), 'USDT', 'contract_fee', -7],
        [String(ANN), 'USDT', 'contract_settle', -90],
        [String(ANN), 'BTC', 'micro_settle', 1],
        [String(ANN), 'USDT', 'micro_settle', 290],
        [String(BOB), 'USDT', 'coin_fill_pnl', 33],
      ].sort((a, b) => `${a[0]}${a[2]}${a[1]}`.localeCompare(`${b[0]}${b[2]}${b[1]}`)),
    )
    expect(await checkLedger(h.db)).toEqual([])
  })

  it('are reported by the check when they disagree with the postings', async () => {
    await writeTx(h.db, (trx) => postMany(trx, [move(ANN, reasons.microSettle, 80n)]), { users: [ANN] })
    await h.db.updateTable('reason_totals').set({ total: 81 }).where('account_id', '=', String(ANN)).execute()
    expect(await checkLedger(h.db)).toContain(`user ${ANN}: USDT micro_settle total 81, postings sum to 80`)
  })

  it('are kept for the reasons the polls read, and no other is summed', async () => {
    expect([...TOTALLED_REASONS].sort()).toEqual([...REASONS_039].sort())
    const totals = await userTotals(h.db, ANN)
    expect(() => totals([reasons.demoGrant])).toThrow(/No running total/)
  })
})

describe('the reason totals migration', () => {
  it('backfills the totals of a database made before it', async () => {
    const dir = mkdtempSync(join(scratchRoot, 'tern-totals-'))
    const db = openDb(join(dir, 'tern.db'))
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      expect((await migrator.migrateTo('038_contract_stops')).error).toBeUndefined()
      const at = h.clock().toISOString()
      await sql`insert into postings (tx_id, account_kind, account_id, asset, amount, reason, ref, created_at, bucket)
        values ('t1', 'user', '1', 'USDT', 100, 'micro_settle', 'micro_order:1', ${at}, 'available'),
               ('t1', 'house', 'trading_pnl', 'USDT', -100, 'micro_settle', 'micro_order:1', ${at}, 'available'),
               ('t2', 'user', '1', 'USDT', -30, 'micro_settle', 'micro_order:2', ${at}, 'available'),
               ('t2', 'house', 'trading_pnl', 'USDT', 30, 'micro_settle', 'micro_order:2', ${at}, 'available'),
               ('t3', 'user', '2', 'USDT', -4, 'contract_fee', 'contract_order:1', ${at}, 'available'),
               ('t3', 'house', 'fees', 'USDT', 4, 'contract_fee', 'contract_order:1', ${at}, 'available'),
               ('t4', 'user', '2', 'USDT', -5, 'micro_fee', 'micro_order:3', ${at}, 'available'),
               ('t4', 'house', 'fees', 'USDT', 5, 'micro_fee', 'micro_order:3', ${at}, 'available')`.execute(db)
      expect((await migrator.migrateToLatest()).error).toBeUndefined()
      const rows = await db.selectFrom('reason_totals').selectAll().orderBy('account_id').execute()
      expect(rows.map((r) => [r.account_id, r.asset, r.reason, Number(r.total)])).toEqual([
        ['1', 'USDT', 'micro_settle', 70],
        ['2', 'USDT', 'contract_fee', -4],
      ])
    } finally {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
