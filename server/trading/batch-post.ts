// Many balanced postings in one go, for engines that settle thousands of orders per tick: one multi-row insert
// and one overdraft check per touched user account part, instead of a query per entry (ledger.ts post()).
// The rules are the same: every posting balances per asset, house accounts have no frozen part, and no user
// balance part may end negative (the caller's transaction then rolls back).
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Asset } from '../../src/api/contract'
import type { Bucket, Database } from '../db/schema'
import { AppError } from '../errors'
import { accountBalance, LedgerError, type Posting } from '../ledger/ledger'
import { toDbInteger } from '../ledger/money'

const CHUNK = 3000

function assertBalanced(posting: Posting): void {
  if (posting.entries.length < 2) throw new LedgerError('A posting needs at least two entries')
  const sums = new Map<string, bigint>()
  for (const e of posting.entries) {
    if (e.kind === 'house' && e.bucket === 'frozen') throw new LedgerError('House accounts have no frozen part')
    sums.set(e.asset, (sums.get(e.asset) ?? 0n) + e.amount)
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new LedgerError(`Unbalanced posting: ${asset} sums to ${sum}`)
  }
}

export async function postMany(trx: Kysely<Database>, postings: readonly Posting[]): Promise<void> {
  const rows = []
  const debited = new Map<string, { account: string; asset: Asset; bucket: Bucket }>()
  for (const posting of postings) {
    assertBalanced(posting)
    const txId = randomUUID()
    const createdAt = posting.at.toISOString()
    for (const e of posting.entries) {
      const bucket = e.bucket ?? 'available'
      rows.push({
        tx_id: txId,
        account_kind: e.kind,
        account_id: String(e.account),
        asset: e.asset,
        amount: toDbInteger(e.amount),
        reason: posting.reason,
        ref: posting.ref,
        created_at: createdAt,
        bucket,
      })
      if (e.kind === 'user' && e.amount < 0n) {
        const account = String(e.account)
        debited.set(`${account}|${e.asset}|${bucket}`, { account, asset: e.asset, bucket })
      }
    }
  }
  // Each row binds 9 values; SQLite allows 32766 per statement.
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto('postings')
      .values(rows.slice(i, i + CHUNK))
      .execute()
  }
  for (const part of debited.values()) {
    if ((await accountBalance(trx, 'user', part.account, part.asset, part.bucket)) < 0n) {
      throw new AppError('insufficient_balance')
    }
  }
}
