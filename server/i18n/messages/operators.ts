// Server messages of operator accounts: sign-in with a TOTP second factor, and roles on /admin.
import { defineServerMessages } from './define'

export const operatorErrors = defineServerMessages({
  forbidden: /*i18n*/ {
    id: 'forbidden',
    message: 'Your operator role ({role}) does not allow this.',
    comment: '{role} is an operator role name, left in English: reviewer, support or admin',
  },
})

export const operatorSuccess = defineServerMessages({
  totp_enrolment_required: /*i18n*/ {
    id: 'totp_enrolment_required',
    message: 'Set up two-step sign-in: add this key to your authenticator app, then enter the code it shows.',
  },
  totp_enrolled: /*i18n*/ { id: 'totp_enrolled', message: 'Two-step sign-in is set up. You are signed in.' },
})

export const operatorDetails = defineServerMessages({
  operator_login_failed: /*i18n*/ {
    id: 'operator_login_failed',
    message: 'Incorrect e-mail, password or authenticator code.',
  },
  totp_already_enrolled: /*i18n*/ {
    id: 'totp_already_enrolled',
    message: 'Two-step sign-in is already set up for this operator.',
  },
})
