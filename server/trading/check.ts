// Invariants of the trading features, next to the ledger's (ledger/check.ts): what each order holds in the
// frozen part matches its state, and every decided order names a recorded tick that says what it says.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'
import { toMinor } from '../ledger/money'

type Row = Record<string, unknown>

async function rows(db: Kysely<Database>, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await query.execute(db)).rows as Row[]
}

const frozenOf = (prefix: string) => sql`coalesce((select sum(p.amount) from postings p
  where p.ref = ${prefix} || o.id and p.account_kind = 'user' and p.bucket = 'frozen'), 0)`

export async function checkTrading(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = []
  const micro = sql`select o.id, o.status, o.stake, ${frozenOf('micro_order:')} as held from micro_orders o`
  for (const r of await rows(db, micro)) {
    const expected = Number(r.status) === 0 ? toMinor(r.stake as number) : 0n
    if (toMinor(r.held as number) !== expected)
      problems.push(`micro order ${r.id}: holds ${r.held}, expected ${expected}`)
  }
  const coin = sql`select o.id, o.status, o.side, o.usdt, o.amount, ${frozenOf('coin_order:')} as held
    from coin_orders o`
  for (const r of await rows(db, coin)) {
    const hold = Number(r.side) === 0 ? r.usdt : r.amount
    const expected = Number(r.status) === 0 ? toMinor(hold as number) : 0n
    if (toMinor(r.held as number) !== expected)
      problems.push(`coin order ${r.id}: holds ${r.held}, expected ${expected}`)
  }
  const unsettled = sql`select count(*) as n from micro_orders where status = 1
    and (settle_t is null or settle_price is null or result is null or settle_t > expires_at or settle_t < entry_t)`
  const [u] = await rows(db, unsettled)
  if (Number(u?.n ?? 0) > 0) problems.push(`${u?.n} settled micro orders lack a valid settlement tick`)
  // Recorded ticks are pruned after the retention: a deciding tick is required on record only from the
  // oldest tick still kept for its product.
  const missing = sql`with kept as (select product_id, min(t) as since from ticks group by product_id)
    select
      (select count(*) from micro_orders m join kept on kept.product_id = m.product_id
        where m.entry_t >= kept.since and not exists (select 1 from ticks k where k.product_id = m.product_id
        and k.t = m.entry_t and k.price = m.entry_price)) +
      (select count(*) from micro_orders m join kept on kept.product_id = m.product_id
        where m.status = 1 and m.settle_t >= kept.since and not exists (select 1 from ticks k
        where k.product_id = m.product_id and k.t = m.settle_t and k.price = m.settle_price)) +
      (select count(*) from coin_orders c join kept on kept.product_id = c.product_id
        where c.status = 1 and c.fill_t >= kept.since and not exists (select 1 from ticks k
        where k.product_id = c.product_id and k.t = c.fill_t and k.price = c.fill_tick_price)) as n`
  const [m] = await rows(db, missing)
  if (Number(m?.n ?? 0) > 0) problems.push(`${m?.n} orders name a tick that is not on record`)
  return problems
}
