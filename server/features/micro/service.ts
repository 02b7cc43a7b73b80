// Timed orders: placement in one ledger transaction (stake frozen, fee charged, entry tick recorded) and the
// caller's views. Settlement is the engine's (engine.ts).
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { LanguageCode } from '../../../contract/api'
import { microFee, winPayout } from '../../../contract/rules/micro'
import type { microOrderSchema } from '../../../contract/schemas/micro'
import type { MicroOrder, MicroOrderPlaced, MicroOrdersAnswer, MicroResult } from '../../../contract/trading'
import type { Database, MicroOrderRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { house, reasons, refs } from '../../ledger/accounts'
import { type Posting, postMany } from '../../ledger/ledger'
import { formatAmount, parseAmount, toDbInteger } from '../../ledger/money'
import { scopeOf } from '../../ledger/scope'
import { formatUnits } from '../../market/price'
import { productTextsIn, type TextOf } from '../../market/texts'
import { tradingTick } from '../../trading/ticks'
import { requireAccepted } from '../risk'
import { durationFor, findOrder, holdOrder, insertOrder, listOrders, removeOrder } from './repo'
import { knownTerms, rememberTerms } from './terms'

const LIST_LIMIT = 100

const productNotFound = () => new AppError('not_found', 'product_not_found')
const orderNotFound = () => new AppError('not_found', 'order_not_found')

function stakeOf(text: string, min: string): bigint {
  if (text === '') throw invalid('amount_required')
  const stake = parseAmount(text, 'USDT')
  if (stake === null) throw invalid('amount_invalid')
  if (stake === 0n) throw invalid('amount_required')
  const minimum = parseAmount(min, 'USDT') ?? 0n
  if (stake < minimum) throw new AppError('below_minimum', 'micro_min', { min: formatAmount(minimum, 'USDT') })
  return stake
}

/** A timed order's stake frozen and its fee charged: one insert and one overdraft check (no fee, no fee posting). */
function placementPostings(userId: number, ref: string, stake: bigint, fee: bigint, at: Date): Posting[] {
  const stakePosting: Posting = {
    reason: reasons.microStake,
    ref,
    at,
    entries: [
      { kind: 'user', account: userId, asset: 'USDT', amount: -stake },
      { kind: 'user', account: userId, asset: 'USDT', amount: stake, bucket: 'frozen' },
    ],
  }
  if (fee === 0n) return [stakePosting]
  const feePosting: Posting = {
    reason: reasons.microFee,
    ref,
    at,
    entries: [
      { kind: 'user', account: userId, asset: 'USDT', amount: -fee },
      { kind: 'house', account: house.fees, asset: 'USDT', amount: fee },
    ],
  }
  return [stakePosting, feePosting]
}

/** Times an order is priced again because its duration's terms changed under it (each time in a new commit). */
const MAX_PRICINGS = 3

export async function placeMicroOrder(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  input: z.output<typeof microOrderSchema>,
): Promise<MicroOrderPlaced> {
  const state = deps.market.get(input.pid)
  if (!state) throw productNotFound()
  for (let pricing = 1; ; pricing++) {
    // Terms known from an earlier order are proven by the insert; others are read, with the disclosure.
    const known = pricing === 1 ? knownTerms(deps.db, input.t) : undefined
    const read = known ? undefined : await durationFor(trx, input.t, userId)
    if (!known) rememberTerms(deps.db, input.t, read)
    const duration = known ?? read
    if (!duration) throw invalid('micro_duration_invalid')
    let stake: bigint
    try {
      stake = stakeOf(input.amount, duration.min)
    } catch (error) {
      // Below a minimum known from before: the minimum may have changed since.
      if (known) continue
      throw error
    }
    if (read) requireAccepted(read.risk_accepted)
    const entry = tradingTick(deps, input.pid)
    const feeRate = state.row.micro_fee
    const fee = microFee(stake, feeRate)
    const payout = winPayout(stake, duration.rate)
    const now = deps.clock()
    // The order's time starts at placement (or at its entry tick, should the feed run ahead of the clock).
    const expiresAt = Math.max(now.getTime(), entry.t) + duration.seconds * 1000
    const order = {
      user_id: userId,
      product_id: input.pid,
      seconds: duration.seconds,
      type: input.type,
      stake: toDbInteger(stake),
      fee: toDbInteger(fee),
      rate: duration.rate,
      fee_rate: feeRate,
      win_payout: toDbInteger(payout),
      entry_t: entry.t,
      entry_price: entry.price,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    }
    // In a group that holds writes (PostgreSQL), the order waits for the group's one insert, which checks the
    // terms and the disclosure of all (ledger/held.ts); otherwise it is inserted now, and checked.
    const held = scopeOf(trx)?.held
    const inserted = held
      ? { id: await holdOrder(trx, held, order, duration.min), termsHold: true, riskAccepted: true }
      : await insertOrder(trx, entry, order, duration.min)
    if (!inserted.termsHold || !inserted.riskAccepted) {
      // Terms changed since they were read, or the disclosure not accepted: read them (and it) again.
      await removeOrder(trx, inserted.id)
      if (pricing === MAX_PRICINGS) throw new AppError('unavailable')
      continue
    }
    const id = inserted.id
    await postMany(trx, placementPostings(userId, refs.micro(id), stake, fee, now))
    const usdt = (v: bigint) => formatAmount(v, 'USDT')
    const buyprice = formatUnits(entry.price, entry.precision)
    return {
      oid: id,
      buyprice,
      fee: usdt(fee),
      amount: usdt(stake),
      seconds: duration.seconds,
      rate: duration.rate,
      win_payout: usdt(payout),
      expires_at: new Date(expiresAt).toISOString(),
      entry: { t: entry.t, price: buyprice },
    }
  }
}

interface OrderView {
  precision: number
  title: string
  current: number
}

function common(o: MicroOrderRow, v: OrderView) {
  const price = (units: number) => formatUnits(units, v.precision)
  const settlement =
    o.settle_t === null || o.settle_price === null ? null : { t: o.settle_t, price: price(o.settle_price) }
  return {
    oid: o.id,
    buyprice: price(o.entry_price),
    sellprice: settlement?.price ?? null,
    result: o.result,
    ploss: formatAmount(o.ploss ?? 0n, 'USDT'),
    amount: formatAmount(o.stake, 'USDT'),
    fee: formatAmount(o.fee, 'USDT'),
    expires_at: new Date(o.expires_at).toISOString(),
    entry: { t: o.entry_t, price: price(o.entry_price) },
    settlement,
  }
}

function viewOf(deps: Deps, productId: number, textOf?: TextOf): OrderView {
  const state = deps.market.get(productId)
  const title = textOf?.(productId)?.title ?? state?.row.title ?? ''
  return { precision: state?.row.precision ?? 2, title, current: state?.last ?? 0 }
}

export async function microResult(deps: Deps, userId: number, oid: number): Promise<MicroResult> {
  const order = await findOrder(deps.db, userId, oid)
  if (!order) throw orderNotFound()
  return { ...common(order, viewOf(deps, order.product_id)), status: order.status }
}

/** `textOf`: the products' texts in the reader's language (market/texts.ts). */
function microOrder(deps: Deps, o: MicroOrderRow, textOf: TextOf): MicroOrder {
  const v = viewOf(deps, o.product_id, textOf)
  const c = common(o, v)
  const running = o.status === 0
  return {
    oid: o.id,
    pid: o.product_id,
    type: o.type,
    coinname: v.title,
    addtime: o.created_at,
    num: c.amount,
    fee: c.fee,
    seconds: o.seconds,
    rate: o.rate,
    buyprice: c.buyprice,
    price: running ? formatUnits(v.current, v.precision) : (c.sellprice ?? c.buyprice),
    sellprice: c.sellprice,
    timeout: running ? Math.max(0, Math.ceil((o.expires_at - deps.clock().getTime()) / 1000)) : 0,
    status: running ? 1 : 2,
    result: c.result,
    ploss: c.ploss,
    expires_at: c.expires_at,
    entry: c.entry,
    settlement: c.settlement,
  }
}

export async function listMicroOrders(
  deps: Deps,
  userId: number,
  lang: LanguageCode,
  before?: number,
): Promise<MicroOrdersAnswer> {
  const rows = await listOrders(deps.db, userId, LIST_LIMIT, before)
  const textOf = await productTextsIn(deps.db, lang)
  return { orders: rows.map((o) => microOrder(deps, o, textOf)) }
}
