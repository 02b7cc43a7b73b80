import type { WithdrawInfo } from '@contract/wallet'
import { Trans, useLingui } from '@lingui/react/macro'
import { walletStyles } from '@/features/wallet'
import { USDT_SCALE } from '@/shared/lib/decimal'
import { Amount } from '@/shared/ui/Amount'
import { AmountField } from '@/shared/ui/AmountField'
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
      <AmountField
        label={t`Amount (USDT)`}
        decimals={USDT_SCALE}
        value={form.amount}
        onValueChange={(amount) => onChange({ amount })}
        error={errorFor('amount')}
      />
      {info ? (
        <p className={walletStyles.hint}>
          <Trans>
            Available: <Amount value={info.money} asset="USDT" />
          </Trans>
          {' · '}
          <Trans>
            Minimum: <Amount value={info.withdraw_min} asset="USDT" />
          </Trans>
          {' · '}
          <Trans>
            Fee: <Amount value={info.withdraw_fee} asset="USDT" />
          </Trans>
        </p>
      ) : null}
    </>
  )
}
