// Invariants of the invest products, next to the ledger's (ledger/check.ts): an active order holds its principal
// in the frozen part and an ended one nothing; each staking order's daily credit (shown, and credited each day) is
// the published rule's (minerDaily); staking orders' credited days and profit agree with their own terms and with
// the daily credits posted; an ended order's penalty and refund add up; finished earn orders
// and the maturities posted agree.
import { type Kysely, sql } from 'kysely'
import { minerDaily } from '../../../contract/rules/invest'
import { toMinor } from '../../db/minor'
import type { Database } from '../../db/schema'
import { reasons } from '../../ledger/accounts'
import { queryRows } from '../../ledger/check'

async function count(db: Kysely<Database>, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows(db, query)
  return Number(row?.n ?? 0)
}

async function checkHolds(db: Kysely<Database>, table: 'miner_orders' | 'earn_orders', prefix: string) {
  const problems: string[] = []
  const held = sql`select o.id, o.status, o.amount, coalesce((select sum(p.amount) from postings p
      where (p.ref = ${prefix} || o.id or p.ref like ${prefix} || o.id || '@%')
        and p.account_kind = 'user' and p.bucket = 'frozen'), 0) as held
    from ${sql.table(table)} o`
  for (const r of await queryRows(db, held)) {
    const expected = Number(r.status) === 0 ? toMinor(r.amount as number) : 0n
    if (toMinor(r.held as number) !== expected) problems.push(`${table} ${r.id}: holds ${r.held}, expected ${expected}`)
  }
  return problems
}

/** The daily credit each staking order shows and is credited: amount x profit% rounded down, exactly. */
async function checkDaily(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = []
  for (const r of await queryRows(db, sql`select id, amount, profit, daily from miner_orders`)) {
    const expected = minerDaily(toMinor(r.amount as number), String(r.profit))
    if (toMinor(r.daily as number) !== expected)
      problems.push(`miner_orders ${r.id}: daily ${r.daily}, expected ${expected}`)
  }
  return problems
}

export async function checkInvest(db: Kysely<Database>): Promise<string[]> {
  const problems = [...(await checkHolds(db, 'miner_orders', 'miner_order:'))]
  problems.push(...(await checkDaily(db)))
  problems.push(...(await checkHolds(db, 'earn_orders', 'earn_order:')))
  const days = sql`select count(*) as n from miner_orders where next_day <> start_day + profit_days
    or next_day > end_day or (status = 1 and profit_days <> days)`
  const badDays = await count(db, days)
  if (badDays > 0) problems.push(`${badDays} staking orders disagree with their own credited days`)
  const posted = sql`select
      (select count(*) from postings where reason = ${reasons.minerYield} and account_kind = 'user')
        - (select coalesce(sum(profit_days), 0) from miner_orders where daily > 0) as n,
      (select coalesce(sum(amount), 0) from postings where reason = ${reasons.minerYield} and account_kind = 'user')
        - (select coalesce(sum(profit_get), 0) from miner_orders) as gap`
  const [p] = await queryRows(db, posted)
  if (Number(p?.n ?? 0) !== 0 || toMinor(p?.gap as number) !== 0n) {
    problems.push(`staking credits posted differ from the orders' credited days (${p?.n}) or profit (${p?.gap})`)
  }
  const cancels = sql`select count(*) as n from miner_orders where (status = 2) <> (penalty is not null)
    or (status = 2 and penalty + refund <> amount) or penalty < 0 or refund < 0`
  const badCancels = await count(db, cancels)
  if (badCancels > 0) problems.push(`${badCancels} staking orders have a penalty and refund that do not add up`)
  const earn = sql`select
      (select count(*) from postings where reason = ${reasons.earnMature} and account_kind = 'user'
        and bucket = 'available') - (select count(*) from earn_orders where status = 1) as n,
      (select coalesce(sum(amount), 0) from postings where reason = ${reasons.earnMature} and account_kind = 'user'
        and bucket = 'available') - (select coalesce(sum(amount + reward), 0) from earn_orders where status = 1) as gap`
  const [e] = await queryRows(db, earn)
  if (Number(e?.n ?? 0) !== 0 || toMinor(e?.gap as number) !== 0n) {
    problems.push(`earn maturities posted differ from the finished orders (${e?.n} orders, ${e?.gap} paid)`)
  }
  return problems
}
