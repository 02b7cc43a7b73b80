// Server messages of the operator console's data calls (features/console) and of the freezes users meet.
import { defineServerMessages } from './define'

export const consoleErrors = defineServerMessages({
  account_frozen: /*i18n*/ {
    id: 'account_frozen',
    message: 'This account is restricted. Please contact customer service.',
  },
})

export const consoleSuccess = defineServerMessages({
  user_frozen: /*i18n*/ { id: 'user_frozen', message: 'Frozen' },
  user_unfrozen: /*i18n*/ { id: 'user_unfrozen', message: 'Unfrozen' },
  settings_saved: /*i18n*/ { id: 'settings_saved', message: 'Settings saved' },
})

export const consoleDetails = defineServerMessages({
  user_not_found: /*i18n*/ { id: 'user_not_found', message: 'This user does not exist.' },
  login_frozen: /*i18n*/ {
    id: 'login_frozen',
    message: 'Sign-in to this account is suspended. Please contact customer service.',
  },
  withdraw_frozen: /*i18n*/ {
    id: 'withdraw_frozen',
    message: 'Withdrawals from this account are suspended. Please contact customer service.',
  },
  timed_terms_invalid: /*i18n*/ {
    id: 'timed_terms_invalid',
    message: 'Invalid timed-order terms: {field}.',
    comment: '{field} is a field name: seconds, rate or min',
  },
  timed_last_duration: /*i18n*/ {
    id: 'timed_last_duration',
    message: 'Timed trading needs at least one duration: add another before removing this one.',
  },
  spot_fee_invalid: /*i18n*/ {
    id: 'spot_fee_invalid',
    message: 'The spot fee must be a percent below 100 with at most 4 decimals.',
  },
  wallet_limit_invalid: /*i18n*/ {
    id: 'wallet_limit_invalid',
    message: 'Invalid amount: {field}.',
    comment: '{field} is a setting name, e.g. withdraw_min',
  },
  feed_route_invalid: /*i18n*/ {
    id: 'feed_route_invalid',
    message:
      'Invalid source {route}: write venue:SYMBOL with a venue of {venues}, e.g. binance:BTCUSDT or okx:BTC-USDT.',
    comment: '{route} is what the operator typed; {venues} is a list of venue names (binance, okx)',
  },
  wallet_max_below_min: /*i18n*/ {
    id: 'wallet_max_below_min',
    message: '{field} must be at least its minimum.',
    comment: '{field} is a setting name, e.g. withdraw_max',
  },
})
