// Keyset pages of the users' histories: page N and the `before` cursor give the rows the OFFSET pages gave, stay put
// while new rows arrive, never show another user's rows, and each query is served by an index in its order (the
// plans on SQLite and PostgreSQL).
import { type Kysely, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContractHistoryPage } from '../../contract/contract-trading'
import type { AlertsPage } from '../../contract/notifications'
import type { MicroOrdersAnswer } from '../../contract/trading'
import { dialectOf } from '../../server/db/dialect'
import type { Database } from '../../server/db/schema'
import { acceptRisk } from '../../server/features/risk/service'
import { writeTx } from '../../server/ledger/tx'
import { notify } from '../../server/notify/create'
import { call, dataOf } from '../support/server/request'
import { BTC, createTradingHarness, type TradingHarness, tickAfter } from '../support/server/trading'
import { contractTrader, open, type Trader } from './contract/helpers'

let h: TradingHarness
let user: Trader
let other: Trader

beforeEach(async () => {
  h = await createTradingHarness()
  user = await contractTrader(h, 10_000n)
  other = await contractTrader(h, 10_000n)
  await tickAfter(h, 1000, { [BTC]: 6_000_000 })
})
afterEach(() => h.close())

/** `count` more rows of `table` for `userId`, copies of one of its rows (status alternating for contract orders). */
async function copies(table: 'contract_orders' | 'micro_orders', from: number, userId: number, count: number) {
  const row = await h.db.selectFrom(table).selectAll().where('id', '=', from).executeTakeFirstOrThrow()
  const { id: _id, ...rest } = row as Record<string, unknown>
  const values = Array.from({ length: count }, (_, i) => ({
    ...rest,
    user_id: userId,
    ...(table === 'contract_orders' ? { status: i % 3 === 0 ? 0 : 1 } : {}),
  }))
  await h.db
    .insertInto(table)
    .values(values as never)
    .execute()
}

async function idsOf(table: 'contract_orders' | 'micro_orders', userId: number, status?: number) {
  let query = h.db.selectFrom(table).select('id').where('user_id', '=', userId)
  if (status !== undefined) query = query.where(sql.ref('status'), '=', status)
  return (await query.orderBy('id', 'desc').execute()).map((r) => r.id)
}

const history = async (path: string, token = user.token) =>
  dataOf(await call<ContractHistoryPage>(h.app, path, { token }))

describe('contract history pages', () => {
  it('page N and the before cursor give the OFFSET pages, with more and next instead of a count', async () => {
    const first = await open(h, user)
    await copies('contract_orders', first.oid, user.id, 64)
    await copies('contract_orders', first.oid, other.id, 7)
    const all = await idsOf('contract_orders', user.id)
    expect(all).toHaveLength(65)
    let before: number | null = null
    for (let page = 1; page <= 4; page++) {
      const expected = all.slice((page - 1) * 20, page * 20)
      const byPage = await history(`/api/orders/page/${page}`)
      expect(byPage.data.map((o) => o.oid)).toEqual(expected)
      expect(byPage).toMatchObject({ page, pages: page < 4 ? page + 1 : 4, more: page < 4 })
      expect(byPage.next).toBe(page < 4 ? (expected.at(-1) ?? null) : null)
      if (page > 1) {
        const byCursor = await history(`/api/orders/page/${page}?before=${before}`)
        expect(byCursor.data.map((o) => o.oid)).toEqual(expected)
      }
      before = byPage.next
    }
    expect((await history('/api/orders/page/9')).data).toEqual([])
    expect(await history('/api/orders/page/1?before=abc')).toMatchObject({ page: 1, more: true })
  })

  it('filters by status on both forms, and the cursor stays put while new orders arrive', async () => {
    const first = await open(h, user)
    await copies('contract_orders', first.oid, user.id, 50)
    const holding = await idsOf('contract_orders', user.id, 1)
    const page1 = await history('/api/orders/page/1?status=hold')
    expect(page1.data.map((o) => o.oid)).toEqual(holding.slice(0, 20))
    await copies('contract_orders', first.oid, user.id, 9)
    const page2 = await history(`/api/orders/page/2?status=hold&before=${page1.next}`)
    expect(page2.data.map((o) => o.oid)).toEqual(holding.slice(20, 40))
    const waiting = await idsOf('contract_orders', user.id, 0)
    const wait2 = await history('/api/orders/page/2?status=wait')
    expect(wait2.data.map((o) => o.oid)).toEqual(waiting.slice(20, 40))
  })

  it("never shows another user's orders, whatever the cursor", async () => {
    const mine = await open(h, user)
    await copies('contract_orders', mine.oid, user.id, 30)
    const theirs = await open(h, other)
    const top = (await idsOf('contract_orders', user.id))[0] ?? 0
    const seen = await history(`/api/orders/page/1?before=${top + 1000}`, other.token)
    expect(seen.data.map((o) => o.oid)).toEqual([theirs.oid])
    expect(seen).toMatchObject({ more: false, next: null, pages: 1 })
    expect((await history('/api/orders/page/2', other.token)).data).toEqual([])
  })
})

describe('the inbox and the newest-first lists', () => {
  it('pages the inbox by number and by cursor, the same rows, only the caller’s', async () => {
    await writeTx(h.db, async (trx) => {
      for (let i = 1; i <= 45; i++) {
        await notify(
          trx,
          i % 5 === 0 ? other.id : user.id,
          'deposit_approved',
          { amount: String(i), coin: 'USDT' },
          h.clock(),
        )
      }
    })
    const rows = await h.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .execute()
    const ids = rows.map((r) => r.id)
    const page = (q: string) => call<AlertsPage>(h.app, `/api/alerts?${q}`, { token: user.token }).then(dataOf)
    const p1 = await page('page=1')
    expect(p1.data.map((a) => a.id)).toEqual(ids.slice(0, 20))
    expect(p1).toMatchObject({ pages: 2, more: true, next: ids[19] })
    const p2 = await page('page=2')
    expect(p2.data.map((a) => a.id)).toEqual(ids.slice(20, 36))
    expect(p2).toMatchObject({ pages: 2, more: false, next: null })
    expect((await page(`page=2&before=${p1.next}`)).data.map((a) => a.id)).toEqual(ids.slice(20, 36))
  })

  it('lists timed orders older than before, the caller’s only', async () => {
    await acceptRisk(h.deps, user.id, 'micro')
    const placed = await call<{ oid: number }>(h.app, '/api/micro_order', {
      token: user.token,
      body: { pid: BTC, type: 0, t: 30, amount: '10' },
    })
    const oid = dataOf(placed).oid
    await copies('micro_orders', oid, user.id, 30)
    await copies('micro_orders', oid, other.id, 3)
    const ids = await idsOf('micro_orders', user.id)
    const list = (q = '') =>
      call<MicroOrdersAnswer>(h.app, `/api/micro_orders${q}`, { token: user.token }).then((r) => dataOf(r).orders)
    expect((await list()).map((o) => o.oid)).toEqual(ids)
    expect((await list(`?before=${ids[9]}`)).map((o) => o.oid)).toEqual(ids.slice(10))
    expect((await list('?before=x')).map((o) => o.oid)).toEqual(ids)
  })
})

/** Each history query in the form the repos send, with the index that must serve its order. */
const plans = (u: number) => [
  `select * from contract_orders where user_id = ${u} order by id desc limit 21`,
  `select * from contract_orders where user_id = ${u} and status = 1 and id < 1000 order by id desc limit 21`,
  `select * from contract_orders where user_id = ${u} and id <= (select id from contract_orders where user_id = ${u} order by id desc limit 1 offset 9980) order by id desc limit 21`,
  `select * from notifications where user_id = ${u} and id < 1000 order by id desc limit 21`,
  `select * from micro_orders where user_id = ${u} and id < 1000 order by id desc limit 100`,
  `select * from coin_orders where user_id = ${u} order by id desc limit 200`,
  `select * from miner_orders where user_id = ${u} and id < 1000 order by id desc limit 200`,
  `select * from earn_orders where user_id = ${u} order by id desc limit 200`,
  `select * from deposits where user_id = ${u} and id < 1000 order by id desc limit 200`,
  `select * from withdrawals where user_id = ${u} order by id desc limit 200`,
]

async function planOf(db: Kysely<Database>, query: string): Promise<string> {
  if (dialectOf(db) === 'sqlite') {
    const { rows } = await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(db)
    return rows.map((r) => r.detail).join('\n')
  }
  // Tiny test tables make a sequential scan the cheapest; what matters is that an index can give the order.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    await sql`set local enable_bitmapscan = off`.execute(trx)
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(trx)
    return rows.map((r) => r['QUERY PLAN']).join('\n')
  })
}

describe('query plans', () => {
  it('read every history by an index in its order: no sort of the user’s rows', async () => {
    for (const query of plans(user.id)) {
      const plan = await planOf(h.db, query)
      expect(plan, query).toMatch(/INDEX|Index (Only )?Scan/i)
      expect(plan, query).not.toMatch(/TEMP B-TREE|Sort\b/)
    }
  })
})
