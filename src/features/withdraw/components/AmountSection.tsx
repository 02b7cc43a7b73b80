import type { WithdrawInfo } from '@contract/wallet'
import { Trans, useLingui } from '@lingui/react/macro'
import { walletStyles } from '@/features/wallet'
import { sanitizeDecimalInput } from '@/shared/lib/decimal'
import { Amount } from '@/shared/ui/Amount'
import { TextField } from '@/shared/ui/TextField'
import type { WithdrawField, WithdrawForm } from '../model'

interface AmountSectionProps {
  form: WithdrawForm
  info: WithdrawInfo | null
  onChange: (patch: Partial<WithdrawForm>) => void
  errorFor: (field: WithdrawField) => string | null
}

export function AmountSection({ form, info, onChange, errorFor }: AmountSectionProps) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        label={t`Amount (USDT)`}
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        onChange={(event) => onChange({ amount: sanitizeDecimalInput(event.target.value) })}
        error={errorFor('amount')}
      />
      {info ? (
        <p className={walletStyles.hint}>
          <Trans>
            Available: <Amount value={info.money} decimals={2} unit="USDT" />
          </Trans>
          {' · '}
          <Trans>
            Minimum: <Amount value={info.withdraw_min} decimals={2} unit="USDT" />
          </Trans>
          {' · '}
          <Trans>
            Fee: <Amount value={info.withdraw_fee} decimals={2} unit="USDT" />
          </Trans>
        </p>
      ) : null}
    </>
  )
}
