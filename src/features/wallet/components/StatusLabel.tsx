import type { ReviewStatus } from '@contract/wallet'
import { useLingui } from '@lingui/react'
import { reviewStatusLabels } from '../labels'
import styles from './Wallet.module.css'

/** A deposit's or withdrawal's status as a coloured label (the server's status_desc is the fallback text). */
export function StatusLabel({ status }: { status: ReviewStatus }) {
  const { _ } = useLingui()
  return (
    <span className={styles.status} data-status={status}>
      {_(reviewStatusLabels[status])}
    </span>
  )
}
