// Server messages of operator accounts: sign-in with a TOTP second factor, and roles on /admin.
import { defineServerMessages } from './define'

export const operatorErrors = defineServerMessages({
  forbidden: /*i18n*/ {
    id: 'forbidden',
    message: 'Your operator role ({role}) does not allow this.',
    comment: '{role} is an operator role name, left in English: reviewer, support or admin',
  },
  enrolment_code_required: /*i18n*/ {
    id: 'enrolment_code_required',
    message:
      'To set up two-step sign-in, enter an enrolment code. Ask an administrator to run npm run admin -- operator enrol-code with your e-mail on the server; the code it prints works once, for a few minutes.',
    comment: 'npm run admin -- operator enrol-code is a command, left as it is',
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
  enrolment_code_invalid: /*i18n*/ {
    id: 'enrolment_code_invalid',
    message: 'This enrolment code is wrong, used or expired. Ask for a new one.',
  },
  totp_already_enrolled: /*i18n*/ {
    id: 'totp_already_enrolled',
    message: 'Two-step sign-in is already set up for this operator.',
  },
})
