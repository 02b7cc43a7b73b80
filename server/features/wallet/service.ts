// The asset screen's numbers, all derived from the ledger: available and frozen per asset, converted to USDT
// at the current market price (truncated, display only).
import type { Asset } from '../../../contract/api'
import type { AssetAnswer, UserBalance } from '../../../contract/wallet'
import type { Db } from '../../db/db'
import type { Deps } from '../../deps'
import { contractHoldReasons, pnlReasons } from '../../ledger/accounts'
import { balancesOf } from '../../ledger/ledger'
import { formatAmount, toMinor } from '../../ledger/money'
import { toUsdt } from '../../ledger/rates'

async function sumByReasons(db: Db, userId: number, reasons: readonly string[], bucket?: 'frozen') {
  if (reasons.length === 0) return 0n
  let query = db
    .selectFrom('postings')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('account_kind', '=', 'user')
    .where('account_id', '=', String(userId))
    .where('asset', '=', 'USDT')
    .where('reason', 'in', reasons)
  if (bucket) query = query.where('bucket', '=', bucket)
  return toMinor((await query.executeTakeFirst())?.total)
}

export async function assetInfo({ db, market }: Deps, userId: number): Promise<AssetAnswer> {
  const b = await balancesOf(db, userId)
  const usdtValue = (asset: Asset) => toUsdt(market, b[asset].available + b[asset].frozen, asset)
  const btcUsdt = usdtValue('BTC')
  const ethUsdt = usdtValue('ETH')
  const usdt = (v: bigint) => formatAmount(v, 'USDT')
  const coin = (v: bigint, asset: Asset) => formatAmount(v, asset, 0)
  return {
    info: {
      total_money: usdt(usdtValue('USDT') + btcUsdt + ethUsdt),
      profit: usdt(await sumByReasons(db, userId, pnlReasons)),
      money: usdt(b.USDT.available),
      contract_use: usdt(await sumByReasons(db, userId, contractHoldReasons, 'frozen')),
      money_frozen: usdt(b.USDT.frozen),
      btc: coin(b.BTC.available, 'BTC'),
      btc_frozen: coin(b.BTC.frozen, 'BTC'),
      btc_to_usdt: usdt(btcUsdt),
      eth: coin(b.ETH.available, 'ETH'),
      eth_frozen: coin(b.ETH.frozen, 'ETH'),
      eth_to_usdt: usdt(ethUsdt),
    },
    // The caller's open contract positions belong here; contract trading does not exist yet, so there are none.
    orders: [],
    contract: { margin_used: usdt(0n), unrealized: usdt(0n), realized: usdt(0n), fees: usdt(0n) },
  }
}

export async function userBalance({ db }: Deps, userId: number): Promise<UserBalance> {
  const b = await balancesOf(db, userId)
  return {
    USDT: formatAmount(b.USDT.available, 'USDT'),
    BTC: formatAmount(b.BTC.available, 'BTC', 0),
    ETH: formatAmount(b.ETH.available, 'ETH', 0),
  }
}
