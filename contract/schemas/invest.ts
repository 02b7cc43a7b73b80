import { z } from 'zod'
import { decimalInput, idInput } from './inputs'

/** POST /api/miner_info, /api/miner_cancel, /api/earn_detail */
export const investIdSchema = z.object({ id: idInput })
export type InvestIdRequest = z.input<typeof investIdSchema>

/** POST /api/miner_buy and /api/earn_order: amount in USDT (whole USDT for staking). */
export const investBuySchema = z.object({
  id: idInput,
  amount: decimalInput.optional().transform((v) => v ?? ''),
})
export type InvestBuyRequest = z.input<typeof investBuySchema>

const percent = z
  .union([z.string().max(20), z.number().nonnegative().max(1_000_000)])
  .transform((v) => String(v).trim())
const count = z.union([z.number().int().nonnegative().max(100_000), z.string().regex(/^\d{1,6}$/)]).transform(Number)
const titles = z.record(z.string().max(8), z.string().trim().min(1).max(80))

/** POST /admin/miner_products: a new staking product (titles by language code; en is required). */
export const minerProductSchema = z.object({
  titles,
  min: decimalInput,
  max: decimalInput,
  profit: percent,
  days: count,
  limit: decimalInput.default('0'),
  times: count.default(0),
  cancel_cost: percent,
})
export type MinerProductRequest = z.input<typeof minerProductSchema>

/** POST /admin/earn_products: a new earn project (USDT); without titles it is named by its coin. */
export const earnProductSchema = z.object({
  titles: titles.optional(),
  ror: percent,
  min: decimalInput.default('100'),
  cycle: count,
})
export type EarnProductRequest = z.input<typeof earnProductSchema>
