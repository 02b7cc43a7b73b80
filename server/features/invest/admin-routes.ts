import { Hono } from 'hono'
import { idInput } from '../../../contract/schemas/inputs'
import { earnProductSchema, minerProductSchema } from '../../../contract/schemas/invest'
import { fail, ok } from '../../http/envelope'
import { operatorContext } from '../../http/operator'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import {
  createEarnProduct,
  createMinerProduct,
  type InvestKind,
  listInvestProducts,
  type ProductAction,
  productActions,
  setProductStatus,
} from './products'

const paths: Record<InvestKind, string> = { miner: '/miner_products', earn: '/earn_products' }

/**
 * Admin operators only (behind the operator check on /admin/*, see server/http/operator.ts): GET /admin/invest_products,
 * POST /admin/miner_products {titles, min, max, profit, days, limit, times, cancel_cost},
 * POST /admin/earn_products {ror, min, cycle}, POST /admin/{miner|earn}_products/{id}/{pause|resume|end}.
 */
export const investAdmin = new Hono<AppEnv>()
  .get('/invest_products', async (c) => ok(c, await listInvestProducts(c.var.deps)))
  .post('/miner_products', async (c) => {
    const body = await readBody(c, minerProductSchema)
    return ok(c, await createMinerProduct(operatorContext(c), body))
  })
  .post('/earn_products', async (c) => {
    const body = await readBody(c, earnProductSchema)
    return ok(c, await createEarnProduct(operatorContext(c), body))
  })

for (const kind of ['miner', 'earn'] as const) {
  for (const action of productActions) {
    investAdmin.post(`${paths[kind]}/:id/${action}`, async (c) => {
      const id = idInput.safeParse(c.req.param('id'))
      if (!id.success) return fail(c, 'not_found', 404)
      return ok(c, await setProductStatus(operatorContext(c), kind, id.data, action satisfies ProductAction))
    })
  }
}
