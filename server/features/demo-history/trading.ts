// The demo account's trading, placed through the trading services at chosen minutes of the recorded path. Like
// any user it picks a direction and a moment; what each order then yields is decided by the recorded ticks and
// the published rules (the engines settle, fill and trigger on their own).

import { contractOrderSchema } from '../../../contract/schemas/contract'
import { microOrderSchema } from '../../../contract/schemas/micro'
import { coinOrderSchema } from '../../../contract/schemas/spot'
import { formatUnits } from '../../market/price'
import { closeContractPosition, contractNotices, placeContractOrder, seeNotices } from '../contract'
import { placeMicroOrder } from '../micro'
import { acceptRisk } from '../risk'
import { placeCoinOrder } from '../spot'
import type { Replay } from './replay'

export const BTC = 12
export const ETH = 13
const PRECISION = 2

const text = (units: number) => formatUnits(units, PRECISION)

/** The first minute from `from` whose price `ahead` minutes later differs (a timed order there is not a draw). */
function movingMinute(r: Replay, pid: number, from: number, ahead: number): number {
  let m = from
  while (m + ahead < r.path.minutes - 1 && r.price(pid, m + ahead) === r.price(pid, m)) m += 1
  return m
}

/** One action of the demo account at a minute of the path (the replay publishes the ticks up to it first). */
export interface Step {
  minute: number
  run: () => Promise<unknown>
}

/**
 * Nothing to do but let the engines see the ticks up to this minute: placed where an engine is expected to decide,
 * so that it decides at that time and not only with the account's next action.
 */
const wake = (minute: number): Step => ({ minute, run: async () => undefined })

/** A timed order at about `at` for `seconds`, betting with (win) or against (lose) the move that follows. */
function timed(r: Replay, userId: number, pid: number, at: number, seconds: number, stake: string, win: boolean) {
  const minute = movingMinute(r, pid, at, seconds / 60)
  const rises = r.price(pid, minute + seconds / 60) > r.price(pid, minute)
  const input = microOrderSchema.parse({ pid, t: seconds, amount: stake, type: rises === win ? 0 : 1 })
  // Settled on the first tick at or after the expiry (placement + seconds), one minute after the deciding one.
  const place: Step = { minute, run: () => r.tx((trx) => placeMicroOrder(r.deps, trx, userId, input)) }
  return [place, wake(minute + seconds / 60 + 1)]
}

export function timedOrders(r: Replay, userId: number): Step[] {
  return [
    { minute: 0, run: () => acceptRisk(r.deps, userId, 'micro') },
    ...timed(r, userId, BTC, 10, 60, '50', true),
    ...timed(r, userId, ETH, 24, 60, '20', false),
    ...timed(r, userId, BTC, 41, 300, '100', true),
    ...timed(r, userId, ETH, 66, 120, '50', true),
    ...timed(r, userId, BTC, 90, 60, '30', false),
  ]
}

function spot(
  r: Replay,
  userId: number,
  minute: number,
  side: 0 | 1,
  order: { pid: number; amount: string; price?: number },
): Step {
  const input = coinOrderSchema.parse({
    pid: order.pid,
    price_type: order.price === undefined ? 0 : 1,
    price: order.price === undefined ? '' : text(order.price),
    amount: order.amount,
  })
  return { minute, run: () => r.tx((trx) => placeCoinOrder(r.deps, trx, userId, side, input)) }
}

export function spotOrders(r: Replay, userId: number): Step[] {
  // A limit sell at the highest price of the next hours: the spot engine fills it on the tick that reaches it.
  const highest = extreme(r, ETH, 30, 150, true)
  const high = r.price(ETH, highest)
  return [
    spot(r, userId, 20, 0, { pid: BTC, amount: '0.02' }),
    spot(r, userId, 22, 0, { pid: ETH, amount: '0.5' }),
    spot(r, userId, 30, 1, { pid: ETH, amount: '0.2', price: high }),
    wake(highest),
    // A limit buy well below the market stays open.
    spot(r, userId, 240, 0, { pid: BTC, amount: '0.01', price: Math.round(r.price(BTC, 240) * 0.9) }),
  ]
}

function contract(pid: number, side: 0 | 1, hand: string, extra: { price?: number; stopWin?: number } = {}) {
  return contractOrderSchema.parse({
    pid,
    type: side,
    price_type: extra.price === undefined ? 0 : 1,
    price: extra.price === undefined ? '' : text(extra.price),
    hand,
    level: 25,
    stop_win: extra.stopWin === undefined ? '' : text(extra.stopWin),
    stop_loss: '',
  })
}

/** The minute in (from, from + span] with the highest (or lowest) price. */
function extreme(r: Replay, pid: number, from: number, span: number, highest: boolean): number {
  let best = from + 1
  for (let m = from + 1; m <= from + span; m++) {
    const better = highest ? r.price(pid, m) > r.price(pid, best) : r.price(pid, m) < r.price(pid, best)
    if (better) best = m
  }
  return best
}

/** Whether the price moves further up than down in the `span` minutes after `from`. */
function risesMore(r: Replay, pid: number, from: number, span: number): boolean {
  const now = r.price(pid, from)
  return r.price(pid, extreme(r, pid, from, span, true)) - now >= now - r.price(pid, extreme(r, pid, from, span, false))
}

async function seeCloseNotices(r: Replay, userId: number): Promise<void> {
  const notices = await contractNotices(r.deps, userId, 'en')
  await seeNotices(
    r.deps,
    userId,
    notices.map((n) => n.id),
  )
}

export function contractOrders(r: Replay, userId: number): Step[] {
  const place = (input: ReturnType<typeof contract>) => r.tx((trx) => placeContractOrder(r.deps, trx, userId, input))
  // Profit: a take-profit at the best price ahead; the engine closes the position when the mark reaches it.
  const long = risesMore(r, BTC, 40, 120)
  const best = extreme(r, BTC, 40, 120, long)
  const target = r.price(BTC, best)
  // Loss: a position against the larger move ahead, closed by hand at its worst price.
  const short = risesMore(r, ETH, 60, 120)
  const worst = extreme(r, ETH, 60, 120, short)
  let losing = 0
  return [
    { minute: 0, run: () => acceptRisk(r.deps, userId, 'contract') },
    { minute: 40, run: () => place(contract(BTC, long ? 0 : 1, '5', { stopWin: target })) },
    // Closed by the engine at this minute; the account was there to see the notice of it.
    { minute: best, run: () => seeCloseNotices(r, userId) },
    { minute: 60, run: async () => (losing = (await place(contract(ETH, short ? 1 : 0, '4'))).oid) },
    { minute: worst, run: () => r.tx((trx) => closeContractPosition(r.deps, trx, userId, losing, 100)) },
    // Still open: a position held, and a limit order waiting well below the market.
    { minute: 250, run: () => place(contract(BTC, 0, '3')) },
    { minute: 255, run: () => place(contract(ETH, 0, '2', { price: Math.round(r.price(ETH, 255) * 0.95) })) },
  ]
}
