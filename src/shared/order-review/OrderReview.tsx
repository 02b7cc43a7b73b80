import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import styles from './OrderReview.module.css'

export interface ReviewLine {
  key: string
  label: ReactNode
  value: ReactNode
}

interface OrderReviewProps {
  title: string
  lines: ReviewLine[]
  busy: boolean
  /** `skipNext`: the user ticked "don't ask again" for this product type. */
  onConfirm: (skipNext: boolean) => void
  onCancel: () => void
}

/** The order as it will be sent, line by line, before it is: confirm, or go back to the form. */
export function OrderReview({ title, lines, busy, onConfirm, onCancel }: OrderReviewProps) {
  const { t } = useLingui()
  const [skipNext, setSkipNext] = useState(false)
  return (
    <Dialog
      open
      onClose={onCancel}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Back</Trans>
          </Button>
          <Button busy={busy} disabled={busy} onClick={() => onConfirm(skipNext)} data-testid="review-confirm">
            <Trans>Confirm</Trans>
          </Button>
        </>
      }
    >
      <dl className={styles.lines} aria-label={t`Order review`}>
        {lines.map((line) => (
          <div key={line.key}>
            <dt>{line.label}</dt>
            <dd data-testid={`review-${line.key}`}>{line.value}</dd>
          </div>
        ))}
      </dl>
      <label className={styles.skip}>
        <input type="checkbox" checked={skipNext} onChange={(event) => setSkipNext(event.target.checked)} />
        <span>
          <Trans>Don't ask again for this kind of order (turn it back on in Language and display)</Trans>
        </span>
      </label>
    </Dialog>
  )
}
