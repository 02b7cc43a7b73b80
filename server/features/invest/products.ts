// Operators configure the invest products (through /admin and `npm run admin`): create, pause, resume and end.
// A paused product takes no new subscriptions; an ended one also leaves the lists. Orders already made run to
// their end on the terms they were made on, whatever happens to the product.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { languageCodes } from '../../../contract/api'
import type { InvestProductState } from '../../../contract/invest'
import { parsePercent } from '../../../contract/rules/percent'
import type { earnProductSchema, minerProductSchema } from '../../../contract/schemas/invest'
import type { OperatorContext } from '../../audit/context'
import { writeAudit } from '../../audit/log'
import type { Database } from '../../db/schema'
import { AppError, invalid } from '../../errors'
import { parseAmount, toDbInteger } from '../../ledger/money'
import { writeTx } from '../../ledger/tx'

export type InvestKind = 'miner' | 'earn'
export const investKinds: readonly InvestKind[] = ['miner', 'earn']
export type ProductAction = 'pause' | 'resume' | 'end'
export const productActions: readonly ProductAction[] = ['pause', 'resume', 'end']

const UNIT = 1_000_000n

function percentOrThrow(text: string): string {
  if (!parsePercent(text)) throw invalid('validation')
  return text
}

function wholeUsdt(text: string, allowZero: boolean): number {
  const minor = parseAmount(text, 'USDT')
  if (minor === null || minor % UNIT !== 0n || (!allowZero && minor === 0n)) throw invalid('validation')
  return toDbInteger(minor)
}

/** Writes an operator's product change to the audit log, in the change's transaction. */
function auditProduct(
  trx: Kysely<Database>,
  ctx: OperatorContext,
  change: {
    action: string
    target: string
    before: string
    after: string
  },
) {
  return writeAudit(trx, { ...change, operator: ctx.operator, reason: '', address: ctx.address }, ctx.clock())
}

/** Titles by language code: English required, no unknown code. */
function checkTitles(titles: Record<string, string>): void {
  const langs: readonly string[] = languageCodes
  if (!titles.en || Object.keys(titles).some((lang) => !langs.includes(lang))) throw invalid('validation')
}

export async function createMinerProduct(ctx: OperatorContext, input: z.output<typeof minerProductSchema>) {
  checkTitles(input.titles)
  const min = wholeUsdt(input.min, false)
  const max = wholeUsdt(input.max, false)
  if (max < min || input.days < 1) throw invalid('validation')
  return writeTx(ctx.db, async (trx) => {
    const row = await trx
      .insertInto('miner_products')
      .values({
        key: `operator-${randomUUID()}`,
        titles: JSON.stringify(input.titles),
        min,
        max,
        profit: percentOrThrow(input.profit),
        days: input.days,
        limit_amount: wholeUsdt(input.limit, true),
        times: input.times,
        cancel_cost: percentOrThrow(input.cancel_cost),
        status: 0,
        sort: 100,
        created_at: ctx.clock().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const after = JSON.stringify({
      title: input.titles.en,
      min: input.min,
      max: input.max,
      profit: row.profit,
      days: row.days,
    })
    await auditProduct(trx, ctx, {
      action: 'product.miner.create',
      target: `miner_product:${row.id}`,
      before: '',
      after,
    })
    return row
  })
}

export async function createEarnProduct(ctx: OperatorContext, input: z.output<typeof earnProductSchema>) {
  const min = parseAmount(input.min, 'USDT')
  if (min === null || min === 0n || input.cycle < 1) throw invalid('validation')
  if (input.titles) checkTitles(input.titles)
  return writeTx(ctx.db, async (trx) => {
    const row = await trx
      .insertInto('earn_products')
      .values({
        key: `operator-${randomUUID()}`,
        titles: JSON.stringify(input.titles ?? {}),
        coin: 'USDT',
        ror: percentOrThrow(input.ror),
        min: toDbInteger(min),
        cycle: input.cycle,
        status: 0,
        sort: 100,
        created_at: ctx.clock().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const after = JSON.stringify({ title: input.titles?.en ?? '', ror: row.ror, min: input.min, cycle: row.cycle })
    await auditProduct(trx, ctx, { action: 'product.earn.create', target: `earn_product:${row.id}`, before: '', after })
    return row
  })
}

export async function listInvestProducts(ctx: Pick<OperatorContext, 'db'>) {
  const [miner, earn] = await Promise.all([
    ctx.db.selectFrom('miner_products').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('earn_products').selectAll().orderBy('id').execute(),
  ])
  return { miner, earn }
}

const targetStatus: Record<ProductAction, InvestProductState> = { pause: 1, resume: 0, end: 2 }
const statusNames: Readonly<Record<InvestProductState, string>> = { 0: '0 on sale', 1: '1 paused', 2: '2 ended' }

/** Pauses, resumes or ends a product; an ended product stays ended (already_decided). */
export function setProductStatus(ctx: OperatorContext, kind: InvestKind, id: number, action: ProductAction) {
  const table = kind === 'miner' ? 'miner_products' : 'earn_products'
  return writeTx(ctx.db, async (trx) => {
    const row = await trx.selectFrom(table).select(['id', 'status']).where('id', '=', id).executeTakeFirst()
    if (!row) throw new AppError('not_found', 'product_not_found')
    if (row.status === 2) throw new AppError('already_decided')
    await trx.updateTable(table).set({ status: targetStatus[action] }).where('id', '=', id).execute()
    await auditProduct(trx, ctx, {
      action: `product.${kind}.${action}`,
      target: `${kind}_product:${id}`,
      before: statusNames[row.status],
      after: statusNames[targetStatus[action]],
    })
    return { id, kind, status: targetStatus[action] }
  })
}
