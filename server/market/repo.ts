// Database access of the market: catalogue, anchors, recorded ticks and live candles.
import { sql } from 'kysely'
import type { KlineInterval } from '../../contract/market'
import type { Db } from '../db/db'
import { dialectOf } from '../db/dialect'
import type { ProductRow } from '../db/schema'
import { prunableRanges } from '../verifiable/retention'
import type { CandleValues } from './candles'
import type { CatalogProduct } from './catalog'
import { contractTermsByCategory, DEFAULT_MICRO_FEE, microDurations } from './catalog'
import type { Tick } from './feed'
import { type TickSource, tickSourceCode, tickSourceOf } from './tick-source'

/**
 * Inserts missing catalogue products (with their category's contract terms), and the timed-order durations into an
 * empty table; existing rows (operator edits) are kept.
 */
export async function ensureCatalog(db: Db, products: readonly CatalogProduct[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('products')
      .values(
        products.map((p) => ({
          id: p.id,
          code: p.code,
          title: p.title,
          name: p.name,
          category: p.category,
          precision: p.precision,
          reference_price: p.price,
          volatility: p.volatility,
          turnover: p.turnover,
          description: p.desc,
          recommend: p.recommend,
          micro_fee: DEFAULT_MICRO_FEE,
          ...contractTermsByCategory[p.category],
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    // Durations are seeded on the first start only: afterwards the table is the operators' (a removed duration
    // must not come back with the next start).
    const seeded = await trx.selectFrom('micro_durations').select('seconds').limit(1).executeTakeFirst()
    if (seeded) return
    await trx
      .insertInto('micro_durations')
      .values(microDurations.map((d) => ({ seconds: d.seconds, rate: d.rate, min: d.min })))
      .onConflict((oc) => oc.column('seconds').doNothing())
      .execute()
  })
}

export function listProducts(db: Db): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().orderBy('category').orderBy('id').execute()
}

export type MicroDuration = Awaited<ReturnType<typeof listMicroDurations>>[number]

/** The timed-order terms new orders get: read at each placement, so an operator's change applies at once. */
export function listMicroDurations(db: Db) {
  return db.selectFrom('micro_durations').select(['seconds', 'rate', 'min']).orderBy('seconds').execute()
}

export function findMicroDuration(db: Db, seconds: number): Promise<MicroDuration | undefined> {
  return db
    .selectFrom('micro_durations')
    .select(['seconds', 'rate', 'min'])
    .where('seconds', '=', seconds)
    .executeTakeFirst()
}

export function listAnchors(db: Db) {
  return db.selectFrom('market_anchors').selectAll().execute()
}

export async function insertAnchors(db: Db, anchors: { product_id: number; price: number; t: number; seed: number }[]) {
  if (anchors.length === 0) return
  await db
    .insertInto('market_anchors')
    .values(anchors)
    .onConflict((oc) => oc.column('product_id').doNothing())
    .execute()
}

/** The last recorded tick of a product. */
export function lastTick(db: Db, productId: number) {
  return db
    .selectFrom('ticks')
    .select(['t', 'price'])
    .where('product_id', '=', productId)
    .orderBy('t', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Each product's newest recorded ticks (up to `limit`) at or before `asOf`, oldest first, by product id. Each
 * product's read walks the primary key (product_id, t) backwards; PostgreSQL takes them all in one statement (a
 * lateral join), SQLite (in process, no round trip) one statement per product.
 */
export async function recentTicksOf(
  db: Db,
  productIds: readonly number[],
  limit: number,
  asOf = Number.MAX_SAFE_INTEGER,
): Promise<Map<number, Tick[]>> {
  const out = new Map<number, Tick[]>(productIds.map((id) => [id, []]))
  type Row = { product_id: number; t: number; price: number; volume: number }
  let rows: Row[] = []
  if (dialectOf(db) === 'postgres') {
    const ids = [...productIds]
    rows = (
      await sql<Row>`select r.product_id, r.t, r.price, r.volume from unnest(${ids}::int[]) as p(id)
        cross join lateral (select product_id, t, price, volume from ticks where product_id = p.id and t <= ${asOf}
        order by t desc limit ${limit}) as r`.execute(db)
    ).rows
  } else {
    for (const productId of productIds) {
      rows.push(
        ...(await db
          .selectFrom('ticks')
          .select(['product_id', 't', 'price', 'volume'])
          .where('product_id', '=', productId)
          .where('t', '<=', asOf)
          .orderBy('t', 'desc')
          .limit(limit)
          .execute()),
      )
    }
  }
  for (const row of rows) out.get(row.product_id)?.push(toTick(row))
  for (const ticks of out.values()) ticks.sort((a, b) => a.t - b.t)
  return out
}

/**
 * Recorded ticks of every product with t > after, the first `limit` in (t, product id) order. The table has no time
 * index (it is clustered on (product_id, t), migration 027): each product's key range is read from `after` on, at
 * most `limit` rows each, and the merge keeps the first `limit`. PostgreSQL in one statement (a lateral join over
 * the products), SQLite (in process, no round trip) one statement per product.
 */
export async function ticksAfter(db: Db, after: number, limit: number): Promise<Tick[]> {
  type Row = { product_id: number; t: number; price: number; volume: number }
  let rows: Row[] = []
  if (dialectOf(db) === 'postgres') {
    rows = (
      await sql<Row>`select r.product_id, r.t, r.price, r.volume from products p
        cross join lateral (select product_id, t, price, volume from ticks where product_id = p.id and t > ${after}
        order by t limit ${limit}) as r order by r.t, r.product_id limit ${limit}`.execute(db)
    ).rows
  } else {
    for (const { id } of await db.selectFrom('products').select('id').execute()) {
      rows.push(
        ...(await db
          .selectFrom('ticks')
          .select(['product_id', 't', 'price', 'volume'])
          .where('product_id', '=', id)
          .where('t', '>', after)
          .orderBy('t')
          .limit(limit)
          .execute()),
      )
    }
    rows.sort((a, b) => a.t - b.t || a.product_id - b.product_id)
    rows = rows.slice(0, limit)
  }
  return rows.map(toTick)
}

function toTick(r: { product_id: number; t: number; price: number; volume: number }): Tick {
  return { productId: r.product_id, t: Number(r.t), price: Number(r.price), volume: Number(r.volume) }
}

/** The tick in force at `t`: the last recorded at or before it (what a settlement at `t` is decided by). */
export function tickAtOrBefore(db: Db, productId: number, t: number) {
  return db
    .selectFrom('ticks')
    .select(['t', 'price'])
    .where('product_id', '=', productId)
    .where('t', '<=', t)
    .orderBy('t', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Whether any candle of the product is on record (a product without is at its first start). */
export async function hasCandles(db: Db, productId: number): Promise<boolean> {
  const row = await db.selectFrom('candles').select('t').where('product_id', '=', productId).limit(1).executeTakeFirst()
  return row !== undefined
}

/** Up to `limit` newest live candles with t < before, oldest first. */
export async function liveCandles(
  db: Db,
  productId: number,
  interval: KlineInterval,
  limit: number,
  before = Number.MAX_SAFE_INTEGER,
): Promise<CandleValues[]> {
  const rows = await db
    .selectFrom('candles')
    .select(['t', 'o', 'h', 'l', 'c', 'v'])
    .where('product_id', '=', productId)
    .where('interval', '=', interval)
    .where('t', '<', before)
    .orderBy('t', 'desc')
    .limit(limit)
    .execute()
  return rows
    .reverse()
    .map((r) => ({ t: Number(r.t), o: Number(r.o), h: Number(r.h), l: Number(r.l), c: Number(r.c), v: r.v }))
}

/**
 * The newest live candles (up to `limit` per product and interval) before `before`, by interval and product id,
 * oldest first: one statement for the whole market (pruning keeps about `limit` a series, so the window ranks
 * little more than what it returns).
 */
export async function liveCandlesOf(
  db: Db,
  productIds: readonly number[],
  limit: number,
  before = Number.MAX_SAFE_INTEGER,
): Promise<Map<KlineInterval, Map<number, CandleValues[]>>> {
  const out = new Map<KlineInterval, Map<number, CandleValues[]>>()
  if (productIds.length === 0) return out
  const ranked = db
    .selectFrom('candles')
    .select(['product_id', 'interval', 't', 'o', 'h', 'l', 'c', 'v'])
    .select((eb) =>
      eb.fn
        .agg<number>('row_number', [])
        .over((over) => over.partitionBy(['product_id', 'interval']).orderBy('t', 'desc'))
        .as('rank'),
    )
    .where('product_id', 'in', [...productIds])
    .where('t', '<', before)
  const rows = await db.selectFrom(ranked.as('ranked')).selectAll().where('rank', '<=', limit).orderBy('t').execute()
  for (const r of rows) {
    const series = out.get(r.interval) ?? new Map<number, CandleValues[]>()
    out.set(r.interval, series)
    const candles = series.get(r.product_id) ?? []
    series.set(r.product_id, candles)
    candles.push({ t: Number(r.t), o: Number(r.o), h: Number(r.h), l: Number(r.l), c: Number(r.c), v: r.v })
  }
  return out
}

export interface CandleWrite extends CandleValues {
  productId: number
  interval: KlineInterval
}

const CHUNK = 200

/** A tick as stored: its source as a code, the venue's and our receive time as offsets from t (null when absent). */
export function tickRow(k: Tick) {
  return {
    product_id: k.productId,
    t: k.t,
    price: k.price,
    volume: k.volume,
    source: tickSourceCode(k.source),
    venue_dt: offset(k.venueT, k.t),
    received_dt: offset(k.receivedT, k.t),
  }
}

const INT32 = 2 ** 31 - 1

/** `at` - t in ms, null when absent or beyond a 32-bit column (a venue clock weeks off is not kept). */
function offset(at: number | undefined, t: number): number | null {
  if (at === undefined) return null
  const dt = at - t
  return Math.abs(dt) <= INT32 ? dt : null
}

/** A recorded tick with its provenance: source (undefined when not recorded), venue and receive times. */
export interface RecordedTick extends Tick {
  source?: TickSource
}

/**
 * The oldest recorded tick per product (the invariant checks require a deciding tick on record only from there on),
 * as a subquery of (product_id, since): one key lookup per product instead of a scan of every tick.
 */
export const keptSince = sql`select p.id as product_id, (select min(k.t) from ticks k where k.product_id = p.id) as since
  from products p`

/** Recorded ticks of a product in [from, to], oldest first, with their provenance. */
export async function ticksWithProvenance(
  db: Db,
  productId: number,
  from: number,
  to: number,
): Promise<RecordedTick[]> {
  const rows = await db
    .selectFrom('ticks')
    .select(['product_id', 't', 'price', 'volume', 'source', 'venue_dt', 'received_dt'])
    .where('product_id', '=', productId)
    .where('t', '>=', from)
    .where('t', '<=', to)
    .orderBy('t')
    .execute()
  return rows.map((r) => {
    const { productId, t, price, volume } = toTick(r)
    const tick: RecordedTick = { productId, t, price, volume }
    const source = tickSourceOf(r.source === null ? null : Number(r.source))
    if (source !== undefined) tick.source = source
    if (r.venue_dt !== null) tick.venueT = tick.t + Number(r.venue_dt)
    if (r.received_dt !== null) tick.receivedT = tick.t + Number(r.received_dt)
    return tick
  })
}

/** Records ticks and upserts changed candles, all in one transaction. */
export async function writeBatch(db: Db, ticks: readonly Tick[], candles: readonly CandleWrite[]): Promise<void> {
  if (ticks.length === 0 && candles.length === 0) return
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ticks.length; i += CHUNK) {
      const rows = ticks.slice(i, i + CHUNK).map(tickRow)
      // A deciding tick may already be on record (trading/ticks.ts, without its volume and source): its price stays.
      await trx
        .insertInto('ticks')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['product_id', 't']).doUpdateSet((eb) => ({
            volume: eb.ref('excluded.volume'),
            source: eb.ref('excluded.source'),
            venue_dt: eb.ref('excluded.venue_dt'),
            received_dt: eb.ref('excluded.received_dt'),
          })),
        )
        .execute()
    }
    for (let i = 0; i < candles.length; i += CHUNK) {
      const rows = candles
        .slice(i, i + CHUNK)
        .map(({ productId, interval, ...c }) => ({ product_id: productId, interval, ...c }))
      await trx
        .insertInto('candles')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['product_id', 'interval', 't']).doUpdateSet((eb) => ({
            o: eb.ref('excluded.o'),
            h: eb.ref('excluded.h'),
            l: eb.ref('excluded.l'),
            c: eb.ref('excluded.c'),
            v: eb.ref('excluded.v'),
          })),
        )
        .execute()
    }
  })
}

/**
 * Deletes ticks and candles older than the cut-offs, product by product so each delete uses the key; the ticks an
 * order's check needs, and those not in the signed record yet, stay (verifiable/retention.ts).
 */
export async function prune(
  db: Db,
  productIds: readonly number[],
  tickCutoff: number,
  candleCutoffs: Record<KlineInterval, number>,
): Promise<void> {
  for (const productId of productIds) {
    for (const [from, to] of await prunableRanges(db, productId, tickCutoff)) {
      await db
        .deleteFrom('ticks')
        .where('product_id', '=', productId)
        .where('t', '>=', from)
        .where('t', '<', to)
        .execute()
    }
    for (const [interval, cutoff] of Object.entries(candleCutoffs)) {
      await db
        .deleteFrom('candles')
        .where('product_id', '=', productId)
        .where('interval', '=', interval as KlineInterval)
        .where('t', '<', cutoff)
        .execute()
    }
  }
}
