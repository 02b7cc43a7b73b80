// The ledger's invariants, checked against the whole database (npm run ledger:check, and the tests after every
// step): postings balance per transaction and per asset, no user part is negative, postings are append-only,
// the stored balances and the users' running totals of some reasons equal the sums of postings, and withdrawal
// holds match. Returns a list of human-readable problems; empty means healthy.
import { type Kysely, sql } from 'kysely'
import { appendOnlyTriggers } from '../db/dialect'
import { toMinor } from '../db/minor'
import type { Database } from '../db/schema'
import { reasons } from './accounts'
import { TOTALLED_REASONS } from './reason-totals'

type Row = Record<string, unknown>

/** The rows of a raw query (the trading features' checks use it too). */
export async function queryRows(db: Kysely<Database>, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await query.execute(db)).rows as Row[]
}

export async function checkLedger(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = []
  for (const r of await queryRows(db, sql`select asset, sum(amount) as total from postings group by asset`)) {
    if (toMinor(r.total as number) !== 0n) problems.push(`asset ${r.asset}: postings sum to ${r.total}, not 0`)
  }
  const unbalanced = sql`select tx_id, asset, sum(amount) as total from postings
    group by tx_id, asset having sum(amount) <> 0`
  for (const r of await queryRows(db, unbalanced)) {
    problems.push(`transaction ${r.tx_id}: ${r.asset} sums to ${r.total}, not 0`)
  }
  const negative = sql`select account_id, asset, bucket, sum(amount) as total from postings
    where account_kind = 'user' group by account_id, asset, bucket having sum(amount) < 0`
  for (const r of await queryRows(db, negative)) {
    problems.push(`user ${r.account_id}: ${r.asset} ${r.bucket} balance is ${r.total} (negative)`)
  }
  const houseFrozen = sql`select count(*) as n from postings where account_kind = 'house' and bucket <> 'available'`
  const [hf] = await queryRows(db, houseFrozen)
  if (Number(hf?.n ?? 0) > 0) problems.push(`${hf?.n} house postings use a frozen bucket`)
  const triggers = await appendOnlyTriggers(db)
  if (!['postings_no_update', 'postings_no_delete'].every((name) => triggers.includes(name))) {
    problems.push('the append-only triggers on postings are missing')
  }
  problems.push(...(await checkStoredBalances(db)))
  problems.push(...(await checkReasonTotals(db)))
  problems.push(...(await checkWithdrawalHolds(db)))
  return problems
}

/** Every stored balance equals the sum of its account part's postings, both ways round (a part may lack a row). */
async function checkStoredBalances(db: Kysely<Database>): Promise<string[]> {
  const mismatched = sql`select account_kind, account_id, asset, bucket,
      sum(stored) as stored, sum(posted) as posted
    from (select account_kind, account_id, asset, bucket, amount as stored, 0 as posted from balances
      union all
      select account_kind, account_id, asset, bucket, 0 as stored, amount as posted from postings) parts
    group by account_kind, account_id, asset, bucket
    having sum(stored) <> sum(posted)`
  const problems: string[] = []
  for (const r of await queryRows(db, mismatched)) {
    problems.push(
      `${r.account_kind} ${r.account_id}: ${r.asset} ${r.bucket} stored balance ${r.stored}, postings sum to ${r.posted}`,
    )
  }
  const negative = sql`select account_id, asset, bucket, amount from balances
    where account_kind = 'user' and amount < 0`
  for (const r of await queryRows(db, negative)) {
    problems.push(`user ${r.account_id}: ${r.asset} ${r.bucket} stored balance is ${r.amount} (negative)`)
  }
  return problems
}

/** Every user's running total of a totalled reason equals the sum of those postings, both ways round. */
async function checkReasonTotals(db: Kysely<Database>): Promise<string[]> {
  const totalled = sql.join([...TOTALLED_REASONS])
  const mismatched = sql`select account_id, asset, reason, sum(stored) as stored, sum(posted) as posted
    from (select account_id, asset, reason, total as stored, 0 as posted from reason_totals
      union all
      select account_id, asset, reason, 0 as stored, amount as posted from postings
      where account_kind = 'user' and reason in (${totalled})) parts
    group by account_id, asset, reason
    having sum(stored) <> sum(posted)`
  return (await queryRows(db, mismatched)).map(
    (r) => `user ${r.account_id}: ${r.asset} ${r.reason} total ${r.stored}, postings sum to ${r.posted}`,
  )
}

/** Each withdrawal holds exactly amount + fee while pending, and nothing once decided. */
async function checkWithdrawalHolds(db: Kysely<Database>): Promise<string[]> {
  const query = sql`select w.id, w.status, w.amount + w.fee as expected,
      coalesce((select sum(p.amount) from postings p where p.ref = 'withdrawal:' || w.id
        and p.account_kind = 'user' and p.bucket = 'frozen'), 0) as held
    from withdrawals w`
  const problems: string[] = []
  for (const r of await queryRows(db, query)) {
    const held = toMinor(r.held as number)
    const expected = Number(r.status) === 0 ? toMinor(r.expected as number) : 0n
    if (held !== expected) problems.push(`withdrawal ${r.id}: holds ${held}, expected ${expected}`)
  }
  const stray = sql`select count(*) as n from postings where reason = ${reasons.withdrawFreeze}
    and ref not in (select 'withdrawal:' || id from withdrawals)`
  const [s] = await queryRows(db, stray)
  if (Number(s?.n ?? 0) > 0) problems.push(`${s?.n} withdrawal postings refer to no withdrawal`)
  return problems
}
