// Deposits: the user reports a transfer (currency, amount, proof image); an operator approves (the amount is
// credited from the house 'external' account) or rejects it with a reason. With deposit reviews auto-approved
// (the demo default) the credit happens in the submission's transaction.
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Asset, LanguageCode } from '../../../contract/api'
import type { rechargeSchema } from '../../../contract/schemas/recharge'
import type { RechargeConfig, RechargeRecord, RechargeType, ReviewStatus } from '../../../contract/wallet'
import type { Database, DepositRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { translate } from '../../i18n'
import { house, reasons, refs } from '../../ledger/accounts'
import { post } from '../../ledger/ledger'
import { formatAmount, parseAmount, toDbInteger } from '../../ledger/money'
import { toUsdt } from '../../ledger/rates'
import { ownerLock, writeTx } from '../../ledger/tx'
import { notify } from '../../notify/create'
import { readSettings } from '../../settings'
import { findOwnUpload, uploadPath } from '../uploads'
import { decideDepositRow, depositOfUpload, depositQueue, depositsOf, findDeposit, insertDeposit } from './repo'

export const rechargeAssets: Record<RechargeType, Asset> = { 0: 'USDT', 1: 'USDT', 2: 'BTC', 3: 'ETH' }
const statusKeys = { 0: 'status_pending', 1: 'status_credited', 2: 'status_rejected' } as const

export async function rechargeConfig({ db, config }: Deps): Promise<RechargeConfig> {
  const a = config.depositAddresses
  const { rechargeMin } = await readSettings(db, config)
  return { amount_min: formatAmount(rechargeMin, 'USDT'), trc: a.trc, erc: a.erc, btc: a.btc, eth: a.eth }
}

export function rechargeView(row: DepositRow, lang: LanguageCode): RechargeRecord {
  return {
    id: row.id,
    type: row.type,
    coin: row.asset,
    amount: formatAmount(row.amount, row.asset),
    t: row.created_at,
    status: row.status,
    status_desc: translate(lang, statusKeys[row.status]),
    reason: row.reason,
  }
}

export async function submitRecharge(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  input: z.output<typeof rechargeSchema>,
  lang: LanguageCode,
): Promise<RechargeRecord> {
  if (input.type === undefined) throw invalid('currency_required')
  const asset = rechargeAssets[input.type]
  if (input.amount === '') throw invalid('amount_required')
  const amount = parseAmount(input.amount, asset)
  if (amount === null) throw invalid('amount_invalid')
  const { rechargeMin, rechargeMax } = await readSettings(trx, deps.config)
  if (amount === 0n || toUsdt(deps.market, amount, asset) < rechargeMin) {
    throw new AppError('below_minimum', 'recharge_min', { min: `$${formatAmount(rechargeMin, 'USDT')}` })
  }
  if (toUsdt(deps.market, amount, asset, 'up') > rechargeMax) {
    throw new AppError('above_maximum', 'recharge_max', { max: `$${formatAmount(rechargeMax, 'USDT')}` })
  }
  if (input.pic === '') throw invalid('pic_required')
  const upload = await findOwnUpload(trx, userId, input.pic)
  if (!upload) throw invalid('pic_not_found')
  // One deposit per proof (the unique index deposits_upload_uq backs this up).
  if (await depositOfUpload(trx, upload.id)) throw invalid('pic_used')
  const now = deps.clock()
  const row = await insertDeposit(trx, {
    user_id: userId,
    type: input.type,
    asset,
    amount: toDbInteger(amount),
    upload_id: upload.id,
    status: 0,
    reason: '',
    created_at: now.toISOString(),
    decided_at: null,
  })
  if (!deps.config.autoApprove.deposits) return rechargeView(row, lang)
  return rechargeView(await decideDeposit(trx, row.id, true, '', now), lang)
}

/** Approves (credits) or rejects a pending deposit inside the caller's transaction; at most once. */
export async function decideDeposit(trx: Kysely<Database>, id: number, approve: boolean, reason: string, now: Date) {
  const row = await findDeposit(trx, id)
  if (!row) throw new AppError('not_found')
  if (!(await decideDepositRow(trx, id, approve ? 1 : 2, reason, now))) throw new AppError('already_decided')
  if (approve) {
    const { amount } = row
    await post(trx, {
      reason: reasons.depositCredit,
      ref: refs.deposit(id),
      at: now,
      entries: [
        { kind: 'house', account: house.external, asset: row.asset, amount: -amount },
        { kind: 'user', account: row.user_id, asset: row.asset, amount },
      ],
    })
  }
  const shown = { amount: formatAmount(row.amount, row.asset), coin: row.asset }
  if (approve) await notify(trx, row.user_id, 'deposit_approved', shown, now)
  else await notify(trx, row.user_id, 'deposit_rejected', { ...shown, reason }, now)
  return { ...row, status: approve ? 1 : 2, reason, decided_at: now.toISOString() } satisfies DepositRow
}

/** The operator's queue (admin routes and CLI), with the proof image's address. */
export async function depositReviewQueue({ db }: Pick<Deps, 'db'>, status?: ReviewStatus) {
  return (await depositQueue(db, status)).map(({ fname, amount, ...row }) => ({
    ...row,
    amount: formatAmount(amount, row.asset),
    pic: uploadPath(fname),
  }))
}

/** The user a deposit belongs to (it never changes): whom its decision locks. */
export async function depositOwner(db: Kysely<Database>, id: number): Promise<number | undefined> {
  return (await findDeposit(db, id))?.user_id
}

/** Operator entry point (admin routes and CLI); on PostgreSQL it locks the deposit's user only. */
export async function reviewDeposit(ctx: Pick<Deps, 'db' | 'clock'>, id: number, approve: boolean, reason: string) {
  return writeTx(
    ctx.db,
    (trx) => decideDeposit(trx, id, approve, reason, ctx.clock()),
    ownerLock(await depositOwner(ctx.db, id)),
  )
}

export async function rechargeHistory({ db }: Deps, userId: number, lang: LanguageCode, before?: number) {
  return (await depositsOf(db, userId, before)).map((row) => rechargeView(row, lang))
}
