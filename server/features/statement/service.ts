// The statement: every change of a user's balances as the ledger recorded it, one row per posting, with exact
// amounts. Filters and pages are checked here, each with its own message.
import type { z } from 'zod'
import type { Asset } from '../../../contract/api'
import { statementQuerySchema } from '../../../contract/schemas/statement'
import {
  type StatementKind,
  type StatementPage,
  type StatementRow,
  statementReasons,
} from '../../../contract/statement'
import { keysetPage } from '../../db/keyset'
import type { Deps } from '../../deps'
import { invalid } from '../../errors'
import type { MessageKey } from '../../i18n/keys'
import { formatAmount } from '../../ledger/money'
import { type StatementFilter, type StatementPosting, userPostings } from './repo'

const DEFAULT_LIMIT = 50
const DAY_MS = 86_400_000

/** The raw query parameters, as strings (missing or empty: no filter). */
export type StatementParams = Partial<Record<keyof typeof statementQuerySchema, string>>

const messageOf: Record<keyof typeof statementQuerySchema, MessageKey> = {
  asset: 'statement_asset_invalid',
  kind: 'statement_kind_invalid',
  from: 'statement_date_invalid',
  to: 'statement_date_invalid',
  before: 'statement_page_invalid',
  limit: 'statement_page_invalid',
}

function field<K extends keyof typeof statementQuerySchema>(
  params: StatementParams,
  key: K,
): z.output<(typeof statementQuerySchema)[K]> | undefined {
  const text = params[key]?.trim()
  if (text === undefined || text === '') return undefined
  const parsed = statementQuerySchema[key].safeParse(text)
  if (!parsed.success) throw invalid(messageOf[key], { max: '200' })
  return parsed.data as z.output<(typeof statementQuerySchema)[K]>
}

/** The ledger reasons of a kind. */
export function reasonsOf(kind: StatementKind): string[] {
  return Object.entries(statementReasons)
    .filter(([, k]) => k === kind)
    .map(([reason]) => reason)
}

/** The query parameters as a filter and a page size; a wrong one is refused with its own message. */
export function readStatementQuery(params: StatementParams): { filter: StatementFilter; limit: number } {
  const asset: Asset | undefined = field(params, 'asset')
  const kind = field(params, 'kind')
  const from = field(params, 'from')
  const to = field(params, 'to')
  if (from !== undefined && to !== undefined && from > to) throw invalid('statement_range_invalid')
  const filter: StatementFilter = {
    asset,
    reasons: kind === undefined ? undefined : reasonsOf(kind),
    from: from === undefined ? undefined : `${from}T00:00:00.000Z`,
    until: to === undefined ? undefined : new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString(),
    before: field(params, 'before'),
  }
  return { filter, limit: field(params, 'limit') ?? DEFAULT_LIMIT }
}

const kindOf = (reason: string): StatementRow['kind'] =>
  Object.hasOwn(statementReasons, reason) ? statementReasons[reason as keyof typeof statementReasons] : 'other'

function toRow(p: StatementPosting): StatementRow {
  return {
    id: p.id,
    t: new Date(p.created_at).toISOString(),
    asset: p.asset,
    amount: formatAmount(p.amount, p.asset, 0),
    part: p.bucket,
    reason: p.reason,
    kind: kindOf(p.reason),
    ref: p.ref,
  }
}

/** One page of the caller's statement, newest first. */
export async function statementPage(deps: Deps, userId: number, params: StatementParams): Promise<StatementPage> {
  const { filter, limit } = readStatementQuery(params)
  const page = keysetPage(await userPostings(deps.db, userId, filter, limit + 1), limit)
  return { rows: page.rows.map(toRow), more: page.more, next: page.next }
}
