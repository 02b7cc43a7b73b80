// The console's user pages: search, one user's record (profile, verification, balances, sessions, freezes) and
// ledger history. Every answer that shows personal data writes a view row to the audit log.
import type { Asset, VerifyStatus } from '../../../contract/api'
import { assets } from '../../../contract/api'
import type {
  AssetBalance,
  FreezeState,
  LedgerEntry,
  Page,
  UserDetail,
  UserSession,
  UserSummary,
  VerificationReview,
} from '../../../contract/console-data'
import type { OperatorContext } from '../../audit/context'
import { auditView } from '../../audit/log'
import type { Db } from '../../db/db'
import type { PostingRow, UserRow } from '../../db/schema'
import { AppError } from '../../errors'
import { balancesOf } from '../../ledger/ledger'
import { formatAmount } from '../../ledger/money'
import { submissionView } from '../identity'
import { findUser, postingsOf, searchUsers, sessionsOf, submissionsOf } from './users-repo'

export const userNotFound = () => new AppError('not_found', 'user_not_found')

export function freezeState(at: string | null, reason: string): FreezeState {
  return { frozen: at !== null, reason: at === null ? '' : reason, at }
}

function summary(row: UserRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    demo: row.demo === 1,
    basic_verify_status: row.basic_verify_status,
    rzstatus: row.rzstatus,
    login_frozen: row.login_frozen_at !== null,
    withdraw_frozen: row.withdraw_frozen_at !== null,
    created_at: row.created_at,
  }
}

export function ledgerEntry(row: PostingRow): LedgerEntry {
  const { id, tx_id, asset, bucket, reason, ref, created_at } = row
  return { id, tx_id, asset, bucket, amount: formatAmount(row.amount, asset), reason, ref, created_at }
}

export async function assetBalances(db: Db, userId: number): Promise<AssetBalance[]> {
  const balances = await balancesOf(db, userId)
  return assets.map((asset: Asset) => ({
    asset,
    available: formatAmount(balances[asset].available, asset),
    frozen: formatAmount(balances[asset].frozen, asset),
  }))
}

export async function findUsers(
  ctx: OperatorContext,
  q: string,
  page: number,
  size: number,
): Promise<Page<UserSummary>> {
  const { rows, total } = await searchUsers(ctx.db, q, page, size)
  await auditView(ctx, 'users', 'user.search', q)
  return { items: rows.map(summary), page, size, total }
}

export async function userDetail(ctx: OperatorContext, userId: number): Promise<UserDetail> {
  const user = await findUser(ctx.db, userId)
  if (!user) throw userNotFound()
  const now = ctx.clock().toISOString()
  const sessions: UserSession[] = (await sessionsOf(ctx.db, userId)).map((t) => ({
    id: t.id,
    created_at: t.created_at,
    last_seen_at: t.last_seen_at,
    expires_at: t.expires_at,
    user_agent: t.user_agent,
    address: t.address,
    active: t.revoked_at === null && t.expires_at > now,
  }))
  const submissions = (await submissionsOf(ctx.db, userId)).map((row) => {
    const { decided_at: _decided, ...view } = submissionView({ ...row, username: user.username })
    return view as VerificationReview
  })
  await auditView(ctx, `user:${userId}`, 'user.view')
  return {
    profile: { ...summary(user), idcard_num: user.idcard_num, country: user.country, address: user.address },
    verification: {
      basic_status: user.basic_verify_status as VerifyStatus,
      basic_reason: user.basic_verify_reason,
      advanced_status: user.rzstatus,
      advanced_reason: user.rz_reason,
      submissions,
    },
    balances: await assetBalances(ctx.db, userId),
    sessions,
    freeze: {
      login: freezeState(user.login_frozen_at, user.login_frozen_reason),
      withdraw: freezeState(user.withdraw_frozen_at, user.withdraw_frozen_reason),
    },
  }
}

export async function userLedger(
  ctx: OperatorContext,
  userId: number,
  query: { page: number; size: number; asset?: Asset },
): Promise<Page<LedgerEntry>> {
  if (!(await findUser(ctx.db, userId))) throw userNotFound()
  const { rows, total } = await postingsOf(ctx.db, userId, query)
  await auditView(ctx, `user:${userId}`, 'user.view.ledger')
  return { items: rows.map(ledgerEntry), page: query.page, size: query.size, total }
}
