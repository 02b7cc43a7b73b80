import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { showToastAtom } from '@/shared/ui/toast'
import { decideReviewAtom, failureText } from '../atoms'
import { reasonError } from '../model'
import styles from '../Screens.module.css'
import type { ReviewKind } from '../types'

/** Approve, or reject with a reason the user reads in their inbox and on the screen of the item. */
export function DecisionForm({ kind, id }: { kind: ReviewKind; id: number }) {
  const { t } = useLingui()
  const busy = useAtomValue(decideReviewAtom)
  const decide = useSetAtom(decideReviewAtom)
  const showToast = useSetAtom(showToastAtom)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const fieldId = useId()
  const errorId = `${fieldId}-error`

  async function submit(decision: 'approve' | 'reject') {
    if (reasonError(decision, reason)) {
      setError(t`Give the reason for the rejection: the user will read it`)
      return
    }
    const outcome = await decide({ kind, id, decision, reason: reason.trim() })
    if (outcome === null) return
    if (outcome.ok) {
      setError(null)
      showToast({ kind: 'success', text: decision === 'approve' ? t`Approved` : t`Rejected` })
    } else setError(failureText(outcome.failure, t`The decision could not be saved`))
  }

  return (
    <div className={styles.form}>
      <label className={styles.label} htmlFor={fieldId}>
        <Trans>Reason (shown to the user)</Trans>
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button variant="primary" disabled={busy} busy={busy} onClick={() => void submit('approve')}>
          <Trans>Approve</Trans>
        </Button>
        <Button variant="danger" disabled={busy} busy={busy} onClick={() => void submit('reject')}>
          <Trans>Reject</Trans>
        </Button>
      </div>
    </div>
  )
}
