// The asset screen's numbers, all derived from the ledger: available and frozen per asset, converted to USDT
// at the current market price (truncated, display only).
import type { Asset, LanguageCode } from '../../../contract/api'
import type { AssetAnswer, UserBalance } from '../../../contract/wallet'
import type { Deps } from '../../deps'
import { pnlReasons } from '../../ledger/accounts'
import { balancesOf } from '../../ledger/ledger'
import { formatAmount } from '../../ledger/money'
import { toUsdt } from '../../ledger/rates'
import { userTotals } from '../../ledger/reason-totals'
import { contractAccount } from '../contract'
import { frozenFunds } from './frozen'

export async function assetInfo(deps: Deps, userId: number, lang: LanguageCode): Promise<AssetAnswer> {
  const { db, market } = deps
  const [b, totals] = await Promise.all([balancesOf(db, userId), userTotals(db, userId)])
  const contract = await contractAccount(deps, userId, lang, totals)
  const frozen = await frozenFunds(db, userId, contract.held)
  const usdtValue = (asset: Asset) => toUsdt(market, b[asset].available + b[asset].frozen, asset)
  const btcUsdt = usdtValue('BTC')
  const ethUsdt = usdtValue('ETH')
  const total = usdtValue('USDT') + btcUsdt + ethUsdt
  const usdt = (v: bigint) => formatAmount(v, 'USDT')
  const coin = (v: bigint, asset: Asset) => formatAmount(v, asset, 0)
  return {
    info: {
      total_money: usdt(total),
      profit: usdt(totals(pnlReasons)),
      money: usdt(b.USDT.available),
      contract_use: usdt(contract.held.positions + contract.held.pending),
      money_frozen: usdt(b.USDT.frozen),
      btc: coin(b.BTC.available, 'BTC'),
      btc_frozen: coin(b.BTC.frozen, 'BTC'),
      btc_to_usdt: usdt(btcUsdt),
      eth: coin(b.ETH.available, 'ETH'),
      eth_frozen: coin(b.ETH.frozen, 'ETH'),
      eth_to_usdt: usdt(ethUsdt),
      equity: usdt(total + contract.held.unrealized),
      frozen,
    },
    orders: contract.orders,
    contract: contract.contract,
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
