import type { AddBankRequest } from '@contract/schemas/bank'
import type { AddressCurrency } from '@contract/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const bankFormFields = ['bank', 'branch', 'account', 'name', 'idcard', 'phone'] as const
export type BankFormField = (typeof bankFormFields)[number]
export type BankForm = Record<BankFormField, string>

export const emptyBankForm: BankForm = { bank: '', branch: '', account: '', name: '', idcard: '', phone: '' }

export interface AddressForm {
  currency: AddressCurrency | ''
  address: string
  remark: string
}

export const emptyAddressForm: AddressForm = { currency: '', address: '', remark: '' }

export const bankFormMessages: Record<BankFormField | 'currency' | 'address', MessageDescriptor> = {
  bank: msg`Please enter the bank name`,
  branch: msg`Please enter the branch`,
  account: msg`Please enter the card number`,
  name: msg`Please enter the account holder's name`,
  idcard: msg`Please enter the ID number`,
  phone: msg`Please enter the contact number`,
  currency: msg`Please select currency`,
  address: msg`Please enter the address`,
}

/** All six bank fields are required (spec section 5). */
export function validateBankForm(form: BankForm): BankFormField[] {
  return bankFormFields.filter((field) => form[field].trim() === '')
}

/** Currency and address are required; the remark is optional. */
export function validateAddressForm(form: AddressForm): ('currency' | 'address')[] {
  const failed: ('currency' | 'address')[] = []
  if (form.currency === '') failed.push('currency')
  if (form.address.trim() === '') failed.push('address')
  return failed
}

export function toBankRequest(form: BankForm): AddBankRequest {
  const trimmed = Object.fromEntries(bankFormFields.map((field) => [field, form[field].trim()])) as BankForm
  return { type: 0, ...trimmed }
}

export function toAddressRequest(form: AddressForm & { currency: AddressCurrency }): AddBankRequest {
  const remark = form.remark.trim()
  return { type: 1, currency: form.currency, address: form.address.trim(), ...(remark ? { remark } : {}) }
}
