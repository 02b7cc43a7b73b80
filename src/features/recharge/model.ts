import { type Asset, assetDecimals } from '@contract/api'
import { type RechargeConfig, type RechargeType, rechargeTypes } from '@contract/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { compareDecimal, decimalsOf, isPositiveDecimal } from '@/shared/lib/decimal'

export interface RechargeCurrency {
  type: RechargeType
  label: string
  coin: Asset
  addressKey: 'erc' | 'trc' | 'btc' | 'eth'
}

/** Deposit currencies by code (spec: 0 USDT-ERC20, 1 USDT-TRC20, 2 BTC, 3 ETH). */
export const rechargeCurrencies: readonly RechargeCurrency[] = [
  { type: 0, label: 'USDT-ERC20', coin: 'USDT', addressKey: 'erc' },
  { type: 1, label: 'USDT-TRC20', coin: 'USDT', addressKey: 'trc' },
  { type: 2, label: 'BTC', coin: 'BTC', addressKey: 'btc' },
  { type: 3, label: 'ETH', coin: 'ETH', addressKey: 'eth' },
]

export function currencyFor(type: RechargeType | null): RechargeCurrency | null {
  return rechargeCurrencies.find((currency) => currency.type === type) ?? null
}

/** The route's {default_type}, when it is a known code. */
export function parseRechargeType(raw: string | undefined): RechargeType | null {
  return rechargeTypes.find((type) => String(type) === raw) ?? null
}

export function depositAddress(config: RechargeConfig, type: RechargeType | null): string | null {
  const currency = currencyFor(type)
  return currency ? config[currency.addressKey] : null
}

export interface RechargeForm {
  type: RechargeType | null
  amount: string
  /** The uploaded proof's src, '' until uploaded. */
  pic: string
}

export type RechargeField = 'currency' | 'amount' | 'pic'

export const rechargeMessages = {
  currency: msg`Please select currency`,
  pic: msg`Please upload payment screenshot`,
} satisfies Record<string, MessageDescriptor>

/**
 * The failed rules, in form order. The USDT minimum is checked here exactly; a BTC or ETH amount is valued at
 * the current price by the server, so only "above zero" is checked for those.
 */
export function validateRecharge(form: RechargeForm, minimum: string): RechargeField[] {
  const failed: RechargeField[] = []
  if (form.type === null) failed.push('currency')
  const coin = currencyFor(form.type)?.coin
  const belowMinimum = coin === 'USDT' && compareDecimal(form.amount, minimum) < 0
  const tooFine = decimalsOf(form.amount) > assetDecimals[coin ?? 'USDT']
  if (!isPositiveDecimal(form.amount) || belowMinimum || tooFine) failed.push('amount')
  if (form.pic === '') failed.push('pic')
  return failed
}

export type DownloadChoice = 'ios' | 'android' | 'other'

/** Which download the deposit list offers, chosen by user agent. */
export function chooseDownload(userAgent: string): DownloadChoice {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent))) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'other'
}

/** A server path as a link target: same origin unless VITE_API_BASE names the server. */
export function serverUrl(path: string): string {
  const base = import.meta.env.VITE_API_BASE
  return base ? `${base.replace(/\/+$/, '')}${path}` : path
}
