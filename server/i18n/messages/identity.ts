// Server messages of identity: verification, password change and recovery, and the recovery mail.
import { defineServerMessages } from './define'

export const identitySuccess = defineServerMessages({
  password_changed: /*i18n*/ {
    id: 'password_changed',
    message: 'Password changed. Your other devices have been signed out.',
  },
  code_sent: /*i18n*/ {
    id: 'code_sent',
    message: 'If an account exists for it, a code has been sent. It is valid for 10 minutes.',
  },
  password_reset: /*i18n*/ { id: 'password_reset', message: 'Password reset. Please log in with your new password.' },
  verify_submitted: /*i18n*/ { id: 'verify_submitted', message: 'Submitted. The verification team will review it.' },
  verify_passed: /*i18n*/ { id: 'verify_passed', message: 'Verification passed.' },
})

export const identityDetails = defineServerMessages({
  old_pwd_required: /*i18n*/ { id: 'old_pwd_required', message: 'Please enter your current password.' },
  new_pwd_required: /*i18n*/ { id: 'new_pwd_required', message: 'Please enter a new password.' },
  re_new_pwd_required: /*i18n*/ { id: 're_new_pwd_required', message: 'Please repeat the new password.' },
  passwords_inconsistent: /*i18n*/ { id: 'passwords_inconsistent', message: 'The two passwords are inconsistent.' },
  old_pwd_wrong: /*i18n*/ { id: 'old_pwd_wrong', message: 'The current password is incorrect.' },
  reset_type_invalid: /*i18n*/ { id: 'reset_type_invalid', message: 'Please choose email or phone.' },
  account_required: /*i18n*/ { id: 'account_required', message: 'Please enter your phone number or email.' },
  code_required: /*i18n*/ { id: 'code_required', message: 'Please enter the code.' },
  code_invalid: /*i18n*/ { id: 'code_invalid', message: 'The code is wrong or has expired.' },
  code_attempts: /*i18n*/ { id: 'code_attempts', message: 'Too many wrong codes. Please request a new code.' },
  code_resend_wait: /*i18n*/ {
    id: 'code_resend_wait',
    message: 'Please wait {seconds} s before requesting another code.',
    comment: '{seconds} is a whole number of seconds',
  },
  code_daily_cap: /*i18n*/ {
    id: 'code_daily_cap',
    message: 'Too many codes have been requested today. Please try again tomorrow.',
  },
  country_required: /*i18n*/ { id: 'country_required', message: 'Please enter your country or region.' },
  realname_required: /*i18n*/ { id: 'realname_required', message: 'Please enter your real name.' },
  cardzm_required: /*i18n*/ { id: 'cardzm_required', message: 'Please upload the front of your ID.' },
  cardfm_required: /*i18n*/ { id: 'cardfm_required', message: 'Please upload the back of your ID.' },
  cardtake_required: /*i18n*/ {
    id: 'cardtake_required',
    message: 'Please upload a photo of yourself holding your ID.',
  },
  id_image_not_found: /*i18n*/ {
    id: 'id_image_not_found',
    message: 'This image was not found. Please upload it again.',
  },
  verify_pending: /*i18n*/ { id: 'verify_pending', message: 'Your verification is being reviewed.' },
  verify_done: /*i18n*/ { id: 'verify_done', message: 'You are already verified.' },
  verify_basic_first: /*i18n*/ { id: 'verify_basic_first', message: 'Please complete basic verification first.' },
  mail_code_subject: /*i18n*/ { id: 'mail_code_subject', message: 'Your Tern verification code' },
  mail_code_text: /*i18n*/ {
    id: 'mail_code_text',
    message:
      'Your verification code is {code}. It is valid for 10 minutes. If you did not ask to reset your password, ignore this message.',
    comment: '{code} is the six-digit code',
  },
})
