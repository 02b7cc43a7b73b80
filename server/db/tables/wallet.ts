// Bank records, deposits, withdrawals and exchanges.
import type { Generated, Selectable } from 'kysely'
import type { Asset } from '../../../contract/api'
import type { BankRecordType, RechargeType, ReviewStatus } from '../../../contract/wallet'
import type { WithMinor } from '../minor'

export interface BankRecordsTable {
  id: Generated<number>
  user_id: number
  type: BankRecordType
  bank: string
  branch: string
  account: string
  name: string
  idcard: string
  phone: string
  currency: string
  address: string
  remark: string
  status: ReviewStatus
  reason: string
  created_at: string
  reviewed_at: string | null
  deleted_at: string | null
  /** When the user put it on their withdrawal allow-list (null: not on it). */
  allowlisted_at: Generated<string | null>
}

/**
 * A withdrawal the user asked for, waiting for its confirmation code: 'totp' (the user's authenticator) or
 * 'email' (a mailed code, stored as salt$sha256). Nothing is frozen until the code is right (verified_at) and
 * the withdrawal is made (withdrawal_id).
 */
export interface WithdrawRequestsTable {
  id: Generated<number>
  user_id: number
  /** The withdraw form as submitted (JSON). */
  input: string
  method: 'totp' | 'email'
  code_hash: string
  attempts: Generated<number>
  created_at: string
  expires_at: string
  verified_at: string | null
  withdrawal_id: number | null
}

export interface DepositsTable {
  id: Generated<number>
  user_id: number
  type: RechargeType
  asset: Asset
  amount: number
  upload_id: number
  status: ReviewStatus
  reason: string
  created_at: string
  decided_at: string | null
}

export interface WithdrawalsTable {
  id: Generated<number>
  user_id: number
  order_id: string
  asset: Asset
  amount: number
  fee: number
  method: BankRecordType
  bank_record_id: number
  destination: string
  status: ReviewStatus
  reason: string
  created_at: string
  decided_at: string | null
}

export interface ExchangesTable {
  id: Generated<number>
  user_id: number
  from_asset: Asset
  to_asset: Asset
  from_amount: number
  to_amount: number
  /** 0 the from amount was given, 1 the to amount. */
  edited: number
  ticks: string
  rate: string
  created_at: string
}

export interface WalletTables {
  bank_records: BankRecordsTable
  deposits: DepositsTable
  withdrawals: WithdrawalsTable
  exchanges: ExchangesTable
  withdraw_requests: WithdrawRequestsTable
}

export type BankRecordRow = Selectable<BankRecordsTable>
/** Money columns in minor units of the row's asset: bigint in the row types, converted by the repos (withMinor). */
export const depositMoney = ['amount'] as const
export const withdrawalMoney = ['amount', 'fee'] as const

export type DepositRow = WithMinor<Selectable<DepositsTable>, (typeof depositMoney)[number]>
export type WithdrawalRow = WithMinor<Selectable<WithdrawalsTable>, (typeof withdrawalMoney)[number]>
export type ExchangeRow = WithMinor<Selectable<ExchangesTable>, 'from_amount' | 'to_amount'>
export type WithdrawRequestRow = Selectable<WithdrawRequestsTable>
