// Signs the price record (README: Verifiable prices): run by the engine process, the one writer of ticks, a little
// after each hour ends. Each product's hour is hashed from the recorded ticks onto the previous hour's head (the
// day's genesis at 00:00 UTC and at a product's first recorded hour) and its head signed; the last hour of a UTC
// day also signs the day's head. No lock: one product's hours are sealed in order by one process, and a head
// once stored is never rewritten (a second engine's insert of the same hour does nothing).
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  chainHead,
  DAY_MS,
  fromHex,
  genesis,
  HOUR_MS,
  headMessage,
  type RecordTick,
  type SignedHead,
  toHex,
} from '../../contract/verify/prices'
import type { Database } from '../db/schema'
import { type PriceKey, signHead } from './keys'
import { markNeededHours } from './retention'

const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()

/** Links hashed between two turns of the event loop: the engine's ticks and settlements wait at most ~10 ms. */
const LINKS_PER_SLICE = 2000

/** The hour's chain head, yielding to the event loop between slices (node's hash is synchronous). */
async function hashInSlices(prev: Uint8Array, productId: number, ticks: readonly RecordTick[]): Promise<Uint8Array> {
  let head = prev
  for (let i = 0; i < ticks.length; i += LINKS_PER_SLICE) {
    head = await chainHead(head, productId, ticks.slice(i, i + LINKS_PER_SLICE), nodeSha256)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return head
}

/** An hour is sealed this long after it ends: the market's flush (once a second at most) has recorded it by then. */
export const SEAL_GRACE_MS = 15_000
/** Hours sealed per product in one run (a restart after a long stop catches up over several runs). */
const MAX_HOURS_PER_RUN = 48

export async function hourTicks(db: Kysely<Database>, productId: number, start: number): Promise<RecordTick[]> {
  const rows = await db
    .selectFrom('ticks')
    .select(['t', 'price', 'source'])
    .where('product_id', '=', productId)
    .where('t', '>=', start)
    .where('t', '<', start + HOUR_MS)
    .orderBy('t')
    .execute()
  return rows.map((r) => [Number(r.t), Number(r.price), r.source === null ? null : Number(r.source)])
}

async function firstHour(db: Kysely<Database>, productId: number): Promise<{ start: number; prev: string } | null> {
  const last = await db
    .selectFrom('price_heads')
    .select(['start', 'head'])
    .where('product_id', '=', productId)
    .where('span', '=', 'h')
    .orderBy('start', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (last) return { start: Number(last.start) + HOUR_MS, prev: last.head }
  const first = await db
    .selectFrom('ticks')
    .select('t')
    .where('product_id', '=', productId)
    .orderBy('t')
    .limit(1)
    .executeTakeFirst()
  if (!first) return null
  const start = Number(first.t) - (Number(first.t) % HOUR_MS)
  return { start, prev: toHex(await genesis(productId, start - (start % DAY_MS), nodeSha256)) }
}

async function storeHead(db: Kysely<Database>, key: PriceKey, head: Omit<SignedHead, 'sig'>): Promise<void> {
  const sig = signHead(key, headMessage(head))
  await db
    .insertInto('price_heads')
    .values({
      product_id: head.productId,
      span: head.span,
      start: head.start,
      count: head.count,
      prev: head.prev,
      head: head.head,
      sig,
    })
    .onConflict((oc) => oc.columns(['product_id', 'span', 'start']).doNothing())
    .execute()
}

async function sealDay(db: Kysely<Database>, key: PriceKey, productId: number, dayStart: number, head: string) {
  const hours = await db
    .selectFrom('price_heads')
    .select((eb) => eb.fn.sum<number | string>('count').as('count'))
    .where('product_id', '=', productId)
    .where('span', '=', 'h')
    .where('start', '>=', dayStart)
    .where('start', '<', dayStart + DAY_MS)
    .executeTakeFirst()
  const prev = toHex(await genesis(productId, dayStart, nodeSha256))
  await storeHead(db, key, { productId, span: 'd', start: dayStart, count: Number(hours?.count ?? 0), prev, head })
}

/** Seals one product's ended hours up to `until` (exclusive hour starts); returns how many. */
async function sealProduct(db: Kysely<Database>, key: PriceKey, productId: number, until: number): Promise<number> {
  const from = await firstHour(db, productId)
  if (!from) return 0
  let { start, prev } = from
  let sealed = 0
  for (; start + HOUR_MS <= until && sealed < MAX_HOURS_PER_RUN; start += HOUR_MS, sealed++) {
    if (start % DAY_MS === 0) prev = toHex(await genesis(productId, start, nodeSha256))
    const ticks = await hourTicks(db, productId, start)
    const head = toHex(await hashInSlices(fromHex(prev), productId, ticks))
    await storeHead(db, key, { productId, span: 'h', start, count: ticks.length, prev, head })
    if ((start + HOUR_MS) % DAY_MS === 0) await sealDay(db, key, productId, start + HOUR_MS - DAY_MS, head)
    await markNeededHours(db, productId, start)
    prev = head
  }
  return sealed
}

/** Seals every product's hours that ended at least SEAL_GRACE_MS before `now`; returns how many hours. */
export async function sealDue(db: Kysely<Database>, key: PriceKey, now: number): Promise<number> {
  const products = await db.selectFrom('products').select('id').orderBy('id').execute()
  let sealed = 0
  for (const { id } of products) sealed += await sealProduct(db, key, id, now - SEAL_GRACE_MS)
  return sealed
}
