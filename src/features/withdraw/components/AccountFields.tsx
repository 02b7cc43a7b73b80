import type { BankRecord, WithdrawNetwork } from '@contract/wallet'
import { withdrawNetworks } from '@contract/wallet'
import { useLingui } from '@lingui/react/macro'
import { walletStyles } from '@/features/wallet'
import { formatDateTime } from '@/shared/lib/format'
import { TextField } from '@/shared/ui/TextField'
import { accountsFor, boundAccountFor, fillFromAccount, type WithdrawField, type WithdrawForm } from '../model'

interface AccountFieldsProps {
  form: WithdrawForm
  accounts: readonly BankRecord[]
  onChange: (patch: Partial<WithdrawForm>) => void
  errorFor: (field: WithdrawField) => string | null
}

/** The destination: a bound record picker that fills the fields, then the bank or address fields. */
export function AccountFields({ form, accounts, onChange, errorFor }: AccountFieldsProps) {
  const { t } = useLingui()
  const usable = accountsFor(accounts, form.tabType)
  const bound = boundAccountFor(form, usable)
  const waitUntil = bound && Date.parse(bound.usable_from) > Date.now() ? formatDateTime(bound.usable_from) : null
  const text = (field: WithdrawField & keyof WithdrawForm, label: string, inputMode?: 'numeric' | 'tel') => (
    <TextField
      key={field}
      label={label}
      value={String(form[field])}
      inputMode={inputMode}
      autoComplete="off"
      // A bound card's ID and contact number arrive masked; they are the card's own, not to be retyped.
      readOnly={bound !== undefined && (field === 'idcard' || field === 'phone')}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={errorFor(field)}
    />
  )
  return (
    <>
      {usable.length > 0 ? (
        <label className={walletStyles.fieldLabel}>
          {t`Bound accounts`}
          <select
            className={walletStyles.select}
            value={String(bound?.id ?? '')}
            onChange={(event) => {
              const chosen = usable.find((account) => String(account.id) === event.target.value)
              if (chosen) onChange(fillFromAccount(form, chosen))
            }}
          >
            <option value="">{t`Select a withdrawal account`}</option>
            {usable.map((account) => (
              <option key={account.id} value={account.id}>
                {account.type === 0 ? `${account.bank} ${account.account}` : `${account.currency} ${account.address}`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {waitUntil ? (
        <p className={walletStyles.hint} role="status">
          {t`New destinations wait before use. Withdrawals to this one are possible from ${waitUntil}.`}
        </p>
      ) : null}
      {form.tabType === 0 ? (
        <>
          {text('bank_name', t`Bank name`)}
          {text('bank_branch', t`Branch`)}
          {text('bank_account', t`Card number`, 'numeric')}
          {text('name', t`Account holder`)}
          {text('idcard', t`ID number`)}
          {text('phone', t`Contact number`, 'tel')}
        </>
      ) : (
        <>
          <label className={walletStyles.fieldLabel}>
            {t`Network`}
            <select
              className={walletStyles.select}
              value={form.network}
              onChange={(event) => onChange({ network: event.target.value as WithdrawNetwork })}
            >
              {withdrawNetworks.map((network) => (
                <option key={network} value={network}>
                  {network.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
          {text('coin_address', t`Address`)}
        </>
      )}
    </>
  )
}
