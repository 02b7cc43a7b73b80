// Invariants of price alerts (npm run ledger:check and the tests): a fired alert names a deciding tick after its
// watch time that reaches its target, and that tick is on record (while ticks of that age are kept).
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema'
import { queryRows } from '../../ledger/check'
import { keptSince } from '../../market/repo'

export async function checkPriceAlerts(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = []
  const wrong = sql`select count(*) as n from price_alerts where status = 'fired' and (fired_t is null
      or fired_price is null or fired_t <= watch_t
      or (direction = 'above' and fired_price < target) or (direction = 'below' and fired_price > target))`
  const [w] = await queryRows(db, wrong)
  if (Number(w?.n ?? 0) > 0) problems.push(`${w?.n} fired price alerts name no tick that reaches their price`)
  const missing = sql`with kept as (${keptSince})
    select count(*) as n from price_alerts a join kept on kept.product_id = a.product_id
      where a.status = 'fired' and a.fired_t >= kept.since and not exists (select 1 from ticks k
      where k.product_id = a.product_id and k.t = a.fired_t and k.price = a.fired_price)`
  const [m] = await queryRows(db, missing)
  if (Number(m?.n ?? 0) > 0) problems.push(`${m?.n} fired price alerts name a tick that is not on record`)
  return problems
}
