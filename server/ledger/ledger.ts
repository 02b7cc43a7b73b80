// Double-entry ledger. Every balance change is a set of postings that sums to zero per asset; balances are
// derived by summing postings, never stored or edited. Postings are append-only. A user account has two
// buckets per asset, 'available' and 'frozen' (held for a pending withdrawal or order); neither may go below
// zero. House accounts (see accounts.ts) use 'available' only and may be negative (e.g. 'external').
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Asset } from '../../src/api/contract'
import type { AccountKind, Bucket, Database } from '../db/schema'
import { AppError } from '../errors'
import { toDbInteger, toMinor } from './money'

export interface Entry {
  kind: AccountKind
  /** A user id, or a house account name such as 'demo_grants'. */
  account: number | string
  asset: Asset
  /** Minor units (USDT 1e-6, BTC/ETH 1e-8); positive credits, negative debits. */
  amount: bigint
  /** Default 'available'. Only user accounts may use 'frozen'. */
  bucket?: Bucket
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
  if (entries.some((e) => e.kind === 'house' && e.bucket === 'frozen')) {
    throw new LedgerError('House accounts have no frozen part')
  }
  const sums = new Map<Asset, bigint>()
  for (const e of entries) sums.set(e.asset, (sums.get(e.asset) ?? 0n) + e.amount)
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new LedgerError(`Unbalanced posting: ${asset} sums to ${sum}`)
  }
}

/**
 * Records one balanced set of entries inside the caller's transaction and refuses any that would leave a
 * user's available or frozen balance negative (the caller's transaction then rolls back). Returns the tx id.
 * Call it inside writeTx (tx.ts): the check and the insert then happen under one write lock.
 */
export async function post(trx: Kysely<Database>, posting: Posting): Promise<string> {
  assertBalanced(posting.entries)
  const txId = randomUUID()
  const createdAt = posting.at.toISOString()
  await trx
    .insertInto('postings')
    .values(
      posting.entries.map((e) => ({
        tx_id: txId,
        account_kind: e.kind,
        account_id: String(e.account),
        asset: e.asset,
        amount: toDbInteger(e.amount),
        reason: posting.reason,
        ref: posting.ref,
        created_at: createdAt,
        bucket: e.bucket ?? 'available',
      })),
    )
    .execute()
  for (const e of posting.entries) {
    if (e.kind !== 'user' || e.amount >= 0n) continue
    const bucket = e.bucket ?? 'available'
    if ((await accountBalance(trx, 'user', String(e.account), e.asset, bucket)) < 0n) {
      throw new AppError('insufficient_balance')
    }
  }
  return txId
}

/** The balance of one account part; without a bucket, both parts together. */
export async function accountBalance(
  db: Kysely<Database>,
  kind: AccountKind,
  account: string,
  asset: Asset,
  bucket?: Bucket,
): Promise<bigint> {
  let query = db
    .selectFrom('postings')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('account_kind', '=', kind)
    .where('account_id', '=', account)
    .where('asset', '=', asset)
  if (bucket) query = query.where('bucket', '=', bucket)
  const row = await query.executeTakeFirst()
  return toMinor(row?.total)
}

/** A user's available (spendable) balance in minor units. */
export function balanceOf(db: Kysely<Database>, userId: number, asset: Asset): Promise<bigint> {
  return accountBalance(db, 'user', String(userId), asset, 'available')
}

export type Balances = Record<Asset, { available: bigint; frozen: bigint }>

/** Every part of a user's accounts in one query. */
export async function balancesOf(db: Kysely<Database>, userId: number): Promise<Balances> {
  const rows = await db
    .selectFrom('postings')
    .select(['asset', 'bucket', (eb) => eb.fn.sum<number | string | null>('amount').as('total')])
    .where('account_kind', '=', 'user')
    .where('account_id', '=', String(userId))
    .groupBy(['asset', 'bucket'])
    .execute()
  const result: Balances = {
    USDT: { available: 0n, frozen: 0n },
    BTC: { available: 0n, frozen: 0n },
    ETH: { available: 0n, frozen: 0n },
  }
  for (const r of rows) result[r.asset][r.bucket] = toMinor(r.total)
  return result
}
