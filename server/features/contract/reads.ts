// The caller's contract reads: the product screen (product_lvs), history pages, close notices and the asset
// screen's contract figures.
import type {
  ContractAccount,
  ContractHistoryPage,
  ContractMarket,
  ContractNotice,
  ContractOrder,
} from '../../../contract/contract-trading'
import { offeredLeverages } from '../../../contract/rules/contract'
import type { Deps } from '../../deps'
import { house, reasons } from '../../ledger/accounts'
import { accountBalance, balanceOf } from '../../ledger/ledger'
import { formatAmount } from '../../ledger/money'
import { bookView } from '../../market/book-view'
import { formatUnits } from '../../market/price'
import { logoOf } from '../market/views'
import { riskAccepted } from '../risk/service'
import { lossShare } from './loss-share'
import { activeOf, type HistoryFilter, historyPage, markSeen, PAGE_SIZE, unseenNotices, userSum } from './repo'
import { productNotFound } from './service'
import { productTerms, termsView } from './terms'
import { orderView, resultOf } from './view'

const usdt = (v: bigint) => formatAmount(v, 'USDT')
const NOTICE_LIMIT = 50

export async function contractMarket(deps: Deps, pid: number, userId: number | undefined): Promise<ContractMarket> {
  const state = deps.market.get(pid)
  const terms = state ? await productTerms(deps.db, pid) : undefined
  if (!state || !terms) throw productNotFound()
  const signedIn = userId !== undefined
  const [orders, balance, accepted, share, insurance] = await Promise.all([
    signedIn ? activeOf(deps.db, userId, pid) : [],
    signedIn ? balanceOf(deps.db, userId, 'USDT') : null,
    signedIn ? riskAccepted(deps.db, userId, 'contract') : false,
    lossShare(deps),
    accountBalance(deps.db, 'house', house.insurance, 'USDT'),
  ])
  const view = termsView(pid, terms)
  const book = bookView(state)
  return {
    info: {
      pid,
      title: state.row.title,
      logo: logoOf(state),
      price: formatUnits(state.last, state.row.precision),
      t: state.lastT,
      precision: state.row.precision,
      hand_price: view.hand_price,
      hand_fee: view.hand_fee,
      leverages: offeredLeverages(terms.maxLeverage),
      max_leverage: terms.maxLeverage,
      maintenance: terms.maintenance,
    },
    lups: book.ups,
    ldowns: book.downs,
    orders: orders.map((o) => orderView(state, o)),
    balance: balance === null ? null : usdt(balance),
    risk: { accepted, ...share },
    insurance: usdt(insurance),
  }
}

export async function contractHistory(
  deps: Deps,
  userId: number,
  filter: HistoryFilter,
  page: number,
): Promise<ContractHistoryPage> {
  const { rows, total } = await historyPage(deps.db, userId, filter, page)
  return {
    data: rows.map((o) => orderView(deps.market.get(o.product_id), o)),
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    page,
  }
}

export async function contractNotices(deps: Deps, userId: number): Promise<ContractNotice[]> {
  const rows = await unseenNotices(deps.db, userId, NOTICE_LIMIT)
  return rows.map((o) => ({ id: o.id, order: orderView(deps.market.get(o.product_id), o) }))
}

export async function seeNotices(deps: Deps, userId: number, ids: readonly number[]): Promise<{ seen: number }> {
  return { seen: await markSeen(deps.db, userId, ids) }
}

/** The asset screen's contract part: open positions and pending orders, and the contract figures. */
export async function contractAccount(
  deps: Deps,
  userId: number,
): Promise<{ orders: ContractOrder[]; contract: ContractAccount; marginUsed: bigint }> {
  const [rows, realized, fees] = await Promise.all([
    activeOf(deps.db, userId),
    userSum(deps.db, userId, reasons.contractSettle),
    userSum(deps.db, userId, reasons.contractFee),
  ])
  let marginUsed = 0n
  let unrealized = 0n
  for (const o of rows) {
    marginUsed += BigInt(o.margin) + (o.status === 0 ? BigInt(o.fee) : 0n)
    unrealized += resultOf(o, deps.market.get(o.product_id)?.last ?? 0)
  }
  return {
    orders: rows.map((o) => orderView(deps.market.get(o.product_id), o)),
    contract: {
      margin_used: usdt(marginUsed),
      unrealized: usdt(unrealized),
      realized: usdt(realized),
      fees: usdt(-fees),
    },
    marginUsed,
  }
}
