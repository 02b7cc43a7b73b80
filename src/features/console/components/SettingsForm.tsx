import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { type ConsoleAction, failureText } from '../atoms'
import styles from '../Screens.module.css'

export interface SettingField {
  name: string
  label: string
  value: string
}

interface SettingsFormProps<Request> {
  title: ReactNode
  fields: readonly SettingField[]
  /** The action that saves; its busy flag is the submit button's. */
  action: ConsoleAction<Request>
  /** The action's request from the changed values (by name) and the operator's reason. */
  request: (values: Record<string, string>, reason: string) => Request
  submitLabel?: string
  /** More controls next to the submit button; they must not submit (the form would take it as a save). */
  extra?: ReactNode
}

/** A few settings edited together; only changed values are sent, with a reason for the audit log. */
export function SettingsForm<Request>({
  title,
  fields,
  action,
  request,
  submitLabel,
  extra,
}: SettingsFormProps<Request>) {
  const { t } = useLingui()
  const formId = useId()
  const busy = useAtomValue(action)
  const save = useSetAtom(action)
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.value])),
  )
  const [reason, setReason] = useState('')
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)

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
    const outcome = await save(request(changed, reason.trim()))
    if (outcome === null) return
    if (outcome.ok) {
      setReason('')
      setStatus({ ok: true, text: t`Saved: new orders get these terms` })
    } else setStatus({ ok: false, text: failureText(outcome.failure, t`The change could not be saved`) })
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
