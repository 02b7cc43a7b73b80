import { type AddressCurrency, addressCurrencies } from '@contract/wallet'
import { useLingui as useCoreLingui } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { walletStyles } from '@/features/wallet'
import { Button } from '@/shared/ui/Button'
import { TextField } from '@/shared/ui/TextField'
import { bankFormMessages, emptyAddressForm, type AddressForm as Form, validateAddressForm } from '../model'

interface AddressFormProps {
  busy: boolean
  onSubmit: (form: Form & { currency: AddressCurrency }) => void
}

export function AddressForm({ busy, onSubmit }: AddressFormProps) {
  const { t } = useLingui()
  const { _ } = useCoreLingui()
  const [form, setForm] = useState<Form>(emptyAddressForm)
  // Checked from the first submit on, against the form as it is now: a fixed field loses its message at once.
  const [checked, setChecked] = useState(false)
  const failed = checked ? validateAddressForm(form) : []
  return (
    <form
      noValidate
      aria-label={t`Add an address`}
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault()
        setChecked(true)
        const { currency } = form
        if (validateAddressForm(form).length === 0 && currency !== '') onSubmit({ ...form, currency })
      }}
    >
      <label className={walletStyles.fieldLabel}>
        {t`Currency`}
        <select
          className={walletStyles.select}
          value={form.currency}
          onChange={(event) => setForm({ ...form, currency: event.target.value as AddressCurrency | '' })}
        >
          <option value="">{t`Select a currency`}</option>
          {addressCurrencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </label>
      {failed.includes('currency') ? (
        <p className={walletStyles.error} role="alert" style={{ margin: '-8px 0 0' }}>
          {_(bankFormMessages.currency)}
        </p>
      ) : null}
      <TextField
        label={t`Address`}
        value={form.address}
        autoComplete="off"
        onChange={(event) => setForm({ ...form, address: event.target.value })}
        error={failed.includes('address') ? _(bankFormMessages.address) : null}
      />
      <TextField
        label={t`Remark (optional)`}
        value={form.remark}
        autoComplete="off"
        onChange={(event) => setForm({ ...form, remark: event.target.value })}
      />
      <Button type="submit" block busy={busy} disabled={busy}>
        <Trans>Save address</Trans>
      </Button>
    </form>
  )
}
