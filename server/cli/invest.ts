// `npm run admin` commands for the invest products (the same services as /admin/*_products).
import { earnProductSchema, minerProductSchema } from '../../contract/schemas/invest'
import type { OperatorContext } from '../audit/context'
import { AppError } from '../errors'
import {
  createEarnProduct,
  createMinerProduct,
  type InvestKind,
  listInvestProducts,
  type ProductAction,
  setProductStatus,
} from '../features/invest/products'

export const investUsage = `  invest-products                 list staking (miner) and earn products with their status
  create-miner '<json>'           {"titles":{"en":"..."},"min":"100","max":"5000","profit":"0.3","days":7,
                                   "limit":"10000","times":3,"cancel_cost":"0.5"}
  create-earn '<json>'            {"titles":{"en":"..."},"ror":"4.5","min":"100","cycle":7} (titles optional)
  pause-miner|resume-miner|end-miner <id>, pause-earn|resume-earn|end-earn <id>`

const actions: Record<string, [ProductAction, InvestKind]> = {
  'pause-miner': ['pause', 'miner'],
  'resume-miner': ['resume', 'miner'],
  'end-miner': ['end', 'miner'],
  'pause-earn': ['pause', 'earn'],
  'resume-earn': ['resume', 'earn'],
  'end-earn': ['end', 'earn'],
}

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '')
  } catch {
    throw new AppError('bad_request')
  }
}

/** Runs an invest command; null when `command` is not one of them or its id is not a positive integer. */
export async function runInvestCommand(
  command: string,
  rest: readonly string[],
  ctx: OperatorContext,
): Promise<unknown | null> {
  if (command === 'invest-products') return listInvestProducts(ctx)
  if (command === 'create-miner') {
    const parsed = minerProductSchema.safeParse(parseJson(rest[0]))
    if (!parsed.success) throw new AppError('validation')
    return createMinerProduct(ctx, parsed.data)
  }
  if (command === 'create-earn') {
    const parsed = earnProductSchema.safeParse(parseJson(rest[0]))
    if (!parsed.success) throw new AppError('validation')
    return createEarnProduct(ctx, parsed.data)
  }
  const action = actions[command]
  const id = Number(rest[0])
  if (!action || !Number.isSafeInteger(id) || id <= 0) return null
  return setProductStatus(ctx, action[1], id, action[0])
}
