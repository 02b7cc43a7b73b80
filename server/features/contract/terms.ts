// A product's contract terms (columns of products, seeded per category by the catalogue). An operator changes
// them through /admin or the CLI; every order stores the terms in force at its placement, so a change applies
// to new orders only.

import type { ExpressionBuilder } from 'kysely'
import { offeredLeverages } from '../../../contract/rules/contract'
import { parsePercent } from '../../../contract/rules/percent'
import type { Db } from '../../db/db'
import { toMinor } from '../../db/minor'
import type { Database } from '../../db/schema'
import { preparedQuery } from '../../db/statement-cache'
import { AppError, invalid } from '../../errors'
import { house } from '../../ledger/accounts'
import { formatAmount, parseAmount } from '../../ledger/money'
import { riskAcceptedColumn } from '../risk'

export interface ContractTerms {
  /** USDT minor units per lot. */
  handPrice: bigint
  /** Percent of the notional. */
  handFee: string
  maxLeverage: number
  /** Percent. */
  maintenance: string
}

export interface ContractTermsView {
  pid: number
  hand_price: string
  hand_fee: string
  max_leverage: number
  maintenance: string
}

export async function productTerms(db: Db, pid: number): Promise<ContractTerms | undefined> {
  const row = await db
    .selectFrom('products')
    .select(['hand_price', 'hand_fee', 'max_leverage', 'maintenance'])
    .where('id', '=', pid)
    .executeTakeFirst()
  return row && termsOf(row)
}

/**
 * What the product screen's poll reads of the database, in one statement compiled once: the product's terms, the
 * house insurance fund (all its slots) and, for a signed-in caller, the caller's available USDT and whether the
 * contract disclosure is accepted (a caller not signed in reads no balance and no acceptance).
 */
export async function marketReads(db: Db, pid: number, userId: number | undefined) {
  const row = (await marketReadsQuery(db, pid, userId ?? 0, userId === undefined ? '' : String(userId))).rows[0]
  if (!row) return undefined
  const signedIn = userId !== undefined
  return {
    terms: termsOf(row),
    riskAccepted: signedIn && (row.risk_accepted === true || row.risk_accepted === 1),
    balance: signedIn ? toMinor(row.balance) : null,
    insurance: toMinor(row.insurance),
  }
}

const marketReadsQuery = preparedQuery((db, slot) => {
  const total = (eb: ExpressionBuilder<Database, 'products'>) =>
    eb.selectFrom('balances').select((e) => e.fn.sum<number | string | null>('amount').as('total'))
  return db
    .selectFrom('products')
    .select(['hand_price', 'hand_fee', 'max_leverage', 'maintenance'])
    .select(riskAcceptedColumn(slot<number>(1), 'contract').as('risk_accepted'))
    .select((eb) =>
      total(eb)
        .where('account_kind', '=', 'user')
        .where('account_id', '=', slot<string>(2))
        .where('asset', '=', 'USDT')
        .where('bucket', '=', 'available')
        .as('balance'),
    )
    .select((eb) =>
      total(eb)
        .where('account_kind', '=', 'house')
        .where('account_id', '=', house.insurance)
        .where('asset', '=', 'USDT')
        .as('insurance'),
    )
    .where('id', '=', slot<number>(0))
})

/** The terms, and whether `userId` accepted the contract disclosure, in one query (order placement). */
export async function orderTerms(db: Db, pid: number, userId: number) {
  const row = (await orderTermsQuery(db, pid, userId)).rows[0]
  return row && { terms: termsOf(row), riskAccepted: row.risk_accepted }
}

const orderTermsQuery = preparedQuery((db, slot) =>
  db
    .selectFrom('products')
    .select(['hand_price', 'hand_fee', 'max_leverage', 'maintenance'])
    .select(riskAcceptedColumn(slot<number>(1), 'contract').as('risk_accepted'))
    .where('id', '=', slot<number>(0)),
)

function termsOf(row: { hand_price: string; hand_fee: string; max_leverage: number; maintenance: string }) {
  return {
    handPrice: parseAmount(row.hand_price, 'USDT') ?? 0n,
    handFee: row.hand_fee,
    maxLeverage: Number(row.max_leverage),
    maintenance: row.maintenance,
  } satisfies ContractTerms
}

export function termsView(pid: number, t: ContractTerms): ContractTermsView {
  return {
    pid,
    hand_price: formatAmount(t.handPrice, 'USDT'),
    hand_fee: t.handFee,
    max_leverage: t.maxLeverage,
    maintenance: t.maintenance,
  }
}

const refused = (field: string) => invalid('contract_terms_invalid', { field })

/** The terms after applying `changes`, validated together (the maintenance rate depends on the leverage). */
function merged(current: ContractTerms, changes: Partial<Record<keyof ContractTermsView, string>>): ContractTerms {
  const next = { ...current }
  if (changes.max_leverage !== undefined) {
    const max = Number(changes.max_leverage)
    if (!offeredLeverages(max).includes(max as 25)) throw refused('max_leverage')
    next.maxLeverage = max
  }
  if (changes.hand_fee !== undefined) {
    const fee = parsePercent(changes.hand_fee)
    if (!fee || fee.num >= fee.den) throw refused('hand_fee')
    next.handFee = changes.hand_fee.trim()
  }
  if (changes.hand_price !== undefined) {
    const price = parseAmount(changes.hand_price, 'USDT')
    if (price === null || price <= 0n) throw refused('hand_price')
    next.handPrice = price
  }
  if (changes.maintenance !== undefined) next.maintenance = changes.maintenance.trim()
  // The liquidation price must lie before the bankruptcy price at every offered leverage: r < 1 / L.
  const r = parsePercent(next.maintenance)
  if (!r || r.num === 0n || r.num * BigInt(next.maxLeverage) >= r.den) throw refused('maintenance')
  return next
}

/** Changes a product's terms (operators); answers the terms in force for new orders. */
export async function updateTerms(
  db: Db,
  pid: number,
  changes: Partial<Record<keyof ContractTermsView, string>>,
): Promise<ContractTermsView> {
  const current = await productTerms(db, pid)
  if (!current) throw new AppError('not_found', 'product_not_found')
  const next = merged(current, changes)
  await db
    .updateTable('products')
    .set({
      hand_price: formatAmount(next.handPrice, 'USDT', 0),
      hand_fee: next.handFee,
      max_leverage: next.maxLeverage,
      maintenance: next.maintenance,
    })
    .where('id', '=', pid)
    .execute()
  return termsView(pid, next)
}
