// Invariants of timed orders, next to the ledger's (ledger/check.ts): a running order holds its stake in the
// frozen part and a settled one nothing, and every order names recorded ticks that say what it says.
import { type Kysely, sql } from 'kysely'
import { toMinor } from '../../db/minor'
import type { Database } from '../../db/schema'
import { queryRows } from '../../ledger/check'
import { keptSince } from '../../market/repo'

export async function checkMicro(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = []
  const held = sql`select o.id, o.status, o.stake, coalesce((select sum(p.amount) from postings p
      where p.ref = 'micro_order:' || o.id and p.account_kind = 'user' and p.bucket = 'frozen'), 0) as held
    from micro_orders o`
  for (const r of await queryRows(db, held)) {
    const expected = Number(r.status) === 0 ? toMinor(r.stake as number) : 0n
    if (toMinor(r.held as number) !== expected)
      problems.push(`micro order ${r.id}: holds ${r.held}, expected ${expected}`)
  }
  // A voided order (engine.ts) has no settlement tick, a tie result and its micro_void posting.
  const unsettled = sql`select count(*) as n from micro_orders o where status = 1 and (result is null or case
    when settle_t is null then settle_price is not null or result <> 0 or not exists (select 1 from postings p
      where p.ref = 'micro_order:' || o.id and p.reason = 'micro_void')
    else settle_price is null or settle_t > expires_at or settle_t < entry_t end)`
  const [u] = await queryRows(db, unsettled)
  if (Number(u?.n ?? 0) > 0) problems.push(`${u?.n} settled micro orders lack a valid settlement tick`)
  // Recorded ticks are pruned after the retention: a deciding tick is required on record only from the
  // oldest tick still kept for its product.
  const missing = sql`with kept as (${keptSince})
    select
      (select count(*) from micro_orders m join kept on kept.product_id = m.product_id
        where m.entry_t >= kept.since and not exists (select 1 from ticks k where k.product_id = m.product_id
        and k.t = m.entry_t and k.price = m.entry_price)) +
      (select count(*) from micro_orders m join kept on kept.product_id = m.product_id
        where m.status = 1 and m.settle_t >= kept.since and not exists (select 1 from ticks k
        where k.product_id = m.product_id and k.t = m.settle_t and k.price = m.settle_price)) as n`
  const [m] = await queryRows(db, missing)
  if (Number(m?.n ?? 0) > 0) problems.push(`${m?.n} micro orders name a tick that is not on record`)
  return problems
}
