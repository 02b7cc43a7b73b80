// Server messages of the wallet features (deposits, withdrawals, exchange, bank cards, uploads, reviews).
import { defineServerMessages } from './define'

export const walletErrors = defineServerMessages({
  below_minimum: /*i18n*/ { id: 'below_minimum', message: 'The amount is below the minimum.' },
  account_not_bound: /*i18n*/ { id: 'account_not_bound', message: 'Please bind a bank card or address first.' },
  idempotency_conflict: /*i18n*/ {
    id: 'idempotency_conflict',
    message: 'This request key was already used for a different request.',
  },
  already_decided: /*i18n*/ { id: 'already_decided', message: 'This request has already been processed.' },
  upload_invalid: /*i18n*/ { id: 'upload_invalid', message: 'Only JPG, PNG or GIF images are supported.' },
  upload_too_large: /*i18n*/ { id: 'upload_too_large', message: 'The image is too large (at most 2 MB).' },
  price_unavailable: /*i18n*/ {
    id: 'price_unavailable',
    message: 'No market price is available right now. Please try again shortly.',
  },
  unauthorized: /*i18n*/ { id: 'unauthorized', message: 'Not authorized.' },
  above_maximum: /*i18n*/ { id: 'above_maximum', message: 'The amount is above the maximum.' },
})

export const walletSuccess = defineServerMessages({
  recharge_submitted: /*i18n*/ {
    id: 'recharge_submitted',
    message: 'Marked successfully, please wait for processing.',
  },
  withdraw_submitted: /*i18n*/ {
    id: 'withdraw_submitted',
    message: 'Withdrawal submitted, please wait for processing.',
  },
  exchange_done: /*i18n*/ { id: 'exchange_done', message: 'Exchange successful' },
  bank_added: /*i18n*/ { id: 'bank_added', message: 'Saved' },
  bank_deleted: /*i18n*/ { id: 'bank_deleted', message: 'Deleted' },
  uploaded: /*i18n*/ { id: 'uploaded', message: 'Uploaded' },
  approved: /*i18n*/ { id: 'approved', message: 'Approved' },
  rejected: /*i18n*/ { id: 'rejected', message: 'Rejected' },
})

export const walletDetails = defineServerMessages({
  currency_required: /*i18n*/ { id: 'currency_required', message: 'Please select a currency.' },
  amount_required: /*i18n*/ { id: 'amount_required', message: 'Please enter an amount.' },
  amount_invalid: /*i18n*/ { id: 'amount_invalid', message: 'Please enter a valid amount.' },
  recharge_min: /*i18n*/ {
    id: 'recharge_min',
    message: 'The minimum deposit is {min}.',
    comment: '{min} is an amount with its currency sign, e.g. $10.00',
  },
  pic_required: /*i18n*/ { id: 'pic_required', message: 'Please upload the payment screenshot.' },
  pic_not_found: /*i18n*/ {
    id: 'pic_not_found',
    message: 'The payment screenshot was not found. Please upload it again.',
  },
  upload_dimensions: /*i18n*/ {
    id: 'upload_dimensions',
    message: 'The image is too large (at most {max} x {max} pixels).',
    comment: '{max} is a number of pixels, e.g. 4096',
  },
  upload_pixels: /*i18n*/ {
    id: 'upload_pixels',
    message: 'The image has too many pixels (at most {mp} million in all its frames).',
    comment: '{mp} is a number of millions of pixels, e.g. 16.8',
  },
  upload_busy: /*i18n*/ {
    id: 'upload_busy',
    message: 'Your previous images are still being processed. Please wait a moment and try again.',
  },
  upload_quota: /*i18n*/ {
    id: 'upload_quota',
    message: 'Upload limit reached: at most {count} images or {mb} MB in 24 hours. Please try again later.',
    comment: '{count} is a number of images, {mb} a number of megabytes',
  },
  withdraw_amount_required: /*i18n*/ { id: 'withdraw_amount_required', message: 'Please enter the withdrawal amount.' },
  withdraw_min: /*i18n*/ {
    id: 'withdraw_min',
    message: 'The minimum withdrawal is {min} USDT.',
    comment: '{min} is a USDT amount, e.g. 10.00',
  },
  bank_name_required: /*i18n*/ { id: 'bank_name_required', message: 'Please enter the bank name.' },
  bank_branch_required: /*i18n*/ { id: 'bank_branch_required', message: 'Please enter the branch.' },
  bank_account_required: /*i18n*/ { id: 'bank_account_required', message: 'Please enter the card number.' },
  name_required: /*i18n*/ { id: 'name_required', message: "Please enter the account holder's name." },
  idcard_required: /*i18n*/ { id: 'idcard_required', message: 'Please enter the ID number.' },
  phone_required: /*i18n*/ { id: 'phone_required', message: 'Please enter the contact number.' },
  address_required: /*i18n*/ { id: 'address_required', message: 'Please enter the address.' },
  network_required: /*i18n*/ { id: 'network_required', message: 'Please choose the network (TRC20 or ERC20).' },
  account_not_approved: /*i18n*/ {
    id: 'account_not_approved',
    message: 'This card or address is not bound to your account or is not approved yet.',
  },
  exchange_same: /*i18n*/ { id: 'exchange_same', message: 'Please choose two different coins.' },
  exchange_min: /*i18n*/ { id: 'exchange_min', message: 'The minimum exchange is worth 1 USDT.' },
  bank_duplicate: /*i18n*/ { id: 'bank_duplicate', message: 'This card or address is already bound.' },
  bank_limit: /*i18n*/ { id: 'bank_limit', message: 'You can bind at most 20 cards and addresses.' },
  reason_required: /*i18n*/ { id: 'reason_required', message: 'Please give a reason.' },
  status_pending: /*i18n*/ { id: 'status_pending', message: 'Pending review' },
  status_credited: /*i18n*/ { id: 'status_credited', message: 'Credited' },
  status_paid: /*i18n*/ { id: 'status_paid', message: 'Paid' },
  status_rejected: /*i18n*/ { id: 'status_rejected', message: 'Rejected' },
  recharge_max: /*i18n*/ {
    id: 'recharge_max',
    message: 'The maximum deposit is {max}.',
    comment: '{max} is an amount with its currency sign, e.g. $100000.00',
  },
  withdraw_max: /*i18n*/ {
    id: 'withdraw_max',
    message: 'The maximum withdrawal is {max} USDT.',
    comment: '{max} is a USDT amount, e.g. 100000.00',
  },
  amount_too_large: /*i18n*/ { id: 'amount_too_large', message: 'The amount is too large.' },
  balance_limit: /*i18n*/ {
    id: 'balance_limit',
    message: 'This would take a balance above the largest amount Tern can hold. Nothing was changed.',
  },
  pic_used: /*i18n*/ {
    id: 'pic_used',
    message: 'This payment screenshot already belongs to another deposit. Please upload the one for this transfer.',
  },
})
