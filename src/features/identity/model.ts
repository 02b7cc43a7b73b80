// Form rules of the identity screens (spec section 5): which field is missing, in the form's order.
import type { VerifyStatus } from '@contract/api'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PASSWORD_MIN_LENGTH } from '@/shared/lib/constants'

export const basicFields = ['country', 'realname', 'idcard_num', 'address'] as const
export type BasicField = (typeof basicFields)[number]
export type BasicForm = Record<BasicField, string>

export const basicMessages: Record<BasicField, MessageDescriptor> = {
  country: msg`Please enter your country or region`,
  realname: msg`Please enter your real name`,
  idcard_num: msg`Please enter your ID number`,
  address: msg`Please enter your address`,
}

/** The first empty field (the one to focus), or null when the form is complete. */
export function firstMissingBasic(form: BasicForm): BasicField | null {
  return basicFields.find((field) => form[field].trim() === '') ?? null
}

export const imageFields = ['cardzm', 'cardfm', 'cardtake'] as const
export type ImageField = (typeof imageFields)[number]

export const imageMessages: Record<ImageField, MessageDescriptor> = {
  cardzm: msg`Please upload the front of your ID`,
  cardfm: msg`Please upload the back of your ID`,
  cardtake: msg`Please upload a photo of yourself holding your ID`,
}

/** Every image field still without an upload (each shows its own message). */
export function missingImages(images: Partial<Record<ImageField, string>>): ImageField[] {
  return imageFields.filter((field) => !images[field])
}

/** A level may be (re)submitted only while unverified (0) or failed (3). */
export const canSubmit = (status: VerifyStatus) => status === 0 || status === 3

export const verifyStatusLabels: Record<VerifyStatus, MessageDescriptor> = {
  0: msg`Unverified`,
  1: msg`Pending review`,
  2: msg`Verified`,
  3: msg`Failed`,
}

export interface PasswordForm {
  old_pwd: string
  new_pwd: string
  re_new_pwd: string
}
export type PasswordField = keyof PasswordForm

export const passwordMessages = {
  old_pwd: msg`Please enter your current password`,
  new_pwd: msg`Please enter a new password`,
  re_new_pwd: msg`Please repeat the new password`,
  inconsistent: msg`Two passwords inconsistent`,
  tooShort: msg`Please enter at least 6 characters`,
} as const

export function validatePasswordChange(form: PasswordForm): Partial<Record<PasswordField, MessageDescriptor>> {
  const errors: Partial<Record<PasswordField, MessageDescriptor>> = {}
  for (const field of ['old_pwd', 'new_pwd', 're_new_pwd'] as const) {
    if (form[field] === '') errors[field] = passwordMessages[field]
  }
  if (!errors.new_pwd && form.new_pwd.length < PASSWORD_MIN_LENGTH) errors.new_pwd = passwordMessages.tooShort
  if (!errors.re_new_pwd && !errors.new_pwd && form.re_new_pwd !== form.new_pwd) {
    errors.re_new_pwd = passwordMessages.inconsistent
  }
  return errors
}

export type ForgotMode = 'phone' | 'email'
export interface ForgotForm {
  mode: ForgotMode
  phone: string
  email: string
  /** Digits only, without '+'. */
  areaCode: string
  code: string
  pwd: string
}
export type ForgotField = 'account' | 'code' | 'pwd'

export const forgotMessages = {
  phone: msg`Please enter your phone number`,
  email: msg`Please enter your email`,
  code: msg`Please enter the code`,
  pwd: msg`Please enter at least 6 characters`,
} as const

/** The account as the server expects it: the email, or '+' + area code + number. */
export function forgotAccount(form: ForgotForm): string {
  return form.mode === 'phone' ? `+${form.areaCode}${form.phone.trim()}` : form.email.trim()
}

export function validateAccount(form: ForgotForm): MessageDescriptor | null {
  if (form.mode === 'phone') return form.phone.trim() === '' ? forgotMessages.phone : null
  return form.email.trim() === '' ? forgotMessages.email : null
}

export function validateReset(form: ForgotForm): Partial<Record<ForgotField, MessageDescriptor>> {
  const errors: Partial<Record<ForgotField, MessageDescriptor>> = {}
  const account = validateAccount(form)
  if (account) errors.account = account
  if (form.code.trim() === '') errors.code = forgotMessages.code
  if (form.pwd.length < PASSWORD_MIN_LENGTH) errors.pwd = forgotMessages.pwd
  return errors
}
