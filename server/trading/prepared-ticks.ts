// insertWithTick (ticks.ts) for the order calls' statements compiled once (db/statement-cache.ts): the
// business record's insert with its deciding tick, in one statement on PostgreSQL (a data-modifying WITH), the
// tick first on SQLite. The tick takes the first three values (product, t, price); the insert's own slots
// start at TICK_VALUES. recordTick (ticks.ts) uses the tick's statement.
import type { Compilable, Kysely, QueryCreator, QueryResult } from 'kysely'
import { dialectOf } from '../db/dialect'
import type { Database } from '../db/schema'
import { preparedQuery, type Slot } from '../db/statement-cache'

export const TICK_VALUES = 3

interface TickValues {
  productId: number
  t: number
  price: number
}

const tickValues = (slot: Slot) => ({ product_id: slot<number>(0), t: slot<number>(1), price: slot<number>(2) })

const recordTickQuery = preparedQuery((db, slot) =>
  db
    .insertInto('ticks')
    .values(tickValues(slot))
    .onConflict((oc) => oc.columns(['product_id', 't']).doNothing()),
)

/** The tick recorded (once: a repeat does nothing), with a statement compiled once. */
export async function recordTick(trx: Kysely<Database>, tick: TickValues): Promise<void> {
  await recordTickQuery(trx, tick.productId, tick.t, tick.price)
}

export function preparedWithTick<R>(build: (db: QueryCreator<Database>, slot: Slot) => Compilable<R>) {
  const withTick = preparedQuery((db, slot) =>
    build(
      db.with('recorded_tick', (q) =>
        q
          .insertInto('ticks')
          .values(tickValues(slot))
          .onConflict((oc) => oc.columns(['product_id', 't']).doNothing())
          .returning('t'),
      ) as unknown as QueryCreator<Database>,
      slot,
    ),
  )
  const alone = preparedQuery((db, slot) => build(db, slot))
  return async (trx: Kysely<Database>, tick: TickValues, ...values: readonly unknown[]): Promise<QueryResult<R>> => {
    const all = [tick.productId, tick.t, tick.price, ...values]
    if (dialectOf(trx) === 'postgres') return withTick(trx, ...all)
    await recordTickQuery(trx, ...all)
    return alone(trx, ...all)
  }
}
