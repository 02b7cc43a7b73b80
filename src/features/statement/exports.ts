// CSV exports, built in the browser from the API's pages (README: Statements and exports). Each source reads its
// list newest first, page after page (`before` = the oldest id so far), keeps the rows inside the date range and
// stops at the first row older than it. Headers and words are in the reader's language; times are ISO 8601 UTC;
// amounts are the API's exact decimal strings.
import type { ContractHistoryEntry } from '@contract/contract-trading'
import type { StatementRow } from '@contract/statement'
import type { CoinOrder, MicroOrder } from '@contract/trading'
import type { RechargeRecord, WithdrawRecord } from '@contract/wallet'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  fetchCoinOrdersBefore,
  fetchContractOrdersBefore,
  fetchDepositsBefore,
  fetchMicroOrdersBefore,
  fetchStatement,
  fetchWithdrawalsBefore,
} from './api'
import { buildCsv, type CsvCell, csvFileName, isoUtc } from './csv'
import {
  closeReasonLabels,
  contractPriceTypeLabels,
  contractSideLabels,
  contractStatusLabels,
  kindLabels,
  microDirectionLabels,
  microOutcomeLabels,
  partLabels,
  reasonLabels,
  referenceText,
  reviewStatusLabels,
  spotPriceTypeLabels,
  spotSideLabels,
  spotStatusLabels,
  statementHeader,
} from './labels'
import { emptyFilter, type StatementFilter, statementCells } from './model'

export type ExportSource = 'statement' | 'micro' | 'spot' | 'contract' | 'deposits' | 'withdrawals'

/** The most rows one export holds; beyond it the file says so through `complete: false`. */
export const EXPORT_MAX_ROWS = 50_000
/** Statement rows per request (the API's maximum). */
const STATEMENT_PAGE = 200
const DAY_MS = 86_400_000

interface Page<T> {
  rows: T[]
  next: number | null
}

interface Source<T> {
  file: string
  header: MessageDescriptor[]
  page: (filter: StatementFilter, before?: number) => Promise<Page<T>>
  time: (row: T) => string
  cells: (row: T, i18n: I18n) => CsvCell[]
}

/** A list answered without a cursor of its own: the next page starts below its oldest id; an empty page ends it. */
const byId =
  <T>(load: (before?: number) => Promise<T[]>, id: (row: T) => number) =>
  async (_filter: StatementFilter, before?: number): Promise<Page<T>> => {
    const rows = await load(before)
    const last = rows.at(-1)
    return { rows, next: last === undefined ? null : id(last) }
  }

const text = (value: string): CsvCell => ({ text: value })
const decimal = (value: string): CsvCell => (value === '' ? { text: '' } : { decimal: value })
const utc = (value: string | number | null | undefined): CsvCell => text(value ? isoUtc(value) : '')

/** A source of any row type, opened by a function that works for every row type (no casts). */
type AnySource = <R>(use: <T>(source: Source<T>) => R) => R
const pack =
  <T>(source: Source<T>): AnySource =>
  (use) =>
    use(source)

const sources: Record<ExportSource, AnySource> = {
  statement: pack<StatementRow>({
    file: 'statement',
    header: statementHeader,
    page: async (filter, before) => {
      const answer = await fetchStatement(filter, before, STATEMENT_PAGE)
      return { rows: answer.rows, next: answer.more ? answer.next : null }
    },
    time: (row) => row.t,
    cells: (row, i18n) =>
      statementCells(row, {
        kind: (kind) => i18n._(kindLabels[kind]),
        reason: (reason) => (Object.hasOwn(reasonLabels, reason) ? i18n._(reasonLabels[reason as never]) : reason),
        part: (part) => i18n._(partLabels[part]),
        ref: (ref) => referenceText(ref, (descriptor) => i18n._(descriptor)),
      }),
  }),
  micro: pack<MicroOrder>({
    file: 'timed-orders',
    header: [
      msg`Time (UTC)`,
      msg({ message: 'Product', context: 'export column' }),
      msg({ message: 'Direction', context: 'export column' }),
      msg({ message: 'Duration (s)', context: 'export column' }),
      msg({ message: 'Stake (USDT)', context: 'export column' }),
      msg({ message: 'Fee (USDT)', context: 'export column' }),
      msg({ message: 'Entry price', context: 'export column' }),
      msg({ message: 'Settlement price', context: 'export column' }),
      msg({ message: 'Settled at (UTC)', context: 'export column' }),
      msg({ message: 'Result', context: 'export column' }),
      msg({ message: 'Profit/loss (USDT)', context: 'export column' }),
      msg({ message: 'Reference', context: 'statement column: the order or record the entry belongs to' }),
    ],
    page: byId(fetchMicroOrdersBefore, (o) => o.oid),
    time: (o) => o.addtime,
    cells: (o, i18n) => [
      utc(o.addtime),
      text(o.coinname),
      text(i18n._(microDirectionLabels[o.type])),
      decimal(String(o.seconds)),
      decimal(o.num),
      decimal(o.fee),
      decimal(o.buyprice),
      decimal(o.sellprice ?? ''),
      utc(o.settlement?.t),
      text(o.result === null ? '' : i18n._(microOutcomeLabels[o.result])),
      decimal(o.status === 2 ? o.ploss : ''),
      text(`micro_order:${o.oid}`),
    ],
  }),
  spot: pack<CoinOrder>({
    file: 'spot-orders',
    header: [
      msg`Time (UTC)`,
      msg({ message: 'Pair', context: 'export column' }),
      msg({ message: 'Side', context: 'export column' }),
      msg({ message: 'Order type', context: 'export column' }),
      msg({ message: 'Status', context: 'export column' }),
      msg({ message: 'Quantity', context: 'export column' }),
      msg({ message: 'Price', context: 'export column' }),
      msg({ message: 'Fee (coin)', context: 'export column' }),
      msg({ message: 'Total (USDT)', context: 'export column' }),
      msg({ message: 'Coin amount', context: 'export column' }),
      msg({ message: 'Filled or cancelled at (UTC)', context: 'export column' }),
      msg({ message: 'Reference', context: 'statement column: the order or record the entry belongs to' }),
    ],
    page: byId(fetchCoinOrdersBefore, (o) => o.oid),
    time: (o) => o.addtime,
    cells: (o, i18n) => [
      utc(o.addtime),
      text(o.title),
      text(i18n._(spotSideLabels[o.buy_or_sell])),
      text(i18n._(spotPriceTypeLabels[o.price_type])),
      text(i18n._(spotStatusLabels[o.status])),
      decimal(o.amount),
      decimal(o.price),
      decimal(o.fee),
      decimal(o.total),
      decimal(o.coin_amount),
      utc(o.decided_at),
      text(`coin_order:${o.oid}`),
    ],
  }),
  contract: pack<ContractHistoryEntry>({
    file: 'contract-orders',
    header: [
      msg`Time (UTC)`,
      msg({ message: 'Opened at (UTC)', context: 'export column' }),
      msg({ message: 'Closed at (UTC)', context: 'export column' }),
      msg({ message: 'Product', context: 'export column' }),
      msg({ message: 'Side', context: 'export column' }),
      msg({ message: 'Leverage', context: 'export column' }),
      msg({ message: 'Order type', context: 'export column' }),
      msg({ message: 'Status', context: 'export column' }),
      msg({ message: 'Close reason', context: 'export column' }),
      msg({ message: 'Lots', context: 'export column' }),
      msg({ message: 'Margin (USDT)', context: 'export column' }),
      msg({ message: 'Fee (USDT)', context: 'export column' }),
      msg({ message: 'Entry price', context: 'export column' }),
      msg({ message: 'Exit price', context: 'export column' }),
      msg({ message: 'Profit/loss (USDT)', context: 'export column' }),
      msg({ message: 'Reference', context: 'statement column: the order or record the entry belongs to' }),
    ],
    page: byId(fetchContractOrdersBefore, (o) => o.oid),
    time: (o) => o.addtime,
    cells: (o, i18n) => [
      utc(o.addtime),
      utc(o.opentime),
      utc(o.closetime),
      text(o.pname),
      text(i18n._(contractSideLabels[o.type])),
      decimal(String(o.level)),
      text(i18n._(contractPriceTypeLabels[o.price_type])),
      text(i18n._(contractStatusLabels[o.status])),
      text(o.close_reason ? i18n._(closeReasonLabels[o.close_reason]) : ''),
      decimal(o.hand),
      decimal(o.num),
      decimal(o.fee),
      decimal(o.buyprice),
      decimal(o.sellprice),
      decimal(o.status === 2 ? o.profit : ''),
      text(`contract_order:${o.oid}`),
    ],
  }),
  deposits: pack<RechargeRecord>({
    file: 'deposits',
    header: [
      msg`Time (UTC)`,
      msg({ message: 'Asset', context: 'statement column: USDT, BTC or ETH' }),
      msg({ message: 'Amount', context: 'export column' }),
      msg({ message: 'Status', context: 'export column' }),
      msg({ message: 'Rejection reason', context: 'export column' }),
      msg({ message: 'Reference', context: 'statement column: the order or record the entry belongs to' }),
    ],
    page: byId(fetchDepositsBefore, (r) => r.id),
    time: (r) => r.t,
    cells: (r, i18n) => [
      utc(r.t),
      text(r.coin),
      decimal(r.amount),
      text(i18n._(reviewStatusLabels[r.status])),
      text(r.reason),
      text(`deposit:${r.id}`),
    ],
  }),
  withdrawals: pack<WithdrawRecord>({
    file: 'withdrawals',
    header: [
      msg`Time (UTC)`,
      msg({ message: 'Order number', context: 'export column' }),
      msg({ message: 'Amount (USDT)', context: 'export column' }),
      msg({ message: 'Fee (USDT)', context: 'export column' }),
      msg({ message: 'Status', context: 'export column' }),
      msg({ message: 'Rejection reason', context: 'export column' }),
      msg({ message: 'Reference', context: 'statement column: the order or record the entry belongs to' }),
    ],
    page: byId(fetchWithdrawalsBefore, (r) => r.id),
    time: (r) => r.add_time,
    cells: (r, i18n) => [
      utc(r.add_time),
      text(r.order_id),
      decimal(r.amount),
      decimal(r.fee),
      text(i18n._(reviewStatusLabels[r.status])),
      text(r.reason),
      text(`withdrawal:${r.id}`),
    ],
  }),
}

export interface ExportFile {
  name: string
  text: string
  rows: number
  /** False when EXPORT_MAX_ROWS cut it short. */
  complete: boolean
}

/** The rows of a source inside the filter's days, newest first, page after page. */
async function collect<T>(source: Source<T>, filter: StatementFilter) {
  const from = filter.from === '' ? null : Date.parse(`${filter.from}T00:00:00Z`)
  const until = filter.to === '' ? null : Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS
  const rows: T[] = []
  let before: number | undefined
  for (;;) {
    const page = await source.page(filter, before)
    for (const row of page.rows) {
      const time = Date.parse(source.time(row))
      if (from !== null && time < from) return { rows, complete: true }
      if (until !== null && time >= until) continue
      if (rows.length === EXPORT_MAX_ROWS) return { rows, complete: false }
      rows.push(row)
    }
    if (page.next === null || page.rows.length === 0) return { rows, complete: true }
    before = page.next
  }
}

/** Reads a source under a filter (the statement's own filter; the histories use its days) and builds the file. */
export function exportCsv(what: ExportSource, i18n: I18n, filter = emptyFilter, today = new Date()) {
  return sources[what](async (source): Promise<ExportFile> => {
    const { rows, complete } = await collect(source, filter)
    const header = source.header.map((descriptor) => i18n._(descriptor))
    const text = buildCsv(
      header,
      rows.map((row) => source.cells(row, i18n)),
    )
    const name = csvFileName(source.file, filter, rows.map(source.time), today.toISOString().slice(0, 10))
    return { name, text, rows: rows.length, complete }
  })
}

/** The histories whose settled orders `npm run verify` checks (scripts/lib/verify-orders.ts). */
export type VerifiableSource = Extract<ExportSource, 'micro' | 'spot' | 'contract'>

/**
 * A history as the API answers it, for an auditor: `{ server, orders }`, the file `npm run verify -- <file>` reads
 * (the rule's inputs are in the API's rows, not in the CSV's words). Every row of the source (at most
 * EXPORT_MAX_ROWS), newest first.
 */
export function exportOrdersJson(what: VerifiableSource, server: string, today = new Date()) {
  return sources[what](async (source): Promise<ExportFile> => {
    const { rows, complete } = await collect(source, emptyFilter)
    const text = `${JSON.stringify({ server, orders: rows }, null, 1)}\n`
    const name = csvFileName(source.file, emptyFilter, rows.map(source.time), today.toISOString().slice(0, 10))
    return { name: name.replace(/\.csv$/, '.json'), text, rows: rows.length, complete }
  })
}
