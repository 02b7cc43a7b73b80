import type { ErrorCode } from '../../contract/api'

/** Success messages, next to the error codes; every key needs a text in every catalog. */
export type SuccessKey =
  | 'ok'
  | 'registered'
  | 'logged_in'
  | 'logged_out'
  | 'watchlist_saved'
  | WalletSuccessKey
  | TradingSuccessKey
/** More specific texts shown with a standard error code (the code stays the machine-readable part). */
export type DetailKey =
  | 'product_not_found'
  | 'interval_invalid'
  | 'watchlist_unknown_product'
  | WalletDetailKey
  | TradingDetailKey
export type MessageKey = ErrorCode | SuccessKey | DetailKey
export type Catalog = Record<MessageKey, string>

export type WalletSuccessKey =
  | 'recharge_submitted'
  | 'withdraw_submitted'
  | 'exchange_done'
  | 'bank_added'
  | 'bank_deleted'
  | 'uploaded'
  | 'approved'
  | 'rejected'
/** Texts with a {min} placeholder: recharge_min ("$10.00"), withdraw_min ("10.00"). */
export type WalletDetailKey =
  | 'currency_required'
  | 'amount_required'
  | 'amount_invalid'
  | 'recharge_min'
  | 'pic_required'
  | 'pic_not_found'
  | 'withdraw_amount_required'
  | 'withdraw_min'
  | 'bank_name_required'
  | 'bank_branch_required'
  | 'bank_account_required'
  | 'name_required'
  | 'idcard_required'
  | 'phone_required'
  | 'address_required'
  | 'network_required'
  | 'account_not_approved'
  | 'exchange_same'
  | 'exchange_min'
  | 'bank_duplicate'
  | 'bank_limit'
  | 'reason_required'
  | 'status_pending'
  | 'status_credited'
  | 'status_paid'
  | 'status_rejected'
type WalletErrorCode =
  | 'below_minimum'
  | 'account_not_bound'
  | 'idempotency_conflict'
  | 'already_decided'
  | 'upload_invalid'
  | 'upload_too_large'
  | 'price_unavailable'
  | 'unauthorized'
/** The wallet's share of every catalog (server/i18n/wallet/<lang>.ts). */
export type WalletCatalog = Record<WalletErrorCode | WalletSuccessKey | WalletDetailKey, string>

export type TradingSuccessKey = 'micro_placed' | 'coin_order_placed' | 'coin_order_filled' | 'coin_cancelled'
/** micro_min has a {min} placeholder ("10.00"). */
export type TradingDetailKey =
  | 'order_not_found'
  | 'order_not_open'
  | 'micro_duration_invalid'
  | 'micro_min'
  | 'spot_product_invalid'
  | 'quantity_required'
  | 'quantity_invalid'
  | 'price_required'
  | 'price_invalid'
  | 'spot_min'
/** The trading features' share of every catalog (server/i18n/trading/<lang>.ts). */
export type TradingCatalog = Record<TradingSuccessKey | TradingDetailKey, string>
