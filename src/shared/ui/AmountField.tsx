import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { type AmountInputProblem, groupsWithCommaIn, readAmountInput } from '@/shared/lib/amount-input'
import { TextField } from './TextField'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'prefix' | 'inputMode'>

interface AmountFieldProps extends InputProps {
  label: string
  value: string
  /** The normalized text (canonical when readable, see readAmountInput); a form refuses it while it has a problem. */
  onValueChange: (text: string) => void
  /** Fraction digits the field takes: 0 for whole numbers. */
  decimals: number
  /** The form's own message (below a minimum, out of range); a typing problem is shown before it. */
  error?: ReactNode
  suffix?: ReactNode
}

/** Why the text was not taken, in the user's language; null when it is fine. */
export function AmountProblemText({ problem, decimals }: { problem: AmountInputProblem | null; decimals: number }) {
  if (problem === 'whole_only') return <Trans>Whole numbers only: remove the decimal point.</Trans>
  if (problem === 'too_many_decimals') {
    return <Plural value={decimals} one="At most # decimal place." other="At most # decimal places." />
  }
  if (problem === 'not_a_number') {
    return decimals === 0 ? (
      <Trans>Enter a whole number, such as 12.</Trans>
    ) : (
      <Trans>Enter a number, such as 12.5.</Trans>
    )
  }
  return null
}

/** Normalizes an amount field's change with the one input rule, in the active language's conventions. */
export function useAmountChange(decimals: number, onValueChange: (text: string) => void) {
  const { i18n } = useLingui()
  return (raw: string) =>
    onValueChange(readAmountInput(raw, { decimals, groupsWithComma: groupsWithCommaIn(i18n.locale) }).text)
}

/**
 * The one input for amounts and prices: a decimal keypad (digits only for whole numbers), the typed separator
 * kept (a comma becomes a dot, full-width digits and pasted grouping spaces are normalized), and anything the
 * field cannot take left visible with a message instead of being dropped.
 */
export function AmountField({ value, onValueChange, decimals, error, ...rest }: AmountFieldProps) {
  const change = useAmountChange(decimals, onValueChange)
  const { problem } = readAmountInput(value, { decimals })
  return (
    <TextField
      {...rest}
      value={value}
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      onChange={(event) => change(event.target.value)}
      error={problem ? <AmountProblemText problem={problem} decimals={decimals} /> : error}
    />
  )
}
