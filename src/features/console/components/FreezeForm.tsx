import type { FreezeState, FreezeTarget } from '@contract/console-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { formatDateTime } from '@/shared/lib/format'
import { Button } from '@/shared/ui/Button'
import { showToastAtom } from '@/shared/ui/toast'
import { failureText, setUserFreezeAtom } from '../atoms'
import styles from '../Screens.module.css'

/** Freezes or unfreezes a user's login or withdrawals; the reason is required and goes to the audit log. */
export function FreezeForm({ userId, what, state }: { userId: number; what: FreezeTarget; state: FreezeState }) {
  const { t } = useLingui()
  const busy = useAtomValue(setUserFreezeAtom)
  const setFreeze = useSetAtom(setUserFreezeAtom)
  const showToast = useSetAtom(showToastAtom)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const fieldId = useId()
  const title = what === 'login' ? t`Login` : t`Withdrawals`

  async function submit() {
    if (reason.trim() === '') {
      setError(t`Give a reason: it is kept in the audit log`)
      return
    }
    const outcome = await setFreeze({ id: userId, freeze: !state.frozen, what, reason: reason.trim() })
    if (outcome === null) return
    if (outcome.ok) {
      setError(null)
      setReason('')
      showToast({ kind: 'success', text: state.frozen ? t`Unfrozen` : t`Frozen` })
    } else setError(failureText(outcome.failure, t`The change could not be saved`))
  }

  return (
    <div className={styles.form}>
      <p className={styles.muted}>
        {title}:{' '}
        {state.frozen ? (
          <span className={styles.bad}>
            <Trans>frozen since {formatDateTime(state.at ?? '')}</Trans> ({state.reason})
          </span>
        ) : (
          <span className={styles.ok}>
            <Trans>allowed</Trans>
          </span>
        )}
      </p>
      <label className={styles.label} htmlFor={fieldId}>
        <Trans>Reason for the change of {title}</Trans>
      </label>
      <input
        id={fieldId}
        className={styles.input}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      {error ? (
        <p id={`${fieldId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button variant={state.frozen ? 'secondary' : 'danger'} busy={busy} disabled={busy} onClick={() => void submit()}>
        {state.frozen ? <Trans>Unfreeze {title}</Trans> : <Trans>Freeze {title}</Trans>}
      </Button>
    </div>
  )
}
