// Database access of timed orders.

import type { Insertable } from 'kysely'
import { type Kysely, sql } from 'kysely'
import type { MicroOutcome } from '../../../contract/trading'
import type { Db } from '../../db/db'
import { withMinor } from '../../db/minor'
import type { Database, MicroOrderRow, MicroOrdersTable } from '../../db/schema'
import { preparedQuery } from '../../db/statement-cache'
import { microOrderMoney } from '../../db/tables/trading'
import { type Held, type HeldWriter, heldId, holdRow } from '../../ledger/held'
import { preparedWithTick, TICK_VALUES } from '../../trading/prepared-ticks'
import { riskAcceptedBy, riskAcceptedColumn } from '../risk'

const durationQuery = preparedQuery((db, slot) =>
  db
    .selectFrom('micro_durations')
    .select(['seconds', 'rate', 'min', riskAcceptedColumn(slot<number>(1), 'micro').as('risk_accepted')])
    .where('seconds', '=', slot<number>(0)),
)

/** A duration's terms and whether the user accepted the timed-order disclosure, in one query. */
export async function durationFor(db: Db, seconds: number, userId: number) {
  return (await durationQuery(db, seconds, userId)).rows[0]
}

const ORDER_COLUMNS = [
  'user_id',
  'product_id',
  'seconds',
  'type',
  'stake',
  'fee',
  'rate',
  'fee_rate',
  'win_payout',
  'entry_t',
  'entry_price',
  'created_at',
  'expires_at',
] as const satisfies readonly (keyof Insertable<MicroOrdersTable>)[]

/** Where the insert's values take the order's columns (after the tick's), and then the duration's minimum. */
const at = (column: (typeof ORDER_COLUMNS)[number]) => TICK_VALUES + ORDER_COLUMNS.indexOf(column)
const MIN_VALUE = TICK_VALUES + ORDER_COLUMNS.length

const insertOrderQuery = preparedWithTick((db, slot) =>
  db
    .insertInto('micro_orders')
    .values(Object.fromEntries(ORDER_COLUMNS.map((c, i) => [c, slot(TICK_VALUES + i)])) as Insertable<MicroOrdersTable>)
    .returning([
      'id',
      sql<boolean | number>`exists (select 1 from micro_durations where seconds = ${slot<number>(at('seconds'))}
        and rate = ${slot<string>(at('rate'))} and min = ${slot<string>(MIN_VALUE)})`.as('terms_hold'),
      riskAcceptedColumn(slot<number>(at('user_id')), 'micro').as('risk_accepted'),
    ]),
)

export interface InsertedOrder {
  id: number
  /** The duration's terms the order was priced with (seconds, rate, minimum) were still in force. */
  termsHold: boolean
  /** The user had accepted the timed-order disclosure. */
  riskAccepted: boolean
}

/**
 * Inserts the order with its entry tick (trading/prepared-ticks.ts), priced with its duration's terms of
 * minimum `min`; says in the same statement whether those terms were still in force and the user had accepted
 * the disclosure (the caller removes the order when not: removeOrder).
 */
export async function insertOrder(
  trx: Kysely<Database>,
  tick: { productId: number; t: number; price: number },
  order: Insertable<MicroOrdersTable>,
  min: string,
): Promise<InsertedOrder> {
  const { rows } = await insertOrderQuery(trx, tick, ...ORDER_COLUMNS.map((c) => order[c]), min)
  const row = rows[0]
  if (!row) throw new Error('The order insert returned no row')
  const yes = (v: boolean | number) => v === true || v === 1
  return { id: row.id, termsHold: yes(row.terms_hold), riskAccepted: yes(row.risk_accepted) }
}

interface HeldOrder {
  order: Insertable<MicroOrdersTable> & { id: number }
  /** The minimum stake of the terms the order was priced with. */
  min: string
}

/** The columns of a held order, with their PostgreSQL types (they arrive as arrays). */
const HELD_COLUMNS = [
  ['id', 'bigint'],
  ['user_id', 'bigint'],
  ['product_id', 'bigint'],
  ['seconds', 'bigint'],
  ['type', 'bigint'],
  ['stake', 'bigint'],
  ['fee', 'bigint'],
  ['rate', 'text'],
  ['fee_rate', 'text'],
  ['win_payout', 'bigint'],
  ['entry_t', 'bigint'],
  ['entry_price', 'bigint'],
  ['created_at', 'text'],
  ['expires_at', 'bigint'],
] as const satisfies readonly (readonly [keyof Insertable<MicroOrdersTable> | 'id', string])[]

/**
 * PostgreSQL: a group's held orders in one statement, each column an array (unnest), with their entry ticks
 * (an order's tick is its entry: product, entry_t, entry_price); counts the orders whose terms are no longer
 * in force or whose user has not accepted the disclosure.
 */
const insertHeldQuery = preparedQuery((db, slot) => {
  const columns = HELD_COLUMNS.map(([name]) => sql.ref(name))
  const arrays = HELD_COLUMNS.map(([, type], i) => sql`${slot(i)}::${sql.raw(type)}[]`)
  const min = sql`${slot(HELD_COLUMNS.length)}::text[]`
  const statement = sql<{ refused: string }>`with input as (
      select * from unnest(${sql.join([...arrays, min])}) as i(${sql.join([...columns, sql.ref('min')])})
    ), recorded_ticks as (
      insert into ticks (product_id, t, price) select distinct product_id, entry_t, entry_price from input
      on conflict (product_id, t) do nothing
    ), inserted as (
      insert into micro_orders (${sql.join(columns)}) select ${sql.join(columns)} from input
    )
    select count(*) as refused from input
    where not exists (select 1 from micro_durations d where d.seconds = input.seconds and d.rate = input.rate
        and d.min = input.min)
      or not ${riskAcceptedBy('input.user_id', 'micro')}`
  return { compile: () => statement.compile(db) }
})

const heldOrders: HeldWriter<HeldOrder> = {
  async write(trx, held) {
    const values = HELD_COLUMNS.map(([name]) => held.map((h) => h.order[name]))
    const { rows } = await insertHeldQuery(
      trx,
      ...values,
      held.map((h) => h.min),
    )
    if (Number(rows[0]?.refused) !== 0) throw new Error('A held timed order its terms or disclosure refuse')
  },
}

/**
 * PostgreSQL, in a group that holds writes (ledger/held.ts): the order takes a reserved id and waits to be
 * inserted with the group's others, its entry tick with it, its terms and disclosure checked then (all refused
 * together, the group runs again with each order inserted at once: insertOrder).
 */
export async function holdOrder(
  trx: Kysely<Database>,
  held: Held,
  order: Insertable<MicroOrdersTable>,
  min: string,
): Promise<number> {
  const id = await heldId(trx, held, 'micro_orders')
  holdRow(held, heldOrders, { order: { ...order, id }, min })
  return id
}

/** Removes an order just inserted in the same transaction, which its checks refused (insertOrder). */
export async function removeOrder(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom('micro_orders').where('id', '=', id).execute()
}

/** The caller's order, or undefined (also for another user's id). */
export async function findOrder(db: Db, userId: number, id: number): Promise<MicroOrderRow | undefined> {
  const row = await db
    .selectFrom('micro_orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row && withMinor(row, microOrderMoney)
}

/** The caller's newest orders (older than `before` when given), by (user_id, id). */
export async function listOrders(db: Db, userId: number, limit: number, before?: number): Promise<MicroOrderRow[]> {
  let query = db.selectFrom('micro_orders').selectAll().where('user_id', '=', userId)
  if (before !== undefined) query = query.where('id', '<', before)
  const rows = await query.orderBy('id', 'desc').limit(limit).execute()
  return rows.map((row) => withMinor(row, microOrderMoney))
}

/** Running orders expired by `upTo` (epoch ms), grouped by product and expiry: each group shares its tick. */
export function dueGroups(db: Db, upTo: number) {
  return db
    .selectFrom('micro_orders')
    .select(['product_id', 'expires_at'])
    .where('status', '=', 0)
    .where('expires_at', '<=', upTo)
    .groupBy(['product_id', 'expires_at'])
    .execute()
}

/** The running orders of one group (their users lock the batch that settles them, ledger/tx.ts). */
export function runningOf(db: Db, group: { productId: number; expiresAt: number }) {
  return db
    .selectFrom('micro_orders')
    .select(['id', 'user_id'])
    .where('product_id', '=', group.productId)
    .where('expires_at', '=', group.expiresAt)
    .where('status', '=', 0)
    .orderBy('id')
    .execute()
}

export interface VoidedRow {
  id: number
  user_id: number
  stake: bigint
  fee: bigint
}

/**
 * Voids the still-running orders of one group among `ids` (README: Real prices): settled as a tie without a settlement tick,
 * compare-and-set on status like settleGroup. The caller returns stake and fee.
 */
export async function voidGroup(
  trx: Kysely<Database>,
  group: { productId: number; expiresAt: number; ids: readonly number[] },
  at: string,
): Promise<VoidedRow[]> {
  const rows = await trx
    .updateTable('micro_orders')
    .set({ status: 1, result: 0, ploss: 0, settled_at: at })
    .where('product_id', '=', group.productId)
    .where('expires_at', '=', group.expiresAt)
    .where('id', 'in', group.ids)
    .where('status', '=', 0)
    .returning(['id', 'user_id', 'stake', 'fee'])
    .execute()
  return rows.map((row) => withMinor(row, ['stake', 'fee']))
}

export interface SettledRow {
  id: number
  user_id: number
  stake: bigint
  win_payout: bigint
  result: MicroOutcome
}

/**
 * Settles the still-running orders of one group among `ids` at the given tick, compare-and-set on status (an order
 * settles once, whatever runs twice). The outcome is the rule of contract/rules/micro.ts, written in SQL.
 */
export async function settleGroup(
  trx: Kysely<Database>,
  group: { productId: number; expiresAt: number; ids: readonly number[] },
  tick: { t: number; price: number },
  at: string,
): Promise<SettledRow[]> {
  const p = tick.price
  const result = sql<MicroOutcome>`case when ${p} = entry_price then 0
    when (type = 0) = (${p} > entry_price) then 1 else 2 end`
  const ploss = sql<number>`case when ${p} = entry_price then 0
    when (type = 0) = (${p} > entry_price) then win_payout else -stake end`
  const rows = await trx
    .updateTable('micro_orders')
    .set({ status: 1, result, ploss, settle_t: tick.t, settle_price: p, settled_at: at })
    .where('product_id', '=', group.productId)
    .where('expires_at', '=', group.expiresAt)
    .where('id', 'in', group.ids)
    .where('status', '=', 0)
    .returning(['id', 'user_id', 'stake', 'win_payout', 'result'])
    .execute()
  // result is set above, so it is never null here.
  return rows.map((row) => ({ ...withMinor(row, ['stake', 'win_payout']), result: row.result ?? 0 }))
}
