// Server messages shared by every feature: the standard error codes, plain successes and the market's details.
import { defineServerMessages } from './define'

/** Error messages, one per standard error code. */
export const commonErrors = defineServerMessages({
  bad_request: /*i18n*/ { id: 'bad_request', message: 'The request could not be read.' },
  validation: /*i18n*/ { id: 'validation', message: 'Some fields are missing or invalid.' },
  not_found: /*i18n*/ { id: 'not_found', message: 'The requested item was not found.' },
  phone_invalid: /*i18n*/ { id: 'phone_invalid', message: 'Please enter a valid phone number.' },
  email_invalid: /*i18n*/ { id: 'email_invalid', message: 'Please enter a valid email address.' },
  password_too_short: /*i18n*/ { id: 'password_too_short', message: 'The password must be at least 6 characters.' },
  account_exists: /*i18n*/ { id: 'account_exists', message: 'An account with this phone or email already exists.' },
  login_failed: /*i18n*/ { id: 'login_failed', message: 'Incorrect account or password.' },
  too_many_attempts: /*i18n*/ {
    id: 'too_many_attempts',
    message: 'Too many failed attempts. Please try again in {seconds} s.',
  },
  rate_limited: /*i18n*/ { id: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
  insufficient_balance: /*i18n*/ { id: 'insufficient_balance', message: 'Insufficient balance.' },
  internal: /*i18n*/ { id: 'internal', message: 'Something went wrong on our side. Please try again.' },
  unavailable: /*i18n*/ {
    id: 'unavailable',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
})

export const commonSuccess = defineServerMessages({
  ok: /*i18n*/ { id: 'ok', message: 'Success' },
  registered: /*i18n*/ { id: 'registered', message: 'Account created' },
  logged_in: /*i18n*/ { id: 'logged_in', message: 'Signed in' },
  logged_out: /*i18n*/ { id: 'logged_out', message: 'Signed out' },
  sessions_ended: /*i18n*/ { id: 'sessions_ended', message: 'Signed out on your other devices' },
  session_ended: /*i18n*/ { id: 'session_ended', message: 'Session ended' },
  watchlist_saved: /*i18n*/ { id: 'watchlist_saved', message: 'Watchlist updated' },
})

/** More specific texts shown with a standard error code (the code stays the machine-readable part). */
export const commonDetails = defineServerMessages({
  product_not_found: /*i18n*/ { id: 'product_not_found', message: 'This product does not exist.' },
  interval_invalid: /*i18n*/ {
    id: 'interval_invalid',
    message: 'Unsupported chart interval. Use 1m, 5m, 15m, 30m, 1h or 1d.',
  },
  login_busy: /*i18n*/ {
    id: 'login_busy',
    message: 'Too many sign-in attempts at the same time. Please try again in a moment.',
  },
  login_too_often: /*i18n*/ {
    id: 'login_too_often',
    message: 'Too many sign-ins in a short time. Please wait a minute and try again.',
  },
  session_not_found: /*i18n*/ { id: 'session_not_found', message: 'This session has already ended.' },
  watchlist_unknown_product: /*i18n*/ {
    id: 'watchlist_unknown_product',
    message: 'The watchlist can only contain existing products.',
  },
})
