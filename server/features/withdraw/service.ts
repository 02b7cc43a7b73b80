// Withdrawals (USDT): amount + the flat fee are frozen at submission; an operator approves (the frozen money
// leaves: amount to the house 'external' account, fee to 'fees') or rejects (everything frozen returns to
// available). Each withdrawal is decided at most once (compare-and-set on its pending status).
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { LanguageCode } from '../../../contract/api'
import type { withdrawSchema } from '../../../contract/schemas/withdraw'
import type {
  WithdrawDestination,
  WithdrawDetail,
  WithdrawInfo,
  WithdrawNetwork,
  WithdrawRecord,
} from '../../../contract/wallet'
import type { BankRecordRow, Database, WithdrawalRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { translate } from '../../i18n'
import { house, reasons, refs } from '../../ledger/accounts'
import { balanceOf, type Entry, post } from '../../ledger/ledger'
import { formatAmount, parseAmount, toDbInteger } from '../../ledger/money'
import { ownerLock, writeTx } from '../../ledger/tx'
import { notify } from '../../notify/create'
import { readSettings } from '../../settings'
import { approvedBankRecords, bankView, destinationRules, normalizeAccount } from '../bank'
import { decideWithdrawalRow, findWithdrawal, withdrawalsOf } from './repo'

const statusKeys = { 0: 'status_pending', 1: 'status_paid', 2: 'status_rejected' } as const
const networkCurrency: Record<WithdrawNetwork, string> = { trc20: 'USDT-TRC20', erc20: 'USDT-ERC20' }

export type WithdrawInput = z.output<typeof withdrawSchema>

export async function withdrawInfo(deps: Deps, userId: number): Promise<WithdrawInfo> {
  const { db, config } = deps
  const settings = await readSettings(db, config)
  const rules = await destinationRules(deps, db, userId)
  const user = await db.selectFrom('users').select('totp_enabled').where('id', '=', userId).executeTakeFirst()
  return {
    money: formatAmount(await balanceOf(db, userId, 'USDT'), 'USDT'),
    accounts: (await approvedBankRecords(db, userId)).map((row) => bankView(row, rules)),
    withdraw_min: formatAmount(settings.withdrawMin, 'USDT'),
    withdraw_fee: formatAmount(settings.withdrawFee, 'USDT'),
    allowlist: rules.allowlist,
    confirm_by: user?.totp_enabled === 1 ? 'totp' : 'email',
  }
}

function destinationOf(record: BankRecordRow, network: WithdrawNetwork): WithdrawDestination {
  if (record.type === 0) {
    const { bank, branch, account, name, idcard, phone } = record
    return { type: 0, bank, branch, account, name, idcard, phone }
  }
  return { type: 1, network, currency: record.currency, address: record.address }
}

/** The approved record the form names: a bank card by number, or an address by network and address. */
function matchRecord(approved: BankRecordRow[], input: WithdrawInput): BankRecordRow & { network: WithdrawNetwork } {
  if (input.tabType === 0) {
    const required = [
      ['bank_name', 'bank_name_required'],
      ['bank_branch', 'bank_branch_required'],
      ['bank_account', 'bank_account_required'],
      ['name', 'name_required'],
      ['idcard', 'idcard_required'],
      ['phone', 'phone_required'],
    ] as const
    for (const [field, key] of required) if (input[field] === '') throw invalid(key)
    const account = normalizeAccount(input.bank_account)
    const record = approved.find((r) => r.type === 0 && r.account === account)
    if (!record) throw new AppError('account_not_bound', 'account_not_approved')
    return { ...record, network: 'trc20' }
  }
  const network = input.network.toLowerCase()
  if (network !== 'trc20' && network !== 'erc20') throw invalid('network_required')
  if (input.coin_address === '') throw invalid('address_required')
  const currency = networkCurrency[network]
  const record = approved.find((r) => r.type !== 0 && r.currency === currency && r.address === input.coin_address)
  if (!record) throw new AppError('account_not_bound', 'account_not_approved')
  return { ...record, network }
}

function parseWithdrawAmount(text: string, min: bigint, max: bigint): bigint {
  if (text === '') throw invalid('withdraw_amount_required')
  const amount = parseAmount(text, 'USDT')
  if (amount === null) throw invalid('amount_invalid')
  if (amount === 0n || amount < min) {
    throw new AppError('below_minimum', 'withdraw_min', { min: formatAmount(min, 'USDT') })
  }
  if (amount > max) throw new AppError('above_maximum', 'withdraw_max', { max: formatAmount(max, 'USDT') })
  return amount
}

/** The form's rules (not frozen, an approved destination, the amount's limits): the destination, amount and fee. */
export async function validateWithdrawal(deps: Deps, trx: Kysely<Database>, userId: number, input: WithdrawInput) {
  const frozen = await trx.selectFrom('users').select('withdraw_frozen_at').where('id', '=', userId).executeTakeFirst()
  if (frozen?.withdraw_frozen_at) throw new AppError('account_frozen', 'withdraw_frozen')
  const approved = await approvedBankRecords(trx, userId)
  if (approved.length === 0) throw new AppError('account_not_bound')
  const record = matchRecord(approved, input)
  const settings = await readSettings(trx, deps.config)
  const amount = parseWithdrawAmount(input.amount, settings.withdrawMin, settings.withdrawMax)
  return { record, amount, fee: settings.withdrawFee }
}

/** Makes the withdrawal and freezes amount + fee (a user's request reaches here only once confirmed). */
export async function submitWithdrawal(
  deps: Deps,
  trx: Kysely<Database>,
  userId: number,
  input: WithdrawInput,
  lang: LanguageCode,
): Promise<WithdrawRecord> {
  const { record, amount, fee } = await validateWithdrawal(deps, trx, userId, input)
  const now = deps.clock()
  const inserted = await trx
    .insertInto('withdrawals')
    .values({
      user_id: userId,
      // Replaced below once the id is known; unique meanwhile.
      order_id: `pending-${randomUUID()}`,
      asset: 'USDT',
      amount: toDbInteger(amount),
      fee: toDbInteger(fee),
      method: input.tabType,
      bank_record_id: record.id,
      destination: JSON.stringify(destinationOf(record, record.network)),
      status: 0,
      reason: '',
      created_at: now.toISOString(),
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const id = inserted.id
  const orderId = `W${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`
  await trx.updateTable('withdrawals').set({ order_id: orderId }).where('id', '=', id).execute()
  const total = amount + fee
  await post(trx, {
    reason: reasons.withdrawFreeze,
    ref: refs.withdrawal(id),
    at: now,
    entries: [
      { kind: 'user', account: userId, asset: 'USDT', amount: -total, bucket: 'available' },
      { kind: 'user', account: userId, asset: 'USDT', amount: total, bucket: 'frozen' },
    ],
  })
  if (deps.config.autoApprove.withdrawals) await decideWithdrawal(trx, id, true, '', now)
  return withdrawalView((await findWithdrawal(trx, id)) as WithdrawalRow, lang)
}

/** Pays out (approve) or unfreezes (reject) a pending withdrawal inside the caller's transaction; at most once. */
export async function decideWithdrawal(trx: Kysely<Database>, id: number, approve: boolean, reason: string, now: Date) {
  const row = await findWithdrawal(trx, id)
  if (!row) throw new AppError('not_found')
  if (!(await decideWithdrawalRow(trx, id, approve ? 1 : 2, reason, now))) throw new AppError('already_decided')
  const { amount, fee } = row
  const user = row.user_id
  const release: Entry = { kind: 'user', account: user, asset: row.asset, amount: -(amount + fee), bucket: 'frozen' }
  const entries: Entry[] = approve
    ? [release, { kind: 'house', account: house.external, asset: row.asset, amount }]
    : [release, { kind: 'user', account: user, asset: row.asset, amount: amount + fee, bucket: 'available' }]
  if (approve && fee > 0n) entries.push({ kind: 'house', account: house.fees, asset: row.asset, amount: fee })
  await post(trx, {
    reason: approve ? reasons.withdrawPayout : reasons.withdrawReturn,
    ref: refs.withdrawal(id),
    at: now,
    entries,
  })
  const shown = { amount: formatAmount(amount, row.asset), coin: row.asset }
  if (approve) await notify(trx, user, 'withdraw_approved', shown, now)
  else await notify(trx, user, 'withdraw_rejected', { ...shown, reason }, now)
  return { ...row, status: approve ? 1 : 2, reason, decided_at: now.toISOString() } satisfies WithdrawalRow
}

/** The operator's queue (admin routes and CLI). */
/** The user a withdrawal belongs to (it never changes): whom its decision locks. */
export async function withdrawalOwner(db: Kysely<Database>, id: number): Promise<number | undefined> {
  return (await findWithdrawal(db, id))?.user_id
}

/** Operator entry point (admin routes and CLI); on PostgreSQL it locks the withdrawal's user only. */
export async function reviewWithdrawal(ctx: Pick<Deps, 'db' | 'clock'>, id: number, approve: boolean, reason: string) {
  return writeTx(
    ctx.db,
    (trx) => decideWithdrawal(trx, id, approve, reason, ctx.clock()),
    ownerLock(await withdrawalOwner(ctx.db, id)),
  )
}

export function withdrawalView(row: WithdrawalRow, lang: LanguageCode): WithdrawRecord {
  return {
    id: row.id,
    order_id: row.order_id,
    amount: formatAmount(row.amount, row.asset),
    fee: formatAmount(row.fee, row.asset),
    add_time: row.created_at,
    status: row.status,
    status_desc: translate(lang, statusKeys[row.status]),
    reason: row.reason,
  }
}

export async function withdrawHistory({ db }: Deps, userId: number, lang: LanguageCode, before?: number) {
  return (await withdrawalsOf(db, userId, before)).map((row) => withdrawalView(row, lang))
}

export async function withdrawDetail({ db }: Deps, userId: number, id: number, lang: LanguageCode) {
  const row = await findWithdrawal(db, id)
  if (!row || row.user_id !== userId) throw new AppError('not_found')
  const detail: WithdrawDetail = {
    ...withdrawalView(row, lang),
    bank_info: JSON.parse(row.destination) as WithdrawDestination,
  }
  return detail
}
