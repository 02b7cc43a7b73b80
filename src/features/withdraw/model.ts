import type { WithdrawRequest } from '@contract/schemas/withdraw'
import type { BankRecord, WithdrawNetwork } from '@contract/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { compareDecimal, decimalsOf, isPositiveDecimal, USDT_SCALE } from '@/shared/lib/decimal'

export type WithdrawTab = 0 | 1

export interface WithdrawForm {
  tabType: WithdrawTab
  bank_name: string
  bank_branch: string
  bank_account: string
  name: string
  idcard: string
  phone: string
  network: WithdrawNetwork
  coin_address: string
  amount: string
  agreed: boolean
}

export type WithdrawField = Exclude<keyof WithdrawForm, 'tabType' | 'network'>

export const emptyWithdrawForm: WithdrawForm = {
  tabType: 0,
  bank_name: '',
  bank_branch: '',
  bank_account: '',
  name: '',
  idcard: '',
  phone: '',
  network: 'trc20',
  coin_address: '',
  amount: '',
  agreed: false,
}

export const bankFields = ['bank_name', 'bank_branch', 'bank_account', 'name', 'idcard', 'phone'] as const

export const withdrawMessages: Record<WithdrawField, MessageDescriptor> = {
  bank_name: msg`Please enter the bank name`,
  bank_branch: msg`Please enter the branch`,
  bank_account: msg`Please enter the card number`,
  name: msg`Please enter the account holder's name`,
  idcard: msg`Please enter the ID number`,
  phone: msg`Please enter the contact number`,
  coin_address: msg`Please enter the address`,
  amount: msg`Please enter withdrawal amount`,
  agreed: msg`Please accept the withdrawal agreement`,
}

export type WithdrawProblem = { field: WithdrawField; below?: 'minimum' }

/** The failed rules in form order; an amount below the minimum is reported on the amount field. */
export function validateWithdraw(form: WithdrawForm, minimum: string): WithdrawProblem[] {
  const problems: WithdrawProblem[] = []
  const required: readonly WithdrawField[] = form.tabType === 0 ? bankFields : ['coin_address']
  for (const field of required) if (String(form[field]).trim() === '') problems.push({ field })
  if (!isPositiveDecimal(form.amount) || decimalsOf(form.amount) > USDT_SCALE) problems.push({ field: 'amount' })
  else if (compareDecimal(form.amount, minimum) < 0) problems.push({ field: 'amount', below: 'minimum' })
  if (!form.agreed) problems.push({ field: 'agreed' })
  return problems
}

export function toWithdrawRequest(form: WithdrawForm): WithdrawRequest {
  if (form.tabType === 1) {
    return { tabType: 1, amount: form.amount, network: form.network, coin_address: form.coin_address.trim() }
  }
  return {
    tabType: 0,
    amount: form.amount,
    bank_name: form.bank_name.trim(),
    bank_branch: form.bank_branch.trim(),
    bank_account: form.bank_account.trim(),
    name: form.name.trim(),
    idcard: form.idcard.trim(),
    phone: form.phone.trim(),
  }
}

const networkCurrency: Record<WithdrawNetwork, string> = { trc20: 'USDT-TRC20', erc20: 'USDT-ERC20' }

/** The approved records usable on a tab: bank cards, or USDT addresses on a withdrawal network. */
export function accountsFor(accounts: readonly BankRecord[], tab: WithdrawTab): BankRecord[] {
  return accounts.filter((account) =>
    tab === 0 ? account.type === 0 : account.type === 1 && Object.values(networkCurrency).includes(account.currency),
  )
}

/**
 * The bound record whose details the form holds, so the picker shows the choice it filled in; editing a filled
 * field makes it a different destination and the picker returns to its placeholder.
 */
export function boundAccountFor(form: WithdrawForm, accounts: readonly BankRecord[]): BankRecord | undefined {
  return accounts.find((account) => {
    const filled = fillFromAccount(form, account)
    return (form.tabType === 0 ? bankFields : (['network', 'coin_address'] as const)).every(
      (field) => form[field] === filled[field],
    )
  })
}

/**
 * The form filled from a bound record (the user may still edit it). A bank card's ID number and contact number
 * come masked, as the card list shows them; the server pays out to the card's own details.
 */
export function fillFromAccount(form: WithdrawForm, account: BankRecord): WithdrawForm {
  if (account.type === 0) {
    return {
      ...form,
      bank_name: account.bank,
      bank_branch: account.branch,
      bank_account: account.account,
      name: account.name,
      idcard: account.idcard,
      phone: account.phone,
    }
  }
  const network = account.currency === networkCurrency.erc20 ? 'erc20' : 'trc20'
  return { ...form, network, coin_address: account.address }
}
