// Operators configure the invest products (through /admin and `npm run admin`): create, pause, resume and end.
// A paused product takes no new subscriptions; an ended one also leaves the lists. Orders already made run to
// their end on the terms they were made on, whatever happens to the product.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { languageCodes } from '../../../contract/api'
import type {
  InvestProductState,
  OperatorEarnProduct,
  OperatorInvestProducts,
  OperatorMinerProduct,
} from '../../../contract/invest'
import { parsePercent } from '../../../contract/rules/percent'
import type { earnProductSchema, minerProductSchema } from '../../../contract/schemas/invest'
import type { OperatorContext } from '../../audit/context'
import { writeAudit } from '../../audit/log'
import { withMinor } from '../../db/minor'
import type { Database } from '../../db/schema'
import { earnProductMoney, minerProductMoney } from '../../db/tables/invest'
import { AppError, invalid } from '../../errors'
import { parseAmount, toDbInteger } from '../../ledger/money'
import { writeTx } from '../../ledger/tx'
import { allInvestProducts } from './repo'
import { operatorEarnProduct, operatorMinerProduct } from './view'

export type InvestKind = 'miner' | 'earn'
export const investKinds: readonly InvestKind[] = ['miner', 'earn']
export type ProductAction = 'pause' | 'resume' | 'end'
export const productActions: readonly ProductAction[] = ['pause', 'resume', 'end']

const UNIT = 1_000_000n

function percentOrThrow(text: string): string {
  if (!parsePercent(text)) throw invalid('validation')
  return text
}

/** A USDT amount in minor units: a plain decimal with at most 6 decimals, else the field's own message. */
function usdtOrThrow(text: string, field: string, allowZero: boolean): bigint {
  const minor = parseAmount(text, 'USDT')
  if (minor === null || (!allowZero && minor === 0n)) throw invalid('product_amount_invalid', { field })
  return minor
}

/** A whole USDT amount (staking sizes and limits) in minor units. */
function wholeUsdtOrThrow(text: string, field: string, allowZero: boolean): bigint {
  const minor = usdtOrThrow(text, field, allowZero)
  if (minor % UNIT !== 0n) throw invalid('product_amount_whole', { field })
  return minor
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

export async function createMinerProduct(
  ctx: OperatorContext,
  input: z.output<typeof minerProductSchema>,
): Promise<OperatorMinerProduct> {
  checkTitles(input.titles)
  const min = wholeUsdtOrThrow(input.min, 'min', false)
  const max = wholeUsdtOrThrow(input.max, 'max', false)
  const limit = wholeUsdtOrThrow(input.limit, 'limit', true)
  if (max < min || input.days < 1) throw invalid('validation')
  return writeTx(ctx.db, async (trx) => {
    const row = await trx
      .insertInto('miner_products')
      .values({
        key: `operator-${randomUUID()}`,
        titles: JSON.stringify(input.titles),
        min: toDbInteger(min),
        max: toDbInteger(max),
        profit: percentOrThrow(input.profit),
        days: input.days,
        limit_amount: toDbInteger(limit),
        times: input.times,
        cancel_cost: percentOrThrow(input.cancel_cost),
        status: 0,
        sort: 100,
        created_at: ctx.clock().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const product = operatorMinerProduct(withMinor(row, minerProductMoney))
    const { min: minText, max: maxText, profit, days } = product
    const after = JSON.stringify({ title: input.titles.en, min: minText, max: maxText, profit, days })
    await auditProduct(trx, ctx, {
      action: 'product.miner.create',
      target: `miner_product:${row.id}`,
      before: '',
      after,
    })
    return product
  })
}

export async function createEarnProduct(
  ctx: OperatorContext,
  input: z.output<typeof earnProductSchema>,
): Promise<OperatorEarnProduct> {
  const min = usdtOrThrow(input.min, 'min', false)
  if (input.cycle < 1) throw invalid('validation')
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
    const product = operatorEarnProduct(withMinor(row, earnProductMoney))
    const after = JSON.stringify({ title: input.titles?.en ?? '', ror: row.ror, min: product.min, cycle: row.cycle })
    await auditProduct(trx, ctx, { action: 'product.earn.create', target: `earn_product:${row.id}`, before: '', after })
    return product
  })
}

/** Every product, ended ones too, with money in USDT decimal strings. */
export async function listInvestProducts(ctx: Pick<OperatorContext, 'db'>): Promise<OperatorInvestProducts> {
  const { miner, earn } = await allInvestProducts(ctx.db)
  return { miner: miner.map(operatorMinerProduct), earn: earn.map(operatorEarnProduct) }
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
