// Invariants of contract orders, next to the ledger's (ledger/check.ts): a pending order holds margin + fee in
// the frozen part, an open position its margin, a closed or cancelled order nothing (a partial close is posted
// under its position), the engine's triggers are set exactly while an order is pending or open, and every
// open and close names a recorded tick.
import { type Kysely, sql } from 'kysely'
import { toMinor } from '../../db/minor'
import type { Database } from '../../db/schema'
import { queryRows } from '../../ledger/check'
import { keptSince } from '../../market/repo'

export async function checkContract(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = []
  const held = sql`select o.id, o.status, o.margin, o.fee, coalesce((select sum(p.amount) from postings p
      where p.ref = 'contract_order:' || o.id and p.account_kind = 'user' and p.bucket = 'frozen'), 0) as held
    from contract_orders o where o.parent_id is null`
  for (const r of await queryRows(db, held)) {
    const status = Number(r.status)
    const margin = toMinor(r.margin as number)
    const expected = status === 0 ? margin + toMinor(r.fee as number) : status === 1 ? margin : 0n
    if (toMinor(r.held as number) !== expected) {
      problems.push(`contract order ${r.id}: holds ${r.held}, expected ${expected}`)
    }
  }
  const triggers = sql`select count(*) as n from contract_orders where
    (status in (0, 1) and low_trigger is null and high_trigger is null)
    or (status in (2, 3) and (low_trigger is not null or high_trigger is not null))
    or (status in (1, 2) and (open_t is null or open_tick_price is null))
    or (status = 2 and (close_t is null or close_price is null or close_reason is null or close_t < open_t))`
  const [t] = await queryRows(db, triggers)
  if (Number(t?.n ?? 0) > 0)
    problems.push(`${t?.n} contract orders have triggers or ticks that contradict their status`)
  // Recorded ticks are pruned after the retention: a deciding tick is required on record only from the
  // oldest tick still kept for its product.
  const missing = sql`with kept as (${keptSince})
    select
      (select count(*) from contract_orders c join kept on kept.product_id = c.product_id
        where c.open_t >= kept.since and not exists (select 1 from ticks k where k.product_id = c.product_id
        and k.t = c.open_t and k.price = c.open_tick_price)) +
      (select count(*) from contract_orders c join kept on kept.product_id = c.product_id
        where c.status = 2 and c.close_t >= kept.since and not exists (select 1 from ticks k
        where k.product_id = c.product_id and k.t = c.close_t and k.price = c.close_price)) as n`
  const [m] = await queryRows(db, missing)
  if (Number(m?.n ?? 0) > 0) problems.push(`${m?.n} contract orders name a tick that is not on record`)
  return problems
}
