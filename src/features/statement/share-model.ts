// The share card's content: a closed contract position or a settled timed order reduced to what may be shown to
// others (product, side, leverage or duration, entry, exit, PnL %). Never a balance or an amount: the card has no
// field for one. Pure: no React, no I/O.
import type { ContractOrder } from '@contract/contract-trading'
import { divide, formatDecimal, parseDecimal } from '@contract/rules/decimal'
import type { MicroOrder } from '@contract/trading'

export interface ShareCard {
  product: string
  side: 'long' | 'short' | 'up' | 'down'
  /** Contract leverage (e.g. 50); null for a timed order. */
  leverage: number | null
  /** Timed order duration in seconds; null for a contract. */
  seconds: number | null
  entry: string
  exit: string
  /** Signed percent with 2 decimals, e.g. "+12.34", "-100.00", "0.00". */
  pnlPercent: string
  /** ISO time the position closed or the order settled. */
  closedAt: string
}

/** Enough decimals for any USDT amount of the API (6). */
const MONEY_DECIMALS = 8

/** result / base x 100 with 2 decimals, rounded half-up on the magnitude; signed with + above zero. */
export function percentOf(result: string, base: string): string | null {
  const r = parseDecimal(result.replace(/^\+/, ''), MONEY_DECIMALS, { signed: true })
  const b = parseDecimal(base, MONEY_DECIMALS)
  if (r === null || b === null || b === 0n) return null
  const hundredths = divide(r * 10_000n, b, 'half-up')
  const text = formatDecimal(hundredths, 2)
  return hundredths > 0n ? `+${text}` : text
}

/** A closed position's card (PnL % is the return on its margin); null for any other order. */
export function cardOfContract(order: ContractOrder): ShareCard | null {
  if (order.status !== 2 || order.closetime === null) return null
  const pnlPercent = percentOf(order.profit, order.num)
  if (pnlPercent === null) return null
  return {
    product: order.pname,
    side: order.type === 0 ? 'long' : 'short',
    leverage: order.level,
    seconds: null,
    entry: order.buyprice,
    exit: order.sellprice,
    pnlPercent,
    closedAt: order.closetime,
  }
}

/** A settled timed order's card (PnL % of its stake); null while it runs. */
export function cardOfMicro(order: MicroOrder): ShareCard | null {
  if (order.status !== 2 || order.sellprice === null) return null
  const pnlPercent = percentOf(order.ploss, order.num)
  if (pnlPercent === null) return null
  return {
    product: order.coinname,
    side: order.type === 0 ? 'up' : 'down',
    leverage: null,
    seconds: order.seconds,
    entry: order.buyprice,
    exit: order.sellprice,
    pnlPercent,
    closedAt: order.settlement ? new Date(order.settlement.t).toISOString() : order.expires_at,
  }
}
