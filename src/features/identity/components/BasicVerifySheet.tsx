import { useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { Sheet } from '@/shared/ui/Sheet'
import { TextField } from '@/shared/ui/TextField'
import { showToastAtom } from '@/shared/ui/toast'
import { submitBasicAtom } from '../atoms'
import styles from '../Identity.module.css'
import { type BasicField, type BasicForm, basicFields, basicMessages, firstMissingBasic } from '../model'

interface BasicVerifySheetProps {
  open: boolean
  onClose: () => void
  initial: BasicForm
}

/** The basic verification drawer: all four fields required; the first missing one gets the focus. */
export function BasicVerifySheet({ open, onClose, initial }: BasicVerifySheetProps) {
  const { t, i18n } = useLingui()
  const submitBasic = useSetAtom(submitBasicAtom)
  const showToast = useSetAtom(showToastAtom)
  const idPrefix = useId()
  const [form, setForm] = useState(initial)
  const [missing, setMissing] = useState<BasicField | null>(null)
  const [busy, setBusy] = useState(false)
  const labels: Record<BasicField, string> = {
    country: t`Country or region`,
    realname: t`Real name`,
    idcard_num: t`ID number`,
    address: t`Address`,
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const first = firstMissingBasic(form)
    setMissing(first)
    if (first) {
      document.getElementById(`${idPrefix}-${first}`)?.focus()
      return
    }
    setBusy(true)
    try {
      const { msg } = await submitBasic(form)
      showToast({ kind: 'success', text: msg || t`Submitted` })
      onClose()
    } catch {
      // The shell shows the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Sheet open={open} onClose={onClose} label={t`Basic verification`}>
      <form className={styles.sheet} onSubmit={submit} noValidate>
        <h2 className={styles.sheetTitle}>{t`Basic verification`}</h2>
        {basicFields.map((field) => (
          <TextField
            key={field}
            id={`${idPrefix}-${field}`}
            label={labels[field]}
            autoComplete={field === 'realname' ? 'name' : field === 'country' ? 'country-name' : 'off'}
            value={form[field]}
            onChange={(event) => setForm({ ...form, [field]: event.target.value })}
            error={missing === field ? i18n._(basicMessages[field]) : null}
          />
        ))}
        <Button type="submit" block busy={busy}>
          {t`Submit`}
        </Button>
      </form>
    </Sheet>
  )
}
