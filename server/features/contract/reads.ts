// The caller's contract reads: the product screen (product_lvs), history pages, close notices and the asset
// screen's contract figures.

import type { LanguageCode } from '../../../contract/api'
import type {
  ContractAccount,
  ContractHistoryPage,
  ContractMarket,
  ContractNotice,
  ContractNoticesSeen,
  ContractOrder,
} from '../../../contract/contract-trading'
import { offeredLeverages } from '../../../contract/rules/contract'
import { type PageCursor, pageFields } from '../../db/keyset'
import type { Deps } from '../../deps'
import { reasons } from '../../ledger/accounts'
import { formatAmount } from '../../ledger/money'
import type { UserTotals } from '../../ledger/reason-totals'
import { bookView } from '../../market/book-view'
import { formatUnits } from '../../market/price'
import { productStatus, sourceOf } from '../../market/status'
import { productTextsIn } from '../../market/texts'
import { logoOf } from '../market'
import { lossShare } from './loss-share'
import { activeOf, type HistoryFilter, historyPage, markSeen, stopsEditsOf, unseenNotices } from './repo'
import { productNotFound } from './service'
import { marketReads, termsView } from './terms'
import { historyEntry, orderView, resultOf, verifyFields } from './view'

const usdt = (v: bigint) => formatAmount(v, 'USDT')
const NOTICE_LIMIT = 50

export async function contractMarket(
  deps: Deps,
  pid: number,
  reader: { userId: number | undefined; lang: LanguageCode },
): Promise<ContractMarket> {
  const { userId } = reader
  const state = deps.market.get(pid)
  const read = state ? await marketReads(deps.db, pid, userId) : undefined
  if (!state || !read) throw productNotFound()
  const { terms, balance, riskAccepted: accepted, insurance } = read
  const [orders, share] = await Promise.all([
    userId !== undefined ? activeOf(deps.db, userId, pid) : [],
    lossShare(deps),
  ])
  const view = termsView(pid, terms)
  const book = bookView(state)
  const textOf = await productTextsIn(deps.db, reader.lang)
  return {
    info: {
      pid,
      title: textOf(pid)?.title ?? state.row.title,
      logo: logoOf(state),
      price: formatUnits(state.last, state.row.precision),
      t: state.lastT,
      status: productStatus(deps.market, pid, deps.config.maxPriceAgeSeconds * 1000).status,
      ...sourceOf(deps.market, pid, deps.config.feed.sources),
      precision: state.row.precision,
      hand_price: view.hand_price,
      hand_fee: view.hand_fee,
      leverages: offeredLeverages(terms.maxLeverage),
      max_leverage: terms.maxLeverage,
      maintenance: terms.maintenance,
    },
    lups: book.ups,
    ldowns: book.downs,
    orders: orders.map((o) => orderView(state, o, textOf)),
    balance: balance === null ? null : usdt(balance),
    risk: { accepted, ...share },
    insurance: usdt(insurance),
  }
}

export async function contractHistory(
  deps: Deps,
  reader: { userId: number; lang: LanguageCode },
  filter: HistoryFilter,
  cursor: PageCursor,
): Promise<ContractHistoryPage> {
  const found = await historyPage(deps.db, reader.userId, filter, cursor)
  const textOf = await productTextsIn(deps.db, reader.lang)
  const closed = found.rows.filter((o) => o.status === 2).map((o) => o.parent_id ?? o.id)
  const edits = await stopsEditsOf(deps.db, closed)
  return {
    data: found.rows.map((o) => {
      const state = deps.market.get(o.product_id)
      const extra = verifyFields(state, o, edits.get(o.parent_id ?? o.id) ?? [])
      return historyEntry(orderView(state, o, textOf), extra)
    }),
    ...pageFields(cursor, found),
  }
}

export async function contractNotices(deps: Deps, userId: number, lang: LanguageCode): Promise<ContractNotice[]> {
  const rows = await unseenNotices(deps.db, userId, NOTICE_LIMIT)
  const textOf = await productTextsIn(deps.db, lang)
  return rows.map((o) => ({ id: o.id, order: orderView(deps.market.get(o.product_id), o, textOf) }))
}

export async function seeNotices(deps: Deps, userId: number, ids: readonly number[]): Promise<ContractNoticesSeen> {
  return { seen: await markSeen(deps.db, userId, ids) }
}

/** USDT minor units: margin of open positions, margin and fee of pending orders, unrealized PnL at the marks. */
export interface ContractHeld {
  positions: bigint
  pending: bigint
  unrealized: bigint
}

/**
 * The asset screen's contract part: open positions and pending orders, and the contract figures (realized result
 * and fees from the user's running totals, read by the caller with the others it needs).
 */
export async function contractAccount(
  deps: Deps,
  userId: number,
  lang: LanguageCode,
  totals: UserTotals,
): Promise<{ orders: ContractOrder[]; contract: ContractAccount; held: ContractHeld }> {
  const [rows, textOf] = await Promise.all([activeOf(deps.db, userId), productTextsIn(deps.db, lang)])
  const realized = totals([reasons.contractSettle])
  const fees = totals([reasons.contractFee])
  const held: ContractHeld = { positions: 0n, pending: 0n, unrealized: 0n }
  for (const o of rows) {
    if (o.status === 0) held.pending += o.margin + o.fee
    else held.positions += o.margin
    held.unrealized += resultOf(o, deps.market.get(o.product_id)?.last ?? 0)
  }
  const marginUsed = held.positions + held.pending
  return {
    orders: rows.map((o) => orderView(deps.market.get(o.product_id), o, textOf)),
    contract: {
      margin_used: usdt(marginUsed),
      unrealized: usdt(held.unrealized),
      realized: usdt(realized),
      fees: usdt(-fees),
    },
    held,
  }
}
