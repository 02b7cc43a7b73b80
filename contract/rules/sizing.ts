// Size shortcuts: the largest order of each product a budget pays for, by the rules the server charges with (fee
// included, on the product's step, above its minimum), and the chips that spend a share of the balance. A chip's
// size is the largest order its share of the balance pays for, so 100% is the largest order of all (Max) and no
// chip ever offers an order the server would refuse for its cost. Money in minor units (USDT 1e-6, coins 1e-8).
import { assetDecimals } from '../api'
import { maxLots, orderCost } from './contract'
import { microFee } from './micro'
import { parsePercent } from './percent'
import { type Price, type Side, spotFill } from './spot'

/** A percent as num / den; a percent the rules cannot read counts as none (the cost check below still holds). */
function fractionOf(percent: string): { num: bigint; den: bigint } {
  return parsePercent(percent) ?? { num: 0n, den: 1n }
}

/** The chips: percent of the available balance. */
export const sizeShares = [25, 50, 75, 100] as const
export type SizeShare = (typeof sizeShares)[number]

/** `share` percent of a balance, rounded down (100% is the whole balance). */
export function shareOf(balance: bigint, share: SizeShare): bigint {
  return balance > 0n ? (balance * BigInt(share)) / 100n : 0n
}

/**
 * The most whole lots whose margin plus open fee (rounded up) `budget` covers, at most `maxLots`; 0 when not even
 * one lot fits. The exact cost n x hand_price x (1 + L x fee%) bounds the answer from above; the fee's rounding
 * then takes off at most a lot or two.
 */
export function maxContractLots(budget: bigint, handPrice: bigint, leverage: number, feePercent: string): number {
  if (budget <= 0n || handPrice <= 0n) return 0
  const { num, den } = fractionOf(feePercent)
  let lots = (budget * den) / (handPrice * (den + BigInt(leverage) * num))
  if (lots > BigInt(maxLots)) lots = BigInt(maxLots)
  while (lots > 0n && orderCost(Number(lots), handPrice, leverage, feePercent).total > budget) lots -= 1n
  return Number(lots)
}

/**
 * The largest timed-order stake whose stake plus fee (rounded up) `budget` covers, or null when it stays below
 * `minimum` (the duration's minimum).
 */
export function maxMicroStake(budget: bigint, feePercent: string, minimum: bigint): bigint | null {
  if (budget <= 0n) return null
  // stake x (1 + fee%) <= budget bounds the stake from above; the fee's rounding takes off a unit or so.
  const { num, den } = fractionOf(feePercent)
  let stake = (budget * den) / (den + num)
  while (stake > 0n && stake + microFee(stake, feePercent) > budget) stake -= 1n
  return stake >= minimum && stake > 0n ? stake : null
}

export interface SpotBudget {
  side: Side
  /** What the order spends: USDT minor units for a buy, the coin's minor units for a sell. */
  budget: bigint
  coinDecimals: number
  /** The fill price (the best ask or bid of a market order, the limit price of a limit order). */
  price: Price
  ratePercent: string
  /** The smallest order, in USDT minor units paid or received. */
  minUsdt: bigint
}

/**
 * The largest coin quantity a spot order may have: a buy whose USDT (rounded up) the budget covers, a sell of at
 * most the coin held; null when that order would be worth less than the minimum.
 */
export function maxSpotAmount({ side, budget, coinDecimals, price, ratePercent, minUsdt }: SpotBudget): bigint | null {
  if (budget <= 0n || price.units <= 0n) return null
  let amount = budget
  if (side === 0) {
    // amount x price <= budget exactly (the USDT paid rounds up to a whole minor unit of a whole budget).
    const scale = 10n ** BigInt(coinDecimals + price.decimals)
    amount = (budget * scale) / (price.units * 10n ** BigInt(assetDecimals.USDT))
  }
  const fill = (a: bigint) => spotFill({ side, amount: a, coinDecimals, price, ratePercent })
  while (side === 0 && amount > 0n && fill(amount).usdt > budget) amount -= 1n
  return amount > 0n && fill(amount).usdt >= minUsdt ? amount : null
}
