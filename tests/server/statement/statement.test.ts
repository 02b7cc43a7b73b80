import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Asset } from '../../../contract/api'
import { type StatementPage, statementReasons } from '../../../contract/statement'
import { dialectOf } from '../../../server/db/dialect'
import { translate } from '../../../server/i18n'
import { reasons } from '../../../server/ledger/accounts'
import { balancesOf } from '../../../server/ledger/ledger'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, fund } from '../../support/server/wallet'
import { csvSums, everyReasonRows, postEveryReason, readWholeStatement, statementCsv } from './support'

let h: Harness
let alice: { id: number; token: string }
let bob: { id: number; token: string }
const start = new Date('2026-02-27T23:45:00.000Z')

const page = async (query: string, token = alice.token) =>
  dataOf(await call<StatementPage>(h.app, `/api/statement${query}`, { token }))

beforeAll(async () => {
  h = await createHarness()
  alice = await createSignedInUser(h)
  bob = await createSignedInUser(h)
  await postEveryReason(h, alice.id, start)
  await postEveryReason(h, bob.id, start)
  await fund(h, bob.id, 'BTC', 7n)
}, 30_000)
afterAll(() => h.close())

describe('GET /api/statement', () => {
  it('names a kind for every reason the ledger posts', () => {
    for (const reason of Object.values(reasons)) expect(Object.keys(statementReasons)).toContain(reason)
  })

  it('answers every posting of the caller once, newest first, page by page', async () => {
    const rows = await readWholeStatement(h, alice.token, '', 7)
    expect(rows).toHaveLength(everyReasonRows)
    const ids = rows.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)
    const first = await page('?limit=3')
    expect(first.rows).toHaveLength(3)
    expect(first).toMatchObject({ more: true, next: first.rows[2]?.id })
    const newest = first.rows[0]
    expect(newest).toMatchObject({
      asset: 'USDT',
      amount: '100.410958',
      part: 'available',
      reason: 'earn_mature',
      kind: 'invest',
      ref: `earn_mature:${alice.id}`,
    })
    expect(Date.parse(newest?.t ?? '')).toBe(start.getTime() + (26 - 1) * 60_000)
    // The default page size is 50.
    expect((await page('')).rows).toHaveLength(everyReasonRows)
  })

  it('never shows another user their rows', async () => {
    const aliceIds = new Set((await readWholeStatement(h, alice.token)).map((r) => r.id))
    const bobRows = await readWholeStatement(h, bob.token)
    expect(bobRows).toHaveLength(everyReasonRows + 1)
    expect(bobRows.some((r) => aliceIds.has(r.id))).toBe(false)
    const owners = await h.db
      .selectFrom('postings')
      .select(['account_kind', 'account_id'])
      .where('id', 'in', [...aliceIds])
      .execute()
    expect(new Set(owners.map((o) => `${o.account_kind}:${o.account_id}`))).toEqual(new Set([`user:${alice.id}`]))
    // A cursor from another user's statement reads only the caller's own older rows.
    const fromBob = await page(`?before=${bobRows[0]?.id}`)
    expect(fromBob.rows.every((r) => aliceIds.has(r.id))).toBe(true)
    expect((await call(h.app, '/api/statement')).status).toBe(204)
  })

  it('filters by asset, kind and UTC days', async () => {
    const btc = await readWholeStatement(h, alice.token, '&asset=BTC')
    expect(btc.map((r) => [r.reason, r.amount])).toEqual([
      ['exchange', '0.00071428'],
      ['deposit_credit', '0.5'],
    ])
    const fees = await readWholeStatement(h, alice.token, '&kind=fee')
    expect(fees.map((r) => [r.reason, r.amount])).toEqual([
      ['contract_fee', '-1'],
      ['micro_fee', '-0.1'],
    ])
    const usdtWithdrawals = await readWholeStatement(h, alice.token, '&kind=withdrawal&asset=USDT')
    expect(usdtWithdrawals.map((r) => r.reason)).toEqual([
      'withdraw_return',
      'withdraw_return',
      'withdraw_payout',
      'withdraw_freeze',
      'withdraw_freeze',
    ])
    // 23:45, 23:46 and so on: the first 15 postings fall on 27 February, the rest on 28 February.
    const day1 = await readWholeStatement(h, alice.token, '&from=2026-02-27&to=2026-02-27')
    expect(day1.every((r) => r.t.startsWith('2026-02-27'))).toBe(true)
    const day2 = await readWholeStatement(h, alice.token, '&from=2026-02-28')
    expect(day2.every((r) => r.t >= '2026-02-28')).toBe(true)
    expect(day1.length + day2.length).toBe(everyReasonRows)
    expect(day1.length).toBeGreaterThan(0)
    expect(day2.length).toBeGreaterThan(0)
    expect(await readWholeStatement(h, alice.token, '&to=2026-02-26')).toEqual([])
    expect(await readWholeStatement(h, alice.token, '&kind=exchange&asset=ETH')).toEqual([])
  })

  it('refuses a wrong filter with its own message in the reader language', async () => {
    const cases: [string, string][] = [
      ['?asset=DOGE', 'statement_asset_invalid'],
      ['?kind=lottery', 'statement_kind_invalid'],
      ['?from=2026-02-30', 'statement_date_invalid'],
      ['?to=yesterday', 'statement_date_invalid'],
      ['?from=2026-03-02&to=2026-03-01', 'statement_range_invalid'],
      ['?limit=0', 'statement_page_invalid'],
      ['?limit=201', 'statement_page_invalid'],
      ['?before=-4', 'statement_page_invalid'],
    ]
    for (const [query, key] of cases) {
      for (const lang of ['en', 'th']) {
        const result = await call(h.app, `/api/statement${query}`, { token: alice.token, lang })
        expect(result.status).toBe(200)
        const expected = translate(lang === 'th' ? 'th' : 'en', key as never).replace('{max}', '200')
        expect(result.envelope).toEqual({ status: 0, code: 'validation', msg: expected, data: null })
      }
    }
    expect(translate('th', 'statement_asset_invalid')).not.toBe(translate('en', 'statement_asset_invalid'))
  })
})

describe('the statement as CSV', () => {
  it('sums per asset exactly to the balances and to the ledger, to the minor unit', async () => {
    for (const user of [alice, bob]) {
      const csv = statementCsv(await readWholeStatement(h, user.token, '', 9))
      const sums = csvSums(csv)
      const balances = await balancesOf(h.db, user.id)
      const ledger = await h.db
        .selectFrom('postings')
        .select(['asset', (eb) => eb.fn.sum<string | number>('amount').as('total')])
        .where('account_kind', '=', 'user')
        .where('account_id', '=', String(user.id))
        .groupBy('asset')
        .execute()
      const scale: Record<Asset, bigint> = { USDT: 100n, BTC: 1n, ETH: 1n }
      for (const asset of ['USDT', 'BTC', 'ETH'] as const) {
        const balance = balances[asset].available + balances[asset].frozen
        expect(sums[asset] ?? 0n, asset).toBe(balance * scale[asset])
        const total = BigInt(ledger.find((l) => l.asset === asset)?.total ?? 0)
        expect(total).toBe(balance)
      }
      expect(balances.USDT.available).toBeGreaterThan(0n)
    }
  })
})

/** The plan of a query; on PostgreSQL with scans that cannot give the order made costly (tiny test tables). */
async function planOf(query: string): Promise<string> {
  if (dialectOf(h.db) === 'sqlite') {
    const { rows } = await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(h.db)
    return rows.map((r) => r.detail).join('\n')
  }
  return h.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    await sql`set local enable_bitmapscan = off`.execute(trx)
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(trx)
    return rows.map((r) => r['QUERY PLAN']).join('\n')
  })
}

describe('the statement query plan', () => {
  it('reads a page by the user index in its order: no sort of the user’s postings', async () => {
    const where = `account_kind = 'user' and account_id = '${alice.id}'`
    for (const extra of ['', ' and id < 100000', " and reason in ('micro_fee', 'contract_fee')"]) {
      const plan = await planOf(`select id, amount from postings where ${where}${extra} order by id desc limit 51`)
      expect(plan).toMatch(/postings_user_statement_idx/)
      expect(plan).not.toMatch(/TEMP B-TREE|Sort\b/)
    }
    // With an asset, SQLite may take (account_kind, account_id, asset), whose entries are in id (rowid) order too.
    const byAsset = await planOf(
      `select id from postings where ${where} and asset = 'USDT' and created_at >= '2026-02-28' order by id desc limit 51`,
    )
    expect(byAsset).toMatch(/INDEX|Index (Only )?Scan/i)
    expect(byAsset).not.toMatch(/TEMP B-TREE|Sort\b/)
  })
})
