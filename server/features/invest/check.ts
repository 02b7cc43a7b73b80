// Invariants of the invest products, next to the ledger's (ledger/check.ts): an active order holds its principal
// in the frozen part and an ended one nothing; a staking order's credited days and sums agree with its credit
// rows and with the daily credits posted; an ended order's penalty and refund add up; a finished earn order has
// its one maturity credit and an active one none.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema'
import { reasons } from '../../ledger/accounts'
import { queryRows } from '../../ledger/check'
import { toMinor } from '../../ledger/money'

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

export async function checkInvest(db: Kysely<Database>): Promise<string[]> {
  const problems = [...(await checkHolds(db, 'miner_orders', 'miner_order:'))]
  problems.push(...(await checkHolds(db, 'earn_orders', 'earn_order:')))
  const credits = sql`select count(*) as n from miner_orders o
    left join (select order_id, count(*) as days, sum(amount) as total from invest_credits
      where kind = 'miner' group by order_id) c on c.order_id = o.id
    where coalesce(c.days, 0) <> o.profit_days or coalesce(c.total, 0) <> o.profit_get
      or o.next_day <> o.start_day + o.profit_days or o.next_day > o.end_day
      or (o.status = 1 and o.profit_days <> o.days)`
  const badCredits = await count(db, credits)
  if (badCredits > 0) problems.push(`${badCredits} staking orders disagree with their daily credits`)
  const posted = sql`select
      (select coalesce(sum(amount), 0) from postings where reason = ${reasons.minerYield} and account_kind = 'user')
      - (select coalesce(sum(profit_get), 0) from miner_orders) as n`
  const gap = await count(db, posted)
  if (gap !== 0) problems.push(`staking credits posted differ from the orders' credited profit by ${gap}`)
  const cancels = sql`select count(*) as n from miner_orders where (status = 2) <> (penalty is not null)
    or (status = 2 and penalty + refund <> amount) or penalty < 0 or refund < 0`
  const badCancels = await count(db, cancels)
  if (badCancels > 0) problems.push(`${badCancels} staking orders have a penalty and refund that do not add up`)
  const earn = sql`select count(*) as n from earn_orders o
    left join invest_credits c on c.kind = 'earn' and c.order_id = o.id
    where (o.status = 1) <> (c.order_id is not null) or (c.order_id is not null
      and (c.amount <> o.reward or c.day <> o.end_day))`
  const badEarn = await count(db, earn)
  if (badEarn > 0) problems.push(`${badEarn} earn orders disagree with their maturity credit`)
  return problems
}
