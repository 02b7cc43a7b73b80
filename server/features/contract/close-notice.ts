// The inbox notification of a close the engine decided (take-profit, stop-loss, liquidation), with the deciding
// tick's price and time. A user's own close notifies nobody: they are looking at it.
import type { Kysely } from 'kysely'
import type { ContractOrderRow, Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { formatAmount } from '../../ledger/money'
import { formatUnits } from '../../market/price'
import { notify } from '../../notify/create'
import { resultOf } from './view'

export async function notifyEngineClose(
  deps: Pick<Deps, 'market'>,
  trx: Kysely<Database>,
  closed: ContractOrderRow,
  at: Date,
): Promise<void> {
  const { close_reason: reason, close_price: price, close_t: t } = closed
  if (reason === null || reason === 'user' || price === null || t === null) return
  const state = deps.market.get(closed.product_id)
  const params = {
    reason,
    product: state?.row.title ?? '',
    pid: String(closed.product_id),
    oid: String(closed.id),
    price: formatUnits(price, state?.row.precision ?? 2),
    time: new Date(Number(t)).toISOString(),
    profit: formatAmount(resultOf(closed, 0), 'USDT'),
  }
  await notify(trx, closed.user_id, 'contract_closed', params, at)
}
