// Server messages of users' own security: two-factor sign-in, the anti-phishing phrase, withdrawal confirmation
// codes, new-destination delays and the allow-list, and the mails that carry them.
import { defineServerMessages } from './define'

export const securityErrors = defineServerMessages({
  two_factor_required: /*i18n*/ {
    id: 'two_factor_required',
    message: 'Please enter the code from your authenticator app.',
  },
  wrong_code: /*i18n*/ { id: 'wrong_code', message: 'The code is wrong or has expired.' },
  destination_too_new: /*i18n*/ {
    id: 'destination_too_new',
    message: 'This destination was added recently. Withdrawals to it are possible from {until} (UTC).',
    comment: '{until} is a date and time, e.g. 2026-03-02 12:00',
  },
  not_allowlisted: /*i18n*/ {
    id: 'not_allowlisted',
    message: 'Your allow-list is on and this destination is not on it.',
  },
})

export const securitySuccess = defineServerMessages({
  two_factor_setup: /*i18n*/ {
    id: 'two_factor_setup',
    message: 'Add this key to your authenticator app, then enter a code from it.',
  },
  two_factor_enabled: /*i18n*/ {
    id: 'two_factor_enabled',
    message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  },
  two_factor_disabled: /*i18n*/ { id: 'two_factor_disabled', message: 'Two-factor sign-in is off.' },
  two_factor_code_needed: /*i18n*/ {
    id: 'two_factor_code_needed',
    message: 'Enter the code from your authenticator app to finish signing in.',
  },
  phishing_phrase_saved: /*i18n*/ { id: 'phishing_phrase_saved', message: 'Anti-phishing phrase saved.' },
  allowlist_saved: /*i18n*/ { id: 'allowlist_saved', message: 'Allow-list updated.' },
  allowlist_off_code_sent: /*i18n*/ {
    id: 'allowlist_off_code_sent',
    message: 'We have sent you a code to confirm turning the allow-list off. It is valid for 10 minutes.',
  },
  allowlist_off_scheduled: /*i18n*/ {
    id: 'allowlist_off_scheduled',
    message:
      'Confirmed. Your allow-list still applies until the time shown, then turns off. Turn it on again to cancel.',
  },
  withdraw_code_mailed: /*i18n*/ {
    id: 'withdraw_code_mailed',
    message: 'We have mailed you a code to confirm this withdrawal. It is valid for 10 minutes.',
  },
  withdraw_code_totp: /*i18n*/ {
    id: 'withdraw_code_totp',
    message: 'Enter the code from your authenticator app to confirm this withdrawal.',
  },
})

export const securityDetails = defineServerMessages({
  two_factor_already_on: /*i18n*/ { id: 'two_factor_already_on', message: 'Two-factor sign-in is already on.' },
  two_factor_not_set_up: /*i18n*/ {
    id: 'two_factor_not_set_up',
    message: 'Please start the two-factor set-up first.',
  },
  two_factor_demo: /*i18n*/ {
    id: 'two_factor_demo',
    message: 'Two-factor sign-in cannot be set up on the shared demo account.',
  },
  two_factor_not_on: /*i18n*/ { id: 'two_factor_not_on', message: 'Two-factor sign-in is not on.' },
  login_ticket_invalid: /*i18n*/ {
    id: 'login_ticket_invalid',
    message: 'This sign-in has expired. Please log in again.',
  },
  phishing_phrase_too_long: /*i18n*/ {
    id: 'phishing_phrase_too_long',
    message: 'The phrase can have at most {max} characters.',
    comment: '{max} is a whole number',
  },
  phishing_phrase_invalid: /*i18n*/ {
    id: 'phishing_phrase_invalid',
    message: 'Please use letters, digits, spaces and simple punctuation only.',
  },
  withdraw_request_expired: /*i18n*/ {
    id: 'withdraw_request_expired',
    message: 'This withdrawal request has expired. Please submit it again.',
  },
  mail_phishing_phrase: /*i18n*/ {
    id: 'mail_phishing_phrase',
    message: 'Your anti-phishing phrase: {phrase}',
    comment: '{phrase} is the phrase the user chose; mails from Tern always show it',
  },
  mail_withdraw_code_subject: /*i18n*/ { id: 'mail_withdraw_code_subject', message: 'Confirm your Tern withdrawal' },
  mail_withdraw_code_text: /*i18n*/ {
    id: 'mail_withdraw_code_text',
    message:
      'A withdrawal of {amount} {coin} was requested from your account. To confirm it, enter the code {code} within 10 minutes. If this was not you, do not share the code, and change your password.',
    comment: '{code} is the six-digit code',
  },
  allowlist_off_code_expired: /*i18n*/ {
    id: 'allowlist_off_code_expired',
    message: 'This code has expired or was already used. Please ask for a new one.',
  },
  mail_allowlist_off_code_subject: /*i18n*/ {
    id: 'mail_allowlist_off_code_subject',
    message: 'Confirm turning off your withdrawal allow-list',
  },
  mail_allowlist_off_code_text: /*i18n*/ {
    id: 'mail_allowlist_off_code_text',
    message:
      'Someone asked to turn off the withdrawal allow-list of your Tern account. To confirm, enter the code {code} within 10 minutes; the list then turns off {hours} hours later. If this was not you, do not share the code, and change your password.',
    comment: '{code} is the six-digit code; {hours} a whole number',
  },
  mail_allowlist_off_text: /*i18n*/ {
    id: 'mail_allowlist_off_text',
    message:
      'Your withdrawal allow-list turns off on {time} (UTC). If this was not you, turn it on again at once and change your password.',
    comment: '{time} is a date and time, e.g. 2026-03-02 12:00',
  },
  mail_withdraw_requested_subject: /*i18n*/ {
    id: 'mail_withdraw_requested_subject',
    message: 'A withdrawal was requested from your Tern account',
  },
})
