// Bank cards (type 0) and digital addresses (type 1) a user can withdraw to. New records wait for an operator
// (status 0) unless bank reviews are auto-approved (the demo default); only approved ones can receive money.
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { addBankSchema } from '../../../contract/schemas/bank'
import type { AddressCurrency, BankRecord, ReviewStatus } from '../../../contract/wallet'
import { addressCurrencies } from '../../../contract/wallet'
import type { BankRecordRow, Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { notify } from '../../notify/create'
import { allowlistActive } from '../accounts'
import { decideBankRecord, findBankRecord, listBankRecords, reviewQueue, softDeleteBankRecord } from './repo'

export const MAX_BANK_RECORDS = 20

type BankInput = z.output<typeof addBankSchema>

/** All but the last four characters as '*' (a text of four or fewer is masked whole). */
export function maskTail(text: string): string {
  const visible = text.length > 4 ? text.slice(-4) : ''
  return `${'*'.repeat(text.length - visible.length)}${visible}`
}

/** How a user's withdrawals may use their destinations: the new-destination delay, and the allow-list switch. */
export interface DestinationRules {
  hours: number
  allowlist: boolean
}

const HOUR_MS = 3_600_000

/** The first time a withdrawal may go to the record: binding (and, with the allow-list on, allow-listing) + delay. */
export function usableFrom(row: BankRecordRow, rules: DestinationRules): string {
  const bound = Date.parse(row.created_at)
  const listed = rules.allowlist && row.allowlisted_at ? Date.parse(row.allowlisted_at) : 0
  return new Date(Math.max(bound, listed) + rules.hours * HOUR_MS).toISOString()
}

/** Throws unless a withdrawal may go to the record now (on the allow-list when it is on, past the delay). */
export function checkDestinationUsable(row: BankRecordRow, rules: DestinationRules, now: Date): void {
  if (rules.allowlist && !row.allowlisted_at) throw new AppError('not_allowlisted')
  const from = usableFrom(row, rules)
  if (Date.parse(from) > now.getTime()) {
    throw new AppError('destination_too_new', 'destination_too_new', { until: from.slice(0, 16).replace('T', ' ') })
  }
}

const noRules: DestinationRules = { hours: 0, allowlist: false }

/** A record as its owner sees it: the ID number and contact number masked (operators see them whole). */
export function bankView(row: BankRecordRow, rules = noRules): BankRecord {
  return {
    id: row.id,
    type: row.type === 0 ? 0 : 1,
    status: row.status,
    bank: row.bank,
    branch: row.branch,
    account: row.account,
    name: row.name,
    currency: row.currency,
    address: row.address,
    remark: row.remark,
    reason: row.reason,
    idcard: maskTail(row.idcard),
    phone: maskTail(row.phone),
    usable_from: usableFrom(row, rules),
    allowlisted_at: row.allowlisted_at,
  }
}

const ADDRESS = /^[A-Za-z0-9:_-]{6,128}$/

function checkInput(input: BankInput): void {
  if (input.type === 0) {
    const required = [
      ['bank', 'bank_name_required'],
      ['branch', 'bank_branch_required'],
      ['account', 'bank_account_required'],
      ['name', 'name_required'],
      ['idcard', 'idcard_required'],
      ['phone', 'phone_required'],
    ] as const
    for (const [field, key] of required) if (input[field] === '') throw invalid(key)
    return
  }
  if (!addressCurrencies.includes(input.currency as AddressCurrency)) throw invalid('currency_required')
  if (input.address === '') throw invalid('address_required')
  if (!ADDRESS.test(input.address)) throw new AppError('validation')
}

/** Bank account numbers compare without spaces. */
export const normalizeAccount = (account: string) => account.replace(/\s+/g, '')

function sameDestination(row: BankRecordRow, input: BankInput): boolean {
  if (row.type !== input.type || row.status === 2) return false
  if (input.type === 0) return normalizeAccount(row.account) === normalizeAccount(input.account)
  return row.currency === input.currency && row.address === input.address
}

export async function addBankRecord(deps: Deps, trx: Kysely<Database>, userId: number, input: BankInput) {
  checkInput(input)
  const existing = await listBankRecords(trx, userId)
  if (existing.some((row) => sameDestination(row, input))) throw invalid('bank_duplicate')
  if (existing.length >= MAX_BANK_RECORDS) throw invalid('bank_limit')
  const now = deps.clock().toISOString()
  const bankFields = input.type === 0
  const row = await trx
    .insertInto('bank_records')
    .values({
      user_id: userId,
      type: input.type,
      bank: bankFields ? input.bank : '',
      branch: bankFields ? input.branch : '',
      account: bankFields ? normalizeAccount(input.account) : '',
      name: bankFields ? input.name : '',
      idcard: bankFields ? input.idcard : '',
      phone: bankFields ? input.phone : '',
      currency: bankFields ? '' : input.currency,
      address: bankFields ? '' : input.address,
      remark: bankFields ? '' : input.remark,
      status: deps.config.autoApprove.banks ? 1 : 0,
      reason: '',
      created_at: now,
      reviewed_at: deps.config.autoApprove.banks ? now : null,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  if (deps.config.autoApprove.banks) await notify(trx, userId, 'bank_approved', {}, deps.clock())
  return bankView(row, await destinationRules(deps, trx, userId))
}

/** The user's destination rules: TERN_WITHDRAW_NEW_DESTINATION_HOURS and whether their allow-list applies now. */
export async function destinationRules(deps: Deps, db: Kysely<Database>, userId: number): Promise<DestinationRules> {
  const user = await db
    .selectFrom('users')
    .select(['withdraw_allowlist', 'allowlist_off_at'])
    .where('id', '=', userId)
    .executeTakeFirst()
  return { hours: deps.config.withdrawNewDestinationHours, allowlist: !!user && allowlistActive(user, deps.clock()) }
}

export async function bankRecords(deps: Deps, userId: number): Promise<BankRecord[]> {
  const rules = await destinationRules(deps, deps.db, userId)
  return (await listBankRecords(deps.db, userId)).map((row) => bankView(row, rules))
}

export async function deleteBankRecord({ db, clock }: Deps, userId: number, id: number): Promise<void> {
  if (!(await softDeleteBankRecord(db, userId, id, clock()))) throw new AppError('not_found')
}

/** The caller's approved records: where a withdrawal may go. */
export function approvedBankRecords(db: Kysely<Database>, userId: number): Promise<BankRecordRow[]> {
  return listBankRecords(db, userId, 1)
}

/** The operator's queue (admin routes and CLI). */
export async function bankReviewQueue({ db }: Pick<Deps, 'db'>, status?: ReviewStatus) {
  return (await reviewQueue(db, status)).map((row: BankRecordRow) => ({
    ...bankView(row),
    user_id: row.user_id,
    idcard: row.idcard,
    phone: row.phone,
    created_at: row.created_at,
  }))
}

/** An operator's decision, inside the operator's transaction (which audits it); the user is notified in it. */
export async function decideBank(trx: Kysely<Database>, id: number, approve: boolean, reason: string, now: Date) {
  const row = await findBankRecord(trx, id)
  if (!row) throw new AppError('not_found')
  if (!(await decideBankRecord(trx, id, approve ? 1 : 2, reason, now))) throw new AppError('already_decided')
  if (approve) await notify(trx, row.user_id, 'bank_approved', {}, now)
  else await notify(trx, row.user_id, 'bank_rejected', { reason }, now)
  return bankView({ ...row, status: approve ? 1 : 2, reason })
}
