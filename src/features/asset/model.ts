import type { Asset } from '@contract/api'
import type { AssetInfo, FrozenFunds } from '@contract/wallet'
import { addDecimal, signOf } from '@/shared/lib/decimal'

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

export type FrozenPart = keyof FrozenFunds

/** The order the frozen parts are listed in. */
export const frozenParts: readonly FrozenPart[] = [
  'contract_margin',
  'open_orders',
  'timed_orders',
  'staking',
  'earn',
  'withdrawals',
]

export interface FrozenRow {
  asset: Asset
  /** The asset's frozen balance (the parts' sum, from the server). */
  total: string
  parts: { part: FrozenPart; value: string }[]
}

/**
 * The frozen funds by what holds them: USDT always (every part, zero ones too), a coin only while some of it is
 * frozen (and then only its non-zero parts).
 */
export function calculateFrozenRows(info: AssetInfo): FrozenRow[] {
  const totals: Record<Asset, string> = { USDT: info.money_frozen, BTC: info.btc_frozen, ETH: info.eth_frozen }
  const assets: Asset[] = ['USDT', 'BTC', 'ETH']
  return assets
    .filter((asset) => asset === 'USDT' || signOf(totals[asset]) > 0)
    .map((asset) => ({
      asset,
      total: totals[asset],
      parts: frozenParts
        .map((part) => ({ part, value: info.frozen[asset][part] }))
        .filter(({ value }) => asset === 'USDT' || signOf(value) > 0),
    }))
}
