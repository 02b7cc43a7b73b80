import { z } from 'zod'
import { flagInput, idInput, textInput } from './inputs'

/**
 * POST /api/addbank: a bank card (type 0: bank, branch, account, name, idcard and phone required) or an address
 * (type 1: currency, one of addressCurrencies, and address required; remark optional).
 */
export const addBankSchema = z.object({
  type: flagInput,
  bank: textInput(),
  branch: textInput(),
  account: textInput(64),
  name: textInput(),
  idcard: textInput(64),
  phone: textInput(32),
  currency: textInput(16),
  address: textInput(128),
  remark: textInput(100),
})
export type AddBankRequest = z.input<typeof addBankSchema>

/** POST /api/delbank */
export const deleteBankSchema = z.object({ id: idInput })
export type DeleteBankRequest = z.input<typeof deleteBankSchema>
