// Server messages: English.
import type { Catalog } from '../keys'
import { trading } from '../trading/en'
import { wallet } from '../wallet/en'

export const en: Catalog = {
  bad_request: 'The request could not be read.',
  validation: 'Some fields are missing or invalid.',
  not_found: 'The requested item was not found.',
  phone_invalid: 'Please enter a valid phone number.',
  email_invalid: 'Please enter a valid email address.',
  password_too_short: 'The password must be at least 6 characters.',
  account_exists: 'An account with this phone or email already exists.',
  login_failed: 'Incorrect account or password.',
  too_many_attempts: 'Too many failed attempts. Please try again in 15 minutes.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  insufficient_balance: 'Insufficient balance.',
  internal: 'Something went wrong on our side. Please try again.',
  ok: 'Success',
  registered: 'Account created',
  logged_in: 'Signed in',
  logged_out: 'Signed out',
  watchlist_saved: 'Watchlist updated',
  product_not_found: 'This product does not exist.',
  interval_invalid: 'Unsupported chart interval. Use 1m, 5m, 15m, 30m, 1h or 1d.',
  watchlist_unknown_product: 'The watchlist can only contain existing products.',
  ...wallet,
  ...trading,
}
