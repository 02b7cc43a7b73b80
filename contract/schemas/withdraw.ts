import { z } from 'zod'
import { decimalInput, flagInput, idInput, textInput } from './inputs'

/**
 * POST /api/withdraw: USDT. tabType 0 needs the six bank fields, bank_account matching an approved bank card
 * (idcard and phone may be the masked ones GET /api/bank answers: the payout uses the card's own details);
 * tabType 1 needs network (trc20 or erc20) and coin_address matching an approved USDT-TRC20 / USDT-ERC20 address.
 */
export const withdrawSchema = z.object({
  tabType: flagInput,
  amount: decimalInput.optional().transform((v) => v ?? ''),
  bank_name: textInput(),
  bank_branch: textInput(),
  bank_account: textInput(64),
  name: textInput(),
  idcard: textInput(64),
  phone: textInput(32),
  network: textInput(16),
  coin_address: textInput(128),
})
export type WithdrawRequest = z.input<typeof withdrawSchema>

/** POST /api/withdraw_detail */
export const withdrawDetailSchema = z.object({ id: idInput })
export type WithdrawDetailRequest = z.input<typeof withdrawDetailSchema>
