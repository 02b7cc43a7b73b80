// Login and register rules (spec section 5): which messages show and whether the request is still sent.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH } from '@/shared/lib/constants'

export type AuthMode = 'email' | 'phone'
export type AuthKind = 'login' | 'register'
export type AuthField = 'account' | 'password'

export interface AuthForm {
  mode: AuthMode
  email: string
  phone: string
  /** Digits only, without '+'. */
  areaCode: string
  password: string
}

export interface AuthValidation {
  errors: Partial<Record<AuthField, MessageDescriptor>>
  /** False when a message blocks the request; password messages never block (the server decides). */
  canSubmit: boolean
}

export const authMessages = {
  accountRequired: msg`Please enter your phone number or email`,
  passwordRequired: msg`Please enter your password`,
  phoneInvalid: msg`Please fill in correct phone`,
  emailRequired: msg`Please enter your email`,
  passwordTooShort: msg`Please enter at least 6 characters`,
} as const

/** The account name the server expects: the email, or '+' + area code + number. */
export function buildAccountName(form: Pick<AuthForm, 'mode' | 'email' | 'phone' | 'areaCode'>): string {
  return form.mode === 'phone' ? `+${form.areaCode}${form.phone.trim()}` : form.email.trim()
}

/** Keeps digits only (phone numbers and area codes). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '')
}

export function validateLogin(form: AuthForm): AuthValidation {
  const errors: AuthValidation['errors'] = {}
  const account = form.mode === 'phone' ? form.phone.trim() : form.email.trim()
  if (account === '') errors.account = authMessages.accountRequired
  if (form.password === '') errors.password = authMessages.passwordRequired
  return { errors, canSubmit: errors.account === undefined }
}

export function validateRegister(form: AuthForm): AuthValidation {
  const errors: AuthValidation['errors'] = {}
  if (form.mode === 'phone' && form.phone.trim().length < PHONE_MIN_LENGTH) errors.account = authMessages.phoneInvalid
  if (form.mode === 'email' && form.email.trim() === '') errors.account = authMessages.emailRequired
  if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = authMessages.passwordTooShort
  return { errors, canSubmit: errors.account === undefined }
}

export function validateAuth(kind: AuthKind, form: AuthForm): AuthValidation {
  return kind === 'login' ? validateLogin(form) : validateRegister(form)
}

const browsers: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const systems: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** "Safari on iPhone"-style parts of a User-Agent; a part not recognised is null. */
export function describeUserAgent(userAgent: string): { browser: string | null; system: string | null } {
  const find = (table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  return { browser: find(browsers), system: find(systems) }
}
