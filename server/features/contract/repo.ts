// Database access of contract orders. Every change of a pending or open order is a compare-and-set on its
// status and version, so of a cancel and a fill, a close and a liquidation, or a stops edit and a trigger,
// exactly one wins.

import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely'
import type { CloseReason } from '../../../contract/contract-trading'
import type { Db } from '../../db/db'
import { keysetPage, type PageCursor } from '../../db/keyset'
import { withMinor } from '../../db/minor'
import type { ContractOrderRow, ContractOrdersTable, Database } from '../../db/schema'
import { preparedByCount, preparedByShape, preparedQuery } from '../../db/statement-cache'
import { contractOrderMoney } from '../../db/tables/trading'
import { reasons, refs } from '../../ledger/accounts'
import { preparedWithTick, TICK_VALUES } from '../../trading/prepared-ticks'

const contractRef = refs.contract(0).replace(/0$/, '')

export const PAGE_SIZE = 20

const rowOf = (row: Selectable<ContractOrdersTable>): ContractOrderRow => withMinor(row, contractOrderMoney)

const insertQuery = preparedByShape((db, columns, slot) =>
  db
    .insertInto('contract_orders')
    .values(Object.fromEntries(columns.map((c, i) => [c, slot(i)])) as Insertable<ContractOrdersTable>)
    .returningAll(),
)

/** The columns an insert or update gives, in one order, and their values in that order (statement-cache.ts). */
function shapeOf(values: Record<string, unknown>) {
  const columns = Object.keys(values)
    .filter((c) => values[c] !== undefined)
    .sort()
  return { columns, values: columns.map((c) => values[c]) }
}

export async function insertOrder(
  trx: Kysely<Database>,
  order: Insertable<ContractOrdersTable>,
): Promise<ContractOrderRow> {
  const shape = shapeOf(order)
  const row = (await insertQuery(trx, shape.columns, shape.values)).rows[0]
  if (!row) throw new Error('The order insert returned no row')
  return rowOf(row)
}

/** The columns every opening order gives (service.ts placeContractOrder), after the tick's values. */
export const OPEN_COLUMNS = [
  'user_id',
  'product_id',
  'side',
  'price_type',
  'status',
  'hand_price',
  'fee_rate',
  'leverage',
  'maintenance',
  'margin',
  'notional',
  'fee',
  'price',
  'liq_price',
  'stop_win',
  'stop_loss',
  'low_trigger',
  'high_trigger',
  'watch_t',
  'placed_t',
  'open_t',
  'open_tick_price',
  'created_at',
  'opened_at',
] as const satisfies readonly (keyof Insertable<ContractOrdersTable>)[]

const insertWithTickQuery = preparedWithTick((db, slot) =>
  db
    .insertInto('contract_orders')
    .values(
      Object.fromEntries(OPEN_COLUMNS.map((c, i) => [c, slot(TICK_VALUES + i)])) as Insertable<ContractOrdersTable>,
    )
    .returningAll(),
)

/** An opening order with the tick it was placed at, in one statement on PostgreSQL (trading/prepared-ticks.ts). */
export async function insertOpening(
  trx: Kysely<Database>,
  tick: { productId: number; t: number; price: number },
  order: Pick<Insertable<ContractOrdersTable>, (typeof OPEN_COLUMNS)[number]>,
): Promise<ContractOrderRow> {
  const row = (await insertWithTickQuery(trx, tick, ...OPEN_COLUMNS.map((c) => order[c] ?? null))).rows[0]
  if (!row) throw new Error('The order insert returned no row')
  return rowOf(row)
}

const findQuery = preparedQuery((db, slot) =>
  db.selectFrom('contract_orders').selectAll().where('id', '=', slot<number>(0)).where('user_id', '=', slot<number>(1)),
)

/** The caller's order, or undefined (also for another user's id). */
export async function findOrder(db: Db, userId: number, id: number): Promise<ContractOrderRow | undefined> {
  const row = (await findQuery(db, id, userId)).rows[0]
  return row && rowOf(row)
}

/** Values after the change's columns: id, status, version read, version next. */
const changeQuery = preparedByShape((db, columns, slot) =>
  db
    .updateTable('contract_orders')
    .set({
      ...(Object.fromEntries(columns.map((c, i) => [c, slot(i)])) as Updateable<ContractOrdersTable>),
      version: slot<number>(columns.length + 3),
    })
    .where('id', '=', slot<number>(columns.length))
    .where('status', '=', slot<ContractOrderRow['status']>(columns.length + 1))
    .where('version', '=', slot<number>(columns.length + 2))
    .returningAll(),
)

/** Changes an order still in the state it was read in; undefined when something else changed it first. */
export async function changeOrder(
  trx: Kysely<Database>,
  read: ContractOrderRow,
  change: Updateable<ContractOrdersTable>,
): Promise<ContractOrderRow | undefined> {
  const { version: _, ...fields } = change
  const shape = shapeOf(fields)
  const values = [...shape.values, read.id, read.status, read.version, read.version + 1]
  const row = (await changeQuery(trx, shape.columns, values)).rows[0]
  return row && rowOf(row)
}

/** Pending and open orders of a product that a tick between `low` and `high` decides (the trigger indexes). */
export async function reachable(db: Db, productId: number, low: number, high: number): Promise<ContractOrderRow[]> {
  const [below, above] = await Promise.all([
    db
      .selectFrom('contract_orders')
      .selectAll()
      .where('product_id', '=', productId)
      .where('low_trigger', 'is not', null)
      .where('low_trigger', '>=', low)
      .execute(),
    db
      .selectFrom('contract_orders')
      .selectAll()
      .where('product_id', '=', productId)
      .where('high_trigger', 'is not', null)
      .where('high_trigger', '<=', high)
      .execute(),
  ])
  const byId = new Map<number, ContractOrderRow>()
  for (const row of [...below, ...above]) byId.set(row.id, rowOf(row))
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** Every pending and open order (restart recovery). */
export async function activeOrders(db: Db): Promise<ContractOrderRow[]> {
  const rows = await db.selectFrom('contract_orders').selectAll().where('status', 'in', [0, 1]).orderBy('id').execute()
  return rows.map(rowOf)
}

/** The first recorded tick after `after` at or below `low` or at or above `high` (restart recovery). */
export function firstTickReaching(db: Db, productId: number, after: number, low: number | null, high: number | null) {
  return db
    .selectFrom('ticks')
    .select(['t', 'price'])
    .where('product_id', '=', productId)
    .where('t', '>', after)
    .where((eb) => {
      const either = []
      if (low !== null) either.push(eb('price', '<=', low))
      if (high !== null) either.push(eb('price', '>=', high))
      return eb.or(either)
    })
    .orderBy('t')
    .limit(1)
    .executeTakeFirst()
}

export type HistoryFilter = 'all' | 'hold' | 'wait'

function historyQuery(db: Db, userId: number, filter: HistoryFilter) {
  let query = db.selectFrom('contract_orders').where('user_id', '=', userId)
  if (filter === 'hold') query = query.where('status', '=', 1)
  if (filter === 'wait') query = query.where('status', '=', 0)
  return query
}

/** A page of the caller's orders, newest first, by (user_id[, status], id): see db/keyset.ts. */
export async function historyPage(db: Db, userId: number, filter: HistoryFilter, cursor: PageCursor) {
  let query = historyQuery(db, userId, filter).selectAll()
  if (cursor.before !== undefined) query = query.where('id', '<', cursor.before)
  else if (cursor.page > 1) {
    const first = historyQuery(db, userId, filter)
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .offset((cursor.page - 1) * PAGE_SIZE)
    query = query.where('id', '<=', first)
  }
  const rows = await query
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE + 1)
    .execute()
  return keysetPage(rows.map(rowOf), PAGE_SIZE)
}

/** The caller's pending and open orders, newest first (one product, or all). */
export async function activeOf(db: Db, userId: number, pid?: number): Promise<ContractOrderRow[]> {
  const { rows } = pid === undefined ? await activeRows(db, userId) : await activeRowsOf(db, userId, pid)
  return rows.map(rowOf)
}

/** A user's pending and open orders, newest first (every contract screen's poll), compiled once. */
const activeRows = preparedQuery((db, slot) =>
  db
    .selectFrom('contract_orders')
    .selectAll()
    .where('user_id', '=', slot<number>(0))
    .where('status', 'in', [0, 1])
    .orderBy('id', 'desc'),
)
const activeRowsOf = preparedQuery((db, slot) =>
  db
    .selectFrom('contract_orders')
    .selectAll()
    .where('user_id', '=', slot<number>(0))
    .where('status', 'in', [0, 1])
    .where('product_id', '=', slot<number>(1))
    .orderBy('id', 'desc'),
)

const engineReasons: CloseReason[] = ['take_profit', 'stop_loss', 'liquidation']

/** Positions the engine closed that the user has not seen yet, newest first. */
export async function unseenNotices(db: Db, userId: number, limit: number): Promise<ContractOrderRow[]> {
  const rows = await db
    .selectFrom('contract_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 2)
    .where('notice_seen', '=', 0)
    .where('close_reason', 'in', engineReasons)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(rowOf)
}

export async function markSeen(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0
  const result = await db
    .updateTable('contract_orders')
    .set({ notice_seen: 1 })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('status', '=', 2)
    .where('notice_seen', '=', 0)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Per account with a contract close since `since`, its result from the ledger: the settle postings since then
 * (payout - margin) plus the open fees of the positions they settle. The orders' close times (indexed) only
 * say which positions settled in the window; the amounts are the postings'.
 */
export async function resultsSince(db: Db, since: string): Promise<{ accounts: number; losers: number }> {
  const settledRefs = db
    .selectFrom('contract_orders')
    .select(sql<string>`cast(${contractRef} as varchar(40)) || cast(coalesce(parent_id, id) as varchar(40))`.as('ref'))
    .where('status', '=', 2)
    .where('closed_at', '>=', since)
  const perUser = db
    .selectFrom('postings')
    .select(['account_id', sql<number>`sum(amount)`.as('result')])
    .where('account_kind', '=', 'user')
    .where('asset', '=', 'USDT')
    .where('ref', 'in', settledRefs)
    .where((eb) =>
      eb.or([
        eb('reason', '=', reasons.contractFee),
        eb.and([eb('reason', '=', reasons.contractSettle), eb('created_at', '>=', since)]),
      ]),
    )
    .groupBy('account_id')
    .as('r')
  const row = await db
    .selectFrom(perUser)
    .select([
      (eb) => eb.fn.countAll<number | string>().as('accounts'),
      sql<number | string | null>`sum(case when r.result < 0 then 1 else 0 end)`.as('losers'),
    ])
    .executeTakeFirst()
  return { accounts: Number(row?.accounts ?? 0), losers: Number(row?.losers ?? 0) }
}

/** Records an edit of an order's stops: the ones it replaced, and the tick time after which the new ones apply. */
export async function insertStopsEdit(trx: Kysely<Database>, read: ContractOrderRow, t: number): Promise<void> {
  await trx
    .insertInto('contract_stops')
    .values({ order_id: read.id, t, prev_stop_win: read.stop_win, prev_stop_loss: read.stop_loss })
    .execute()
}

export interface StopsEdit {
  t: number
  prevStopWin: number | null
  prevStopLoss: number | null
}

/** The stops edits of `count` orders (a history page's closed ones), compiled once per count. */
const stopsEditsQuery = preparedByCount((db, count, slot) =>
  db
    .selectFrom('contract_stops')
    .select(['order_id', 't', 'prev_stop_win', 'prev_stop_loss'])
    .where(
      'order_id',
      'in',
      Array.from({ length: count }, (_, i) => slot<number>(i)),
    )
    .orderBy('order_id')
    .orderBy('id'),
)

/** The stops edits of the given orders, in the order they were made (contract_stops_order_idx). */
export async function stopsEditsOf(db: Db, orderIds: readonly number[]): Promise<Map<number, StopsEdit[]>> {
  const byOrder = new Map<number, StopsEdit[]>()
  if (orderIds.length === 0) return byOrder
  const ids = [...new Set(orderIds)]
  const { rows } = await stopsEditsQuery(db, ids.length, ids)
  const num = (v: number | string | null) => (v === null ? null : Number(v))
  for (const r of rows) {
    const edit = { t: Number(r.t), prevStopWin: num(r.prev_stop_win), prevStopLoss: num(r.prev_stop_loss) }
    const list = byOrder.get(Number(r.order_id))
    if (list) list.push(edit)
    else byOrder.set(Number(r.order_id), [edit])
  }
  return byOrder
}
