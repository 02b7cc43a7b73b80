import { useLingui as useCoreLingui } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { TextField } from '@/shared/ui/TextField'
import { type BankForm, type BankFormField, bankFormMessages, emptyBankForm, validateBankForm } from '../model'

interface BankCardFormProps {
  busy: boolean
  onSubmit: (form: BankForm) => void
}

export function BankCardForm({ busy, onSubmit }: BankCardFormProps) {
  const { t } = useLingui()
  const { _ } = useCoreLingui()
  const [form, setForm] = useState<BankForm>(emptyBankForm)
  // Checked from the first submit on, against the form as it is now: a fixed field loses its message at once.
  const [checked, setChecked] = useState(false)
  const failed: BankFormField[] = checked ? validateBankForm(form) : []
  const labels: Record<BankFormField, string> = {
    bank: t`Bank name`,
    branch: t`Branch`,
    account: t`Card number`,
    name: t`Account holder`,
    idcard: t`ID number`,
    phone: t`Contact number`,
  }
  return (
    <form
      noValidate
      aria-label={t`Add a bank card`}
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault()
        setChecked(true)
        if (validateBankForm(form).length === 0) onSubmit(form)
      }}
    >
      {(Object.keys(labels) as BankFormField[]).map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          value={form[field]}
          autoComplete="off"
          inputMode={field === 'phone' ? 'tel' : field === 'account' ? 'numeric' : undefined}
          onChange={(event) => setForm({ ...form, [field]: event.target.value })}
          error={failed.includes(field) ? _(bankFormMessages[field]) : null}
        />
      ))}
      <Button type="submit" block busy={busy} disabled={busy}>
        <Trans>Save bank card</Trans>
      </Button>
    </form>
  )
}
