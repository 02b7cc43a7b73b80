import type { Asset } from '@contract/api'
import type { AssetInfo } from '@contract/wallet'
import { addDecimal } from '@/shared/lib/decimal'

export interface SpotRow {
  asset: Asset
  available: string
  frozen: string
  /** Available + frozen, in USDT. */
  value: string
  /** The /recharge/{default_type} code this asset's deposit button opens (spec: usdt 0, btc 2, eth 3). */
  rechargeType: 0 | 2 | 3
}

/** The spot account's rows in display order: USDT, BTC, ETH. */
export function calculateSpotRows(info: AssetInfo): SpotRow[] {
  return [
    {
      asset: 'USDT',
      available: info.money,
      frozen: info.money_frozen,
      value: addDecimal(info.money, info.money_frozen),
      rechargeType: 0,
    },
    { asset: 'BTC', available: info.btc, frozen: info.btc_frozen, value: info.btc_to_usdt, rechargeType: 2 },
    { asset: 'ETH', available: info.eth, frozen: info.eth_frozen, value: info.eth_to_usdt, rechargeType: 3 },
  ]
}

/** Decimals shown for an asset's own amounts (USDT as money, coins to 8 places). */
export function assetDecimals(asset: Asset): { minDecimals: number; maxDecimals: number } {
  return asset === 'USDT' ? { minDecimals: 2, maxDecimals: 2 } : { minDecimals: 2, maxDecimals: 8 }
}
