// Invariants of spot orders, next to the ledger's (ledger/check.ts): a waiting order holds its USDT (buy) or
// coin (sell) in the frozen part and a decided one nothing, and every fill names a recorded tick.
import { type Kysely, sql } from 'kysely'
import { toMinor } from '../../db/minor'
import type { Database } from '../../db/schema'
import { queryRows } from '../../ledger/check'
import { keptSince } from '../../market/repo'

export async function checkSpot(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = []
  const held = sql`select o.id, o.status, o.side, o.usdt, o.amount, coalesce((select sum(p.amount) from postings p
      where p.ref = 'coin_order:' || o.id and p.account_kind = 'user' and p.bucket = 'frozen'), 0) as held
    from coin_orders o`
  for (const r of await queryRows(db, held)) {
    const hold = Number(r.side) === 0 ? r.usdt : r.amount
    const expected = Number(r.status) === 0 ? toMinor(hold as number) : 0n
    if (toMinor(r.held as number) !== expected)
      problems.push(`coin order ${r.id}: holds ${r.held}, expected ${expected}`)
  }
  // Recorded ticks are pruned after the retention: a deciding tick is required on record only from the
  // oldest tick still kept for its product.
  const missing = sql`with kept as (${keptSince})
    select count(*) as n from coin_orders c join kept on kept.product_id = c.product_id
      where c.status = 1 and c.fill_t >= kept.since and not exists (select 1 from ticks k
      where k.product_id = c.product_id and k.t = c.fill_t and k.price = c.fill_tick_price)`
  const [m] = await queryRows(db, missing)
  if (Number(m?.n ?? 0) > 0) problems.push(`${m?.n} coin orders name a tick that is not on record`)
  return problems
}
