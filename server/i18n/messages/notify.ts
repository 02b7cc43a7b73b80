// The alerts inbox: the title and text of each notification kind (contract/notifications.ts). Amounts, prices
// and times arrive already formatted for the reader's language; reasons typed by operators arrive as written.
import { defineServerMessages } from './define'

export const notifyTexts = defineServerMessages({
  notify_deposit_approved_title: /*i18n*/ { id: 'notify_deposit_approved_title', message: 'Deposit credited' },
  notify_deposit_approved_content: /*i18n*/ {
    id: 'notify_deposit_approved_content',
    message: 'Your deposit of {amount} {coin} has been approved and credited to your balance.',
  },
  notify_deposit_rejected_title: /*i18n*/ { id: 'notify_deposit_rejected_title', message: 'Deposit rejected' },
  notify_deposit_rejected_content: /*i18n*/ {
    id: 'notify_deposit_rejected_content',
    message: 'Your deposit of {amount} {coin} was rejected. Reason: {reason}',
    comment: '{reason} is the operator’s own text',
  },
  notify_withdraw_approved_title: /*i18n*/ { id: 'notify_withdraw_approved_title', message: 'Withdrawal approved' },
  notify_withdraw_approved_content: /*i18n*/ {
    id: 'notify_withdraw_approved_content',
    message: 'Your withdrawal of {amount} {coin} has been approved and is on its way.',
  },
  notify_withdraw_rejected_title: /*i18n*/ { id: 'notify_withdraw_rejected_title', message: 'Withdrawal rejected' },
  notify_withdraw_rejected_content: /*i18n*/ {
    id: 'notify_withdraw_rejected_content',
    message:
      'Your withdrawal of {amount} {coin} was rejected and the amount returned to your balance. Reason: {reason}',
    comment: '{reason} is the operator’s own text',
  },
  notify_bank_approved_title: /*i18n*/ { id: 'notify_bank_approved_title', message: 'Payout account approved' },
  notify_bank_approved_content: /*i18n*/ {
    id: 'notify_bank_approved_content',
    message: 'Your bank account or withdrawal address has been approved. You can now withdraw to it.',
  },
  notify_bank_rejected_title: /*i18n*/ { id: 'notify_bank_rejected_title', message: 'Payout account rejected' },
  notify_bank_rejected_content: /*i18n*/ {
    id: 'notify_bank_rejected_content',
    message: 'Your bank account or withdrawal address was not approved. Reason: {reason}',
    comment: '{reason} is the operator’s own text',
  },
  notify_verify_approved_title: /*i18n*/ { id: 'notify_verify_approved_title', message: 'Verification approved' },
  notify_verify_approved_content: /*i18n*/ {
    id: 'notify_verify_approved_content',
    message:
      '{level, select, advanced {Your advanced identity verification has been approved.} other {Your basic identity verification has been approved.}}',
    comment: 'Keep the select structure; translate only the two sentences',
  },
  notify_verify_rejected_title: /*i18n*/ { id: 'notify_verify_rejected_title', message: 'Verification rejected' },
  notify_verify_rejected_content: /*i18n*/ {
    id: 'notify_verify_rejected_content',
    message:
      '{level, select, advanced {Your advanced identity verification was not approved.} other {Your basic identity verification was not approved.}} Reason: {reason}',
    comment: 'Keep the select structure; translate only the sentences. {reason} is the operator’s own text',
  },
  notify_contract_closed_title: /*i18n*/ {
    id: 'notify_contract_closed_title',
    message:
      '{reason, select, take_profit {Take-profit executed} stop_loss {Stop-loss executed} other {Position liquidated}}',
    comment: 'Keep the select structure; translate only the three titles',
  },
  notify_contract_closed_content: /*i18n*/ {
    id: 'notify_contract_closed_content',
    message: 'Your {product} position (order {oid}) was closed at {price} on {time}. Profit or loss: {profit} USDT.',
  },
  notify_invest_matured_title: /*i18n*/ { id: 'notify_invest_matured_title', message: 'Investment matured' },
  notify_invest_matured_content: /*i18n*/ {
    id: 'notify_invest_matured_content',
    message:
      'Your {product} investment of {amount} USDT has matured and returned to your balance with {reward} USDT earned.',
  },
  notify_withdraw_requested_title: /*i18n*/ { id: 'notify_withdraw_requested_title', message: 'Withdrawal requested' },
  notify_withdraw_requested_content: /*i18n*/ {
    id: 'notify_withdraw_requested_content',
    message:
      'A withdrawal of {amount} {coin} was requested from your account. If this was not you, do not confirm it and change your password now.',
  },
  notify_password_changed_title: /*i18n*/ { id: 'notify_password_changed_title', message: 'Password changed' },
  notify_password_changed_content: /*i18n*/ {
    id: 'notify_password_changed_content',
    message: 'Your password was changed. If this was not you, reset your password and contact support at once.',
  },
  notify_password_reset_title: /*i18n*/ { id: 'notify_password_reset_title', message: 'Password reset' },
  notify_password_reset_content: /*i18n*/ {
    id: 'notify_password_reset_content',
    message: 'Your password was reset with a recovery code. If this was not you, contact support at once.',
  },
  notify_allowlist_off_title: /*i18n*/ {
    id: 'notify_allowlist_off_title',
    message: 'Withdrawal allow-list turning off',
  },
  notify_allowlist_off_content: /*i18n*/ {
    id: 'notify_allowlist_off_content',
    message:
      'Your withdrawal allow-list turns off on {time}. If this was not you, turn it on again at once and change your password.',
  },
  notify_new_sign_in_title: /*i18n*/ { id: 'notify_new_sign_in_title', message: 'New sign-in' },
  notify_new_sign_in_content: /*i18n*/ {
    id: 'notify_new_sign_in_content',
    message:
      'Your account was signed in on a new device ({device}, from {address}) on {time}. If this was not you, change your password now.',
  },
  notify_price_alert_title: /*i18n*/ { id: 'notify_price_alert_title', message: 'Price alert: {product}' },
  notify_price_alert_content: /*i18n*/ {
    id: 'notify_price_alert_content',
    message:
      '{direction, select, above {{product} rose to {price}, above your target of {target}, on {time}.} other {{product} fell to {price}, below your target of {target}, on {time}.}}',
    comment: 'Keep the select structure; translate only the two sentences',
  },
})

export const notifySuccess = defineServerMessages({
  announcement_sent: /*i18n*/ { id: 'announcement_sent', message: 'Announcement sent to every user' },
})
