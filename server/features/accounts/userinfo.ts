// GET /api/userinfo in one compiled statement: the user's row, the unread alerts, the USDT balance and what the
// credit score reads (contract/rules/credit-score.ts), as scalar subqueries of one select. Polled by every
// signed-in screen: one round trip on PostgreSQL instead of seven, no query built per call.
import type { UserInfo } from '../../../contract/api'
import { calculateCreditScore, creditWindows } from '../../../contract/rules/credit-score'
import { preparedQuery } from '../../db/statement-cache'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { formatAmount } from '../../ledger/money'

const DAY_MS = 86_400_000
type Count = number | string | bigint

const userInfoRow = preparedQuery((db, slot) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'realname',
      'idcard_num',
      'country',
      'address',
      'basic_verify_status',
      'rzstatus',
      'basic_verify_reason',
      'rz_reason',
      'demo',
      'created_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('notifications')
        .select((s) => s.fn.countAll<Count>().as('n'))
        .whereRef('notifications.user_id', '=', 'users.id')
        .where('read_at', 'is', null)
        .as('alerts'),
      eb
        .selectFrom('balances')
        .select((s) => s.fn.sum<Count | null>('amount').as('t'))
        .where('account_kind', '=', 'user')
        .where('account_id', '=', slot<string>(1))
        .where('asset', '=', 'USDT')
        .where('bucket', '=', 'available')
        .as('money'),
      eb
        .selectFrom('deposits')
        .select((s) => s.fn.countAll<Count>().as('n'))
        .whereRef('deposits.user_id', '=', 'users.id')
        .where('deposits.status', '=', 1)
        .as('approved_deposits'),
      eb
        .selectFrom('deposits')
        .select((s) => s.fn.countAll<Count>().as('n'))
        .whereRef('deposits.user_id', '=', 'users.id')
        .where('deposits.status', '=', 2)
        .where('deposits.decided_at', '>=', slot<string>(2))
        .as('rejected_deposits'),
      eb
        .selectFrom('withdrawals')
        .select((s) => s.fn.countAll<Count>().as('n'))
        .whereRef('withdrawals.user_id', '=', 'users.id')
        .where('withdrawals.status', '=', 2)
        .where('withdrawals.decided_at', '>=', slot<string>(2))
        .as('rejected_withdrawals'),
    ])
    .where('users.id', '=', slot<number>(0)),
)

export async function userInfo(deps: Deps, userId: number): Promise<UserInfo> {
  const now = deps.clock()
  const since = new Date(now.getTime() - creditWindows.rejectionDays * DAY_MS).toISOString()
  const { rows } = await userInfoRow(deps.db, userId, String(userId), since)
  const user = rows[0]
  if (!user) throw new AppError('not_found')
  const { score } = calculateCreditScore({
    basicVerified: user.basic_verify_status === 2,
    advancedVerified: user.rzstatus === 2,
    ageDays: Math.max(0, Math.floor((now.getTime() - Date.parse(user.created_at)) / DAY_MS)),
    approvedDeposits: Number(user.approved_deposits ?? 0),
    recentRejections: Number(user.rejected_deposits ?? 0) + Number(user.rejected_withdrawals ?? 0),
  })
  return {
    id: user.id,
    username: user.username,
    alert_count: Number(user.alerts ?? 0),
    realname: user.realname,
    idcard_num: user.idcard_num,
    country: user.country,
    address: user.address,
    basic_verify_status: user.basic_verify_status,
    rzstatus: user.rzstatus,
    basic_verify_reason: user.basic_verify_reason,
    rz_reason: user.rz_reason,
    money: formatAmount(BigInt(user.money ?? 0), 'USDT'),
    score,
    demo: user.demo === 1,
    demo_account: deps.config.demo && user.username === deps.config.demoEmail,
  }
}
