// Wallet calls: balances, deposits, withdrawals, exchange, bank cards and addresses, uploads, operator review.
// Types only for the client. Money travels as decimal strings; times are ISO 8601 UTC strings.
// Money-moving calls (recharge, withdraw, exchange_result2, addbank) accept an `Idempotency-Key` header: a repeat
// with the same key returns the first answer and moves nothing; the same key with another body is refused with
// code `idempotency_conflict`.
import type { Asset } from './api'
import type { ContractAccount, ContractOrder } from './contract-trading'

export const idempotencyHeader = 'Idempotency-Key'

/** Review status of deposits, withdrawals and bank records: 0 pending, 1 approved (credited / paid), 2 rejected. */
export type ReviewStatus = 0 | 1 | 2

/** POST /api/asset {} -> data.info; every amount is the account's own, converted values are in USDT. */
export interface AssetInfo {
  /** All assets (available + frozen) converted to USDT at the current market price. */
  total_money: string
  /** Net trading profit and loss in USDT (0 until trading features post PnL). */
  profit: string
  /** USDT available. */
  money: string
  /** USDT held as contract margin (part of money_frozen). */
  contract_use: string
  /** USDT frozen (pending withdrawals, open orders). */
  money_frozen: string
  btc: string
  btc_frozen: string
  /** (btc + btc_frozen) in USDT. */
  btc_to_usdt: string
  eth: string
  eth_frozen: string
  eth_to_usdt: string
  /** Equity: total_money plus the unrealized PnL of open contract positions at the current marks, USDT. */
  equity: string
  /** What holds each asset's frozen part; each asset's parts sum exactly to its frozen balance. */
  frozen: Record<Asset, FrozenFunds>
}

/**
 * Frozen funds of one asset by what holds them, in that asset (USDT 6 decimals, coins 8). Only USDT is held by
 * contracts, timed orders, staking and earn; a coin is held by spot sell orders and withdrawals.
 */
export interface FrozenFunds {
  /** Margin of open contract positions. */
  contract_margin: string
  /** Waiting limit orders: spot (USDT of a buy, the coin of a sell) and contract (margin and fee). */
  open_orders: string
  /** Stakes of running timed orders. */
  timed_orders: string
  /** Principal of active staking orders. */
  staking: string
  /** Principal of active earn orders. */
  earn: string
  /** Amount and fee of withdrawals waiting for review. */
  withdrawals: string
}

export interface AssetAnswer {
  info: AssetInfo
  /** The caller's open contract positions (status 1) and pending limit orders (status 0), newest first. */
  orders: ContractOrder[]
  /** The contract tab's figures (contract trading only). */
  contract: ContractAccount
}

/** POST /api/user_balance {}: available balances. */
export type UserBalance = Record<Asset, string>

/** Deposit currency codes: 0 USDT-ERC20, 1 USDT-TRC20, 2 BTC, 3 ETH. */
export const rechargeTypes = [0, 1, 2, 3] as const
export type RechargeType = (typeof rechargeTypes)[number]

/** GET /api/recharge_config */
export interface RechargeConfig {
  /** Minimum deposit value in USDT (BTC/ETH deposits are valued at the current price). */
  amount_min: string
  trc: string
  erc: string
  btc: string
  eth: string
}

/** GET /api/recharge_history (newest first) and the answer of POST /api/recharge. */
export interface RechargeRecord {
  id: number
  type: RechargeType
  coin: Asset
  amount: string
  /** Submission time. */
  t: string
  status: ReviewStatus
  status_desc: string
  /** The operator's reason for a rejection, else ''. */
  reason: string
}

/** What a bank record, and a withdrawal paid to one, names: 0 a bank card, 1 a digital address. */
export type BankRecordType = 0 | 1

/** A bank card (type 0) or digital address (type 1) record; status 0 pending review, 1 approved, 2 rejected. */
export interface BankRecord {
  id: number
  type: BankRecordType
  status: ReviewStatus
  bank: string
  branch: string
  account: string
  name: string
  currency: string
  address: string
  remark: string
  /** The operator's reason for a rejection, else ''. */
  reason: string
  /**
   * Bank cards: the ID number and contact number given when binding, masked to their last four characters
   * ("**************1234"); '' for addresses. A withdrawal to the card may send them back as they are: the
   * payout goes to the card's own details (POST /api/withdraw).
   */
  idcard: string
  phone: string
  /** ISO 8601: the first time a withdrawal may go here (binding + TERN_WITHDRAW_NEW_DESTINATION_HOURS). */
  usable_from: string
  /** ISO 8601 time it was put on the withdrawal allow-list, or null. */
  allowlisted_at: string | null
}

export const addressCurrencies = ['USDT-ERC20', 'USDT-TRC20', 'USDC', 'BUSD', 'BTC', 'ETH', 'XRP', 'BNB'] as const
export type AddressCurrency = (typeof addressCurrencies)[number]

/** GET /api/withdraw_info. The fee is a flat USDT amount per withdrawal; amount + fee is frozen. */
export interface WithdrawInfo {
  /** USDT available. */
  money: string
  /** The caller's approved bank cards and addresses. */
  accounts: BankRecord[]
  withdraw_min: string
  withdraw_fee: string
  /** Withdrawals may go only to allow-listed destinations (each usable from its own allowlisted_usable_from). */
  allowlist: boolean
  /** How each withdrawal is confirmed: the authenticator's code ('totp') or a code mailed to the user ('email'). */
  confirm_by: WithdrawConfirmMethod
}

export type WithdrawConfirmMethod = 'totp' | 'email'

/**
 * The answer of POST /api/withdraw: the request waits for its code (POST /api/withdraw_confirm {id, code});
 * nothing is frozen before that. A mailed code lasts 10 minutes and takes 5 attempts.
 */
export interface WithdrawChallenge {
  request_id: number
  method: WithdrawConfirmMethod
  expires_at: string
}

export const withdrawNetworks = ['trc20', 'erc20'] as const
export type WithdrawNetwork = (typeof withdrawNetworks)[number]

/** GET /api/withdraw_history (newest first) and the answer of POST /api/withdraw. */
export interface WithdrawRecord {
  id: number
  order_id: string
  /** USDT paid out (the fee comes on top). */
  amount: string
  fee: string
  add_time: string
  status: ReviewStatus
  status_desc: string
  reason: string
}

export type WithdrawDestination =
  | { type: 0; bank: string; branch: string; account: string; name: string; idcard: string; phone: string }
  | { type: 1; network: WithdrawNetwork; currency: string; address: string }

/** POST /api/withdraw_detail {id} */
export interface WithdrawDetail extends WithdrawRecord {
  bank_info: WithdrawDestination
}

/** A recorded price that decided an exchange: t epoch ms, price as a decimal string of the product (e.g. BTC/USDT). */
export interface DecidingTick {
  product_id: number
  t: number
  price: string
}

export interface ExchangeAnswer {
  /** The other side's amount: the to amount for type 0, the from amount for type 1. */
  amount: string
  from_amount: string
  to_amount: string
  /** to per one from, decimal string (informational; amounts are computed exactly from the ticks). */
  rate: string
  ticks: DecidingTick[]
  /** Set when executed (do 1). */
  id?: number
}

/** POST /api/stream_upload and /api/stream_upload/type/payimg: body {image: 'data:image/...;base64,...'} or the raw data URL. */
export interface UploadAnswer {
  /** Same-origin path; served only to the owner (UserToken header) and operators. */
  src: string
  /** The stored file: re-encoded, so a GIF comes back as .png. */
  fname: string
}
