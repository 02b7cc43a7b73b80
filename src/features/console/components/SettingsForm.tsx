import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { failureText } from '../atoms'
import styles from '../Screens.module.css'

export interface SettingField {
  name: string
  label: string
  value: string
}

interface SettingsFormProps {
  title: ReactNode
  fields: readonly SettingField[]
  /** Saves the changed values (by name) with the operator's reason; throws the server's refusal. */
  onSave: (values: Record<string, string>, reason: string) => Promise<unknown>
  submitLabel?: string
  /** More controls next to the submit button; they must not submit (the form would take it as a save). */
  extra?: ReactNode
}

/** A few settings edited together; only changed values are sent, with a reason for the audit log. */
export function SettingsForm({ title, fields, onSave, submitLabel, extra }: SettingsFormProps) {
  const { t } = useLingui()
  const formId = useId()
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.value])),
  )
  const [reason, setReason] = useState('')
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const changed = Object.fromEntries(
      fields
        .filter((field) => values[field.name] !== field.value)
        .map((field) => [field.name, values[field.name] ?? '']),
    )
    if (Object.keys(changed).length === 0) {
      setStatus({ ok: false, text: t`Nothing was changed` })
      return
    }
    setBusy(true)
    try {
      await onSave(changed, reason.trim())
      setReason('')
      setStatus({ ok: true, text: t`Saved: new orders get these terms` })
    } catch (failure) {
      setStatus({ ok: false, text: failureText(failure, t`The change could not be saved`) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className={styles.subheading}>
        {title}
      </h3>
      <div className={styles.row}>
        {fields.map((field) => (
          <div key={field.name} className={styles.form}>
            <label className={styles.label} htmlFor={`${formId}-${field.name}`}>
              {field.label}
            </label>
            <input
              id={`${formId}-${field.name}`}
              className={styles.input}
              inputMode="decimal"
              value={values[field.name] ?? ''}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <label className={styles.label} htmlFor={`${formId}-reason`}>
        <Trans>Reason (audit log)</Trans>
      </label>
      <input
        id={`${formId}-reason`}
        className={styles.input}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby={status ? `${formId}-status` : undefined}
      />
      {status ? (
        <p
          id={`${formId}-status`}
          className={status.ok ? styles.ok : styles.error}
          role={status.ok ? 'status' : 'alert'}
        >
          {status.text}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" busy={busy} disabled={busy} className={styles.fixed}>
          {submitLabel ?? <Trans>Save</Trans>}
        </Button>
        {extra}
      </div>
    </form>
  )
}
