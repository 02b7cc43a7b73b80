import type { VerifyStatus } from '@contract/api'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '@/shared/ui/Button'
import styles from '../Identity.module.css'
import { canSubmit, verifyStatusLabels } from '../model'

interface VerificationCardProps {
  title: string
  status: VerifyStatus
  /** The verification team's note (shown when the level failed). */
  reason: string
  onStart: () => void
  children?: ReactNode
}

/** One verification level: its status, its details, the team's note, and the button while it can be submitted. */
export function VerificationCard({ title, status, reason, onStart, children }: VerificationCardProps) {
  const { t, i18n } = useLingui()
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <span className={styles.status} data-status={status}>
          {i18n._(verifyStatusLabels[status])}
        </span>
      </div>
      {children}
      {status === 3 && reason ? (
        <p className={styles.note}>
          <span className={styles.noteTitle}>
            <Trans>Note from the verification team</Trans>
          </span>
          {reason}
        </p>
      ) : null}
      {status === 1 ? <p className={styles.hint}>{t`The verification team is reviewing your submission.`}</p> : null}
      {canSubmit(status) ? (
        <Button block variant={status === 3 ? 'secondary' : 'primary'} onClick={onStart}>
          {status === 3 ? t`Submit again` : t`Verify now`}
        </Button>
      ) : null}
    </section>
  )
}
