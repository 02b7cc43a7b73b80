// Double-entry ledger. Every balance change is a set of postings that sums to zero per asset. Postings are
// append-only and are the record; each account part's balance is also stored (table balances), updated here in
// the same statement batch as the postings that change it and nowhere else, so reads and overdraft checks are
// one row each (ledger:check proves stored balances equal the sums of postings). A user account has two
// buckets per asset, 'available' and 'frozen' (held for a pending withdrawal or order); neither may go below
// zero. House accounts (see accounts.ts) use 'available' only and may be negative (e.g. 'external'); their
// balances are kept in slots, written at the end of a PostgreSQL transaction (house-slots.ts).
import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { Asset } from '../../contract/api'
import { dialectOf } from '../db/dialect'
import { toMinor } from '../db/minor'
import type { AccountKind, Bucket, Database } from '../db/schema'
import { preparedByCount, preparedQuery } from '../db/statement-cache'
import { AppError } from '../errors'
import { MAX_MINOR, toDbInteger } from './money'
import { type PostingInsert, postInOneStatement } from './post-pg'
import { applyTotals, totalChanges } from './reason-totals'
import { scopeOf } from './scope'

export interface Entry {
  kind: AccountKind
  /** A user id, or a house account name such as 'demo_grants'. */
  account: number | string
  asset: Asset
  /** Minor units (USDT 1e-6, BTC/ETH 1e-8); positive credits, negative debits. */
  amount: bigint
  /** Default 'available'. Only user accounts may use 'frozen'. */
  bucket?: Bucket
  /**
   * This entry's own reference, instead of the posting's: one posting may then credit many records at once
   * (the daily staking credits: one house debit, one user entry per order and day).
   */
  ref?: string
}

export interface Posting {
  /** Why the money moved, e.g. 'demo_grant', 'micro_stake'. */
  reason: string
  /** The business record it belongs to, e.g. 'user:12', 'micro_order:57'. */
  ref: string
  at: Date
  entries: Entry[]
}

/** Thrown for a programming error (unbalanced or empty posting); it surfaces as `internal`. */
export class LedgerError extends Error {}

function assertBalanced(entries: Entry[]): void {
  if (entries.length < 2) throw new LedgerError('A posting needs at least two entries')
  const sums = new Map<Asset, bigint>()
  for (const e of entries) {
    if (e.kind === 'house' && e.bucket === 'frozen') throw new LedgerError('House accounts have no frozen part')
    sums.set(e.asset, (sums.get(e.asset) ?? 0n) + e.amount)
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new LedgerError(`Unbalanced posting: ${asset} sums to ${sum}`)
  }
}

/** One account part and the net change a set of postings makes to it. */
interface Change {
  kind: AccountKind
  account: string
  asset: Asset
  bucket: Bucket
  delta: bigint
}

/** Refused, with nothing written, when an amount or a resulting balance would pass MAX_MINOR either way. */
const beyondLimit = () => new AppError('above_maximum', 'balance_limit')

/** Each posting row binds 9 values; SQLite allows 32766 per statement. */
const POSTING_CHUNK = 3000
/** Each balance row binds 5 values. */
const BALANCE_CHUNK = 5000

/**
 * Records one balanced set of entries inside the caller's transaction and refuses any that would leave a
 * user's available or frozen balance negative (the caller's transaction then rolls back). Returns the tx id.
 * Call it inside writeTx (tx.ts): the check and the insert then happen under one write lock.
 */
export async function post(trx: Kysely<Database>, posting: Posting): Promise<string> {
  const [txId] = await postMany(trx, [posting])
  return txId ?? ''
}

/**
 * Many postings at once (engines settle thousands per tick): one multi-row insert, and one balance update per
 * touched account part with the net change. The rules are post()'s: every posting balances per asset, house
 * accounts have no frozen part, no user part may end negative, and no part may pass MAX_MINOR (a credit, or a
 * house account's debit). Returns the tx ids in order.
 */
export async function postMany(trx: Kysely<Database>, postings: readonly Posting[]): Promise<string[]> {
  const rows: PostingInsert[] = []
  const txIds: string[] = []
  const changes = new Map<string, Change>()
  for (const posting of postings) {
    assertBalanced(posting.entries)
    const txId = randomUUID()
    txIds.push(txId)
    const createdAt = posting.at.toISOString()
    for (const e of posting.entries) {
      if (e.amount > MAX_MINOR || e.amount < -MAX_MINOR) throw beyondLimit()
      const bucket = e.bucket ?? 'available'
      const account = String(e.account)
      rows.push({
        tx_id: txId,
        account_kind: e.kind,
        account_id: account,
        asset: e.asset,
        amount: toDbInteger(e.amount),
        reason: posting.reason,
        ref: e.ref ?? posting.ref,
        created_at: createdAt,
        bucket,
      })
      const key = `${e.kind}|${account}|${e.asset}|${bucket}`
      const change = changes.get(key) ?? { kind: e.kind, account, asset: e.asset, bucket, delta: 0n }
      change.delta += e.amount
      changes.set(key, change)
    }
  }
  const now = changesNow(trx, [...changes.values()])
  const totals = totalChanges(rows)
  if (dialectOf(trx) === 'postgres') {
    const held = scopeOf(trx)?.held
    if (held) held.postings.push({ rows, changes: now, totals })
    else await postInOneStatement(trx, rows, now, totals)
    return txIds
  }
  for (let i = 0; i < rows.length; i += POSTING_CHUNK) {
    const chunk = rows.slice(i, i + POSTING_CHUNK)
    await insertPostings(trx, chunk.length, chunk.flatMap(postingValues))
  }
  await applyChanges(trx, now)
  await applyTotals(trx, totals)
  return txIds
}

const POSTING_COLUMNS = [
  'tx_id',
  'account_kind',
  'account_id',
  'asset',
  'amount',
  'reason',
  'ref',
  'created_at',
  'bucket',
] as const
const postingValues = (row: PostingInsert) => POSTING_COLUMNS.map((column) => row[column])

/** SQLite: `count` posting rows, their values in POSTING_COLUMNS order, row after row. */
const insertPostings = preparedByCount((db, count, slot) =>
  db.insertInto('postings').values(
    Array.from({ length: count }, (_, r): PostingInsert => {
      const at = <T>(column: (typeof POSTING_COLUMNS)[number]) =>
        slot<T>(r * POSTING_COLUMNS.length + POSTING_COLUMNS.indexOf(column))
      return {
        tx_id: at('tx_id'),
        account_kind: at('account_kind'),
        account_id: at('account_id'),
        asset: at('asset'),
        amount: at('amount'),
        reason: at('reason'),
        ref: at('ref'),
        created_at: at('created_at'),
        bucket: at('bucket'),
      }
    }),
  ),
)

/**
 * The changes to write now: each is within MAX_MINOR, a user's belongs to a user the transaction locked, and
 * a house change waits for the end of the transaction when it has one (house-slots.ts).
 */
function changesNow(trx: Kysely<Database>, changes: readonly Change[]): Change[] {
  const scope = scopeOf(trx)
  const now: Change[] = []
  for (const c of changes) {
    if (c.delta === 0n) continue
    if (c.delta > MAX_MINOR || c.delta < -MAX_MINOR) throw beyondLimit()
    if (c.kind === 'user' && scope?.users && !scope.users.has(Number(c.account))) {
      throw new LedgerError(`A posting for user ${c.account}, whose account this transaction did not lock`)
    }
    if (c.kind === 'house' && scope?.house) {
      const key = `${c.account}|${c.asset}`
      const held = scope.house.get(key) ?? { account: c.account, asset: c.asset, delta: 0n }
      held.delta += c.delta
      scope.house.set(key, held)
      continue
    }
    now.push(c)
  }
  return now
}

/**
 * A user part that loses money is updated only if it covers the loss (no row: a zero balance, so it does
 * not); every other change is added to its row, created at need, unless the sum would pass MAX_MINOR (the
 * upsert then skips that row, and the missing row count refuses the whole transaction).
 */
async function applyChanges(trx: Kysely<Database>, changes: readonly Change[]): Promise<void> {
  const credits = []
  for (const c of changes) {
    if (c.kind === 'user' && c.delta < 0n) {
      const debit = toDbInteger(-c.delta)
      const result = await debitUser(trx, debit, c.account, c.asset, c.bucket)
      if (result.numAffectedRows !== 1n) throw new AppError('insufficient_balance')
      continue
    }
    credits.push({
      account_kind: c.kind,
      account_id: c.account,
      asset: c.asset,
      bucket: c.bucket,
      amount: toDbInteger(c.delta),
    })
  }
  for (let i = 0; i < credits.length; i += BALANCE_CHUNK) {
    const chunk = credits.slice(i, i + BALANCE_CHUNK)
    const values = chunk.flatMap((c) => [c.account_kind, c.account_id, c.asset, c.bucket, c.amount])
    const result = await addToBalances(trx, chunk.length, values)
    if (result.numAffectedRows !== BigInt(chunk.length)) throw beyondLimit()
  }
}

/** SQLite: a user part's debit, only where it is covered. Values: debit, account, asset, bucket. */
const debitUserQuery = preparedQuery((db, slot) =>
  db
    .updateTable('balances')
    .set((eb) => ({ amount: eb('amount', '-', slot<number>(0)) }))
    .where('account_kind', '=', 'user')
    .where('account_id', '=', slot<string>(1))
    .where('asset', '=', slot<Asset>(2))
    .where('bucket', '=', slot<Bucket>(3))
    .where('amount', '>=', slot<number>(0)),
)
const debitUser = (trx: Kysely<Database>, debit: number, account: string, asset: Asset, bucket: Bucket) =>
  debitUserQuery(trx, debit, account, asset, bucket)

/** SQLite: `count` credits added to their rows (created at need) within MAX_MINOR; 5 values a row. */
const addToBalances = preparedByCount((db, count, slot) =>
  db
    .insertInto('balances')
    .values(
      Array.from({ length: count }, (_, r) => ({
        account_kind: slot<AccountKind>(r * 5),
        account_id: slot<string>(r * 5 + 1),
        asset: slot<Asset>(r * 5 + 2),
        bucket: slot<Bucket>(r * 5 + 3),
        amount: slot<number>(r * 5 + 4),
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['account_kind', 'account_id', 'asset', 'bucket', 'slot'])
        .doUpdateSet((eb) => ({ amount: eb('balances.amount', '+', eb.ref('excluded.amount')) }))
        .where(sql<boolean>`abs(balances.amount + excluded.amount) <= ${sql.raw(String(MAX_MINOR))}`),
    ),
)

/** The balance of one account part; without a bucket, both parts together. */
export async function accountBalance(
  db: Kysely<Database>,
  kind: AccountKind,
  account: string,
  asset: Asset,
  bucket?: Bucket,
): Promise<bigint> {
  const { rows } = bucket
    ? await bucketTotal(db, kind, account, asset, bucket)
    : await accountTotal(db, kind, account, asset)
  return toMinor(rows[0]?.total)
}

/** An account's balance rows summed, compiled once (every poll of a balance asks it). */
const accountTotal = preparedQuery((db, slot) =>
  db
    .selectFrom('balances')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('account_kind', '=', slot<AccountKind>(0))
    .where('account_id', '=', slot<string>(1))
    .where('asset', '=', slot<Asset>(2)),
)
const bucketTotal = preparedQuery((db, slot) =>
  db
    .selectFrom('balances')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('account_kind', '=', slot<AccountKind>(0))
    .where('account_id', '=', slot<string>(1))
    .where('asset', '=', slot<Asset>(2))
    .where('bucket', '=', slot<Bucket>(3)),
)

/** A user's available (spendable) balance in minor units. */
export function balanceOf(db: Kysely<Database>, userId: number, asset: Asset): Promise<bigint> {
  return accountBalance(db, 'user', String(userId), asset, 'available')
}

export type Balances = Record<Asset, { available: bigint; frozen: bigint }>

/** Every part of a user's accounts in one query. */
export async function balancesOf(db: Kysely<Database>, userId: number): Promise<Balances> {
  const { rows } = await userBalanceRows(db, String(userId))
  const result: Balances = {
    USDT: { available: 0n, frozen: 0n },
    BTC: { available: 0n, frozen: 0n },
    ETH: { available: 0n, frozen: 0n },
  }
  for (const r of rows) result[r.asset][r.bucket] = toMinor(r.amount)
  return result
}

/** Every house account's stored balance per asset (minor units; the sum of its slots; no frozen part). */
export async function houseBalances(
  db: Kysely<Database>,
): Promise<{ account: string; asset: Asset; amount: bigint }[]> {
  const rows = await db
    .selectFrom('balances')
    .select((eb) => ['account_id', 'asset', eb.fn.sum<number | string>('amount').as('amount')])
    .where('account_kind', '=', 'house')
    .groupBy(['account_id', 'asset'])
    .execute()
  return rows.map((r) => ({ account: r.account_id, asset: r.asset, amount: toMinor(r.amount) }))
}

/**
 * Every user's balance per asset (available plus frozen: frozen holds orders' funds, margins and staked or earn
 * principal), in minor units, for the users holding some; one statement, so one consistent read on either database.
 */
export async function userHoldings(db: Kysely<Database>): Promise<{ userId: number; asset: Asset; amount: bigint }[]> {
  const rows = await db
    .selectFrom('balances')
    .select((eb) => ['account_id', 'asset', eb.fn.sum<number | string>('amount').as('amount')])
    .where('account_kind', '=', 'user')
    .groupBy(['account_id', 'asset'])
    .execute()
  return rows
    .map((r) => ({ userId: Number(r.account_id), asset: r.asset, amount: toMinor(r.amount) }))
    .filter((r) => r.amount > 0n)
}

/** A user's balance rows (every balance poll), compiled once. */
const userBalanceRows = preparedQuery((db, slot) =>
  db
    .selectFrom('balances')
    .select(['asset', 'bucket', 'amount'])
    .where('account_kind', '=', 'user')
    .where('account_id', '=', slot<string>(0)),
)
