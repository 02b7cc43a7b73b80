// The invest engine's work for UTC days that are over: each staking order is credited amount x profit% for
// every day from its start_day up to yesterday, one day per order per batch (a server down for three days
// credits the three days when it returns); staking principal returns and earn orders pay principal plus reward
// at 00:00 UTC of their end_day. Each order's day moves forward by compare-and-set on next_day, and each credit's
// user entry refers to its order and day under a unique index (migration 015), so a second run, a second
// process or a race with a cancel cannot credit a day twice: the transaction fails and rolls back.
import { setImmediate as yieldToIo } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import { dayOf, dayText } from '../../../contract/rules/invest'
import type { Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { house, reasons, refs } from '../../ledger/accounts'
import { type Entry, type Posting, postMany } from '../../ledger/ledger'
import { writeTx } from '../../ledger/tx'
import { notifyMany } from '../../notify/create'
import { type DueScope, dueMinerCredits, maturingEarnOrders, maturingMinerOrders } from './repo'
import { earnRef, minerRef } from './titles'
import { earnTitleOf, titleOf, usdt } from './view'

/** Orders per transaction: short enough that API writes waiting for the write lock are served in between. */
export const ACCRUAL_BATCH = 2000
/** Ids bound per statement (SQLite allows 32766 values). */
const CHUNK = 4000

export interface AccrualScope extends DueScope {
  at: Date
}

async function inChunks<T>(items: readonly T[], run: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await run(items.slice(i, i + CHUNK))
}

/** Credits the next due day of up to `limit` active staking orders; returns how many were credited. */
export async function accrueMinerBatch(trx: Kysely<Database>, scope: AccrualScope): Promise<number> {
  const due = await dueMinerCredits(trx, scope)
  const byDay = new Map<number, typeof due>()
  for (const o of due) byDay.set(o.next_day, [...(byDay.get(o.next_day) ?? []), o])
  // One posting per day: the house pays the day's total, each user entry refers to its order and day.
  const postings: Posting[] = []
  for (const [day, orders] of byDay) {
    const paid = orders.filter((o) => o.daily > 0n)
    const total = paid.reduce((sum, o) => sum + o.daily, 0n)
    if (total === 0n) continue
    const text = dayText(day)
    postings.push({
      reason: reasons.minerYield,
      ref: refs.minerYieldDay(text),
      at: scope.at,
      entries: [
        { kind: 'house', account: house.investYield, asset: 'USDT', amount: -total },
        ...paid.map(
          (o): Entry => ({
            kind: 'user',
            account: o.user_id,
            asset: 'USDT',
            amount: o.daily,
            ref: refs.minerDay(o.id, text),
          }),
        ),
      ],
    })
  }
  await postMany(trx, postings)
  for (const [day, orders] of byDay) {
    await inChunks(
      orders.map((o) => o.id),
      async (ids) => {
        const result = await trx
          .updateTable('miner_orders')
          .set((eb) => ({
            next_day: day + 1,
            profit_days: eb('profit_days', '+', 1),
            profit_get: eb('profit_get', '+', eb.ref('daily')),
          }))
          .where('id', 'in', ids)
          .where('status', '=', 0)
          .where('next_day', '=', day)
          .executeTakeFirst()
        if (result.numUpdatedRows !== BigInt(ids.length)) throw new Error('staking orders moved during accrual')
      },
    )
  }
  return due.length
}

/** Every due day of the scope's orders (an early cancel: one order, a few days at most). */
export async function accrueMiner(trx: Kysely<Database>, scope: AccrualScope): Promise<void> {
  while ((await accrueMinerBatch(trx, scope)) > 0) {}
}

/** Returns the principal of up to `limit` staking orders whose end has come and whose days are all credited. */
export async function matureMinerBatch(trx: Kysely<Database>, scope: AccrualScope): Promise<number> {
  const due = await maturingMinerOrders(trx, scope)
  if (due.length === 0) return 0
  await inChunks(
    due.map((o) => o.id),
    (ids) =>
      trx
        .updateTable('miner_orders')
        .set({ status: 1, ended_at: scope.at.toISOString() })
        .where('id', 'in', ids)
        .where('status', '=', 0)
        .execute(),
  )
  await postMany(
    trx,
    due.map((o) => ({
      reason: reasons.minerReturn,
      ref: refs.miner(o.id),
      at: scope.at,
      entries: [
        { kind: 'user', account: o.user_id, asset: 'USDT', amount: -o.amount, bucket: 'frozen' },
        { kind: 'user', account: o.user_id, asset: 'USDT', amount: o.amount },
      ],
    })),
  )
  const matured = due.map((o) => ({
    userId: o.user_id,
    params: {
      product: titleOf(o, 'en'),
      amount: usdt(o.amount),
      reward: usdt(o.profit_get),
      ref: minerRef(o.product_id),
    },
  }))
  await notifyMany(trx, 'invest_matured', matured, scope.at)
  return due.length
}

/** Pays principal plus reward of up to `limit` earn orders whose end_day has come. */
export async function matureEarnBatch(trx: Kysely<Database>, scope: AccrualScope): Promise<number> {
  const due = await maturingEarnOrders(trx, scope)
  if (due.length === 0) return 0
  const createdAt = scope.at.toISOString()
  await inChunks(
    due.map((o) => o.id),
    (ids) =>
      trx
        .updateTable('earn_orders')
        .set({ status: 1, ended_at: createdAt })
        .where('id', 'in', ids)
        .where('status', '=', 0)
        .execute(),
  )
  await postMany(
    trx,
    due.map((o) => ({
      reason: reasons.earnMature,
      ref: refs.earnDay(o.id, dayText(o.end_day)),
      at: scope.at,
      entries: [
        { kind: 'user', account: o.user_id, asset: 'USDT', amount: -o.amount, bucket: 'frozen' },
        { kind: 'user', account: o.user_id, asset: 'USDT', amount: o.amount + o.reward },
        ...(o.reward > 0n
          ? [{ kind: 'house' as const, account: house.investYield, asset: 'USDT' as const, amount: -o.reward }]
          : []),
      ],
    })),
  )
  const matured = due.map((o) => ({
    userId: o.user_id,
    params: {
      product: earnTitleOf(o, 'en'),
      amount: usdt(o.amount),
      reward: usdt(o.reward),
      ref: earnRef(o.product_id),
    },
  }))
  await notifyMany(trx, 'invest_matured', matured, scope.at)
  return due.length
}

export interface AccrualRun {
  credited: number
  minerMatured: number
  earnMatured: number
}

/** Runs one kind of batch in its own write transaction until nothing is due, yielding to I/O in between. */
async function drain(deps: Deps, scope: AccrualScope, batch: typeof accrueMinerBatch): Promise<number> {
  let total = 0
  for (;;) {
    const done = await writeTx(deps.db, (trx) => batch(trx, scope))
    if (done === 0) return total
    total += done
    await yieldToIo()
  }
}

/** Everything due at the clock's time: credits first (so maturity finds every day credited), then maturities. */
export async function runInvestDay(deps: Deps, limit = ACCRUAL_BATCH): Promise<AccrualRun> {
  const at = deps.clock()
  const scope: AccrualScope = { today: dayOf(at.getTime()), at, limit }
  const credited = await drain(deps, scope, accrueMinerBatch)
  const minerMatured = await drain(deps, scope, matureMinerBatch)
  const earnMatured = await drain(deps, scope, matureEarnBatch)
  return { credited, minerMatured, earnMatured }
}
