import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { assets } from '../../contract/api'
import { toMinor } from '../../server/db/minor'
import { accountBalance, balanceOf, LedgerError, post } from '../../server/ledger/ledger'
import { formatAmount, parseAmount } from '../../server/ledger/money'
import { createHarness, type Harness } from '../support/server/harness'
import { register } from '../support/server/request'
import { createUser, fund } from '../support/server/wallet'

let h: Harness
let userId: number
const USDT = 1_000_000n

const transfer = (amount: bigint, asset: 'USDT' | 'BTC' = 'USDT') =>
  h.db.transaction().execute((trx) =>
    post(trx, {
      reason: 'test_fee',
      ref: 'test',
      at: h.clock(),
      entries: [
        { kind: 'user', account: userId, asset, amount: -amount },
        { kind: 'house', account: 'fees', asset, amount },
      ],
    }),
  )

async function postingCount(): Promise<number> {
  return (await h.db.selectFrom('postings').select('id').execute()).length
}

describe('ledger', () => {
  beforeEach(async () => {
    h = await createHarness()
    userId = await createUser(h)
    await fund(h, userId, 'USDT', 10_000n * USDT)
  })
  afterEach(() => h.close())

  it('credits the demo grant from the house in the registration transaction', async () => {
    await register(h.app, 'gus@example.com', 'gus-pw-1')
    const gus = await h.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'gus@example.com')
      .executeTakeFirstOrThrow()
    expect(await balanceOf(h.db, gus.id, 'USDT')).toBe(10_000n * USDT)
    expect(await accountBalance(h.db, 'house', 'demo_grants', 'USDT')).toBe(-10_000n * USDT)
    const rows = await h.db.selectFrom('postings').selectAll().where('reason', '=', 'demo_grant').execute()
    expect(rows).toHaveLength(2)
    expect(new Set(rows.map((r) => r.tx_id)).size).toBe(1)
  })

  it('refuses an unbalanced posting and writes nothing', async () => {
    const before = await postingCount()
    const unbalanced = h.db.transaction().execute((trx) =>
      post(trx, {
        reason: 'bad',
        ref: 'test',
        at: h.clock(),
        entries: [
          { kind: 'user', account: userId, asset: 'USDT', amount: 5n },
          { kind: 'house', account: 'fees', asset: 'USDT', amount: -4n },
        ],
      }),
    )
    await expect(unbalanced).rejects.toBeInstanceOf(LedgerError)
    expect(await postingCount()).toBe(before)
  })

  it('refuses a posting that would take a user balance below zero, and rolls it back', async () => {
    const before = await postingCount()
    await expect(transfer(10_000n * USDT + 1n)).rejects.toMatchObject({ code: 'insufficient_balance' })
    await expect(transfer(1n, 'BTC')).rejects.toMatchObject({ code: 'insufficient_balance' })
    expect(await postingCount()).toBe(before)
    expect(await balanceOf(h.db, userId, 'USDT')).toBe(10_000n * USDT)
  })

  it('moves exact amounts and keeps every asset summing to zero', async () => {
    await transfer(1_234_567n)
    expect(formatAmount(await balanceOf(h.db, userId, 'USDT'), 'USDT')).toBe('9998.765433')
    for (const asset of assets) {
      const row = await h.db
        .selectFrom('postings')
        .select((eb) => eb.fn.sum<number | null>('amount').as('total'))
        .where('asset', '=', asset)
        .executeTakeFirst()
      expect(toMinor(row?.total), asset).toBe(0n)
    }
  })

  it('never lets a posting be edited or deleted', async () => {
    await expect(h.db.updateTable('postings').set({ amount: 1 }).execute()).rejects.toThrow(/append-only/)
    await expect(h.db.deleteFrom('postings').execute()).rejects.toThrow(/append-only/)
  })
})

describe('money', () => {
  it.each([
    ['0', 'USDT', 0n],
    ['10000', 'USDT', 10_000_000_000n],
    ['1.5', 'USDT', 1_500_000n],
    ['0.000001', 'USDT', 1n],
    ['0.00000001', 'BTC', 1n],
    ['21000000.12345678', 'BTC', 2_100_000_012_345_678n],
  ] as const)('parses %s %s exactly', (text, asset, minor) => {
    expect(parseAmount(text, asset)).toBe(minor)
  })

  it.each(['0.0000001', '-1', '1e3', ' 1', '1,5', '.5', '1.', '', 'abc'])('rejects %j as USDT', (text) => {
    expect(parseAmount(text, 'USDT')).toBeNull()
  })

  it('formats with 2 to 6 decimals for USDT', () => {
    expect(formatAmount(10_000_000_000n, 'USDT')).toBe('10000.00')
    expect(formatAmount(1_500_000n, 'USDT')).toBe('1.50')
    expect(formatAmount(1n, 'USDT')).toBe('0.000001')
    expect(formatAmount(-2_500_000n, 'USDT')).toBe('-2.50')
    expect(formatAmount(1n, 'BTC', 0)).toBe('0.00000001')
  })
})
