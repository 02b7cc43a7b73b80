import type { BankRecord } from '@contract/wallet'
import { useLingui as useCoreLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { bankStatusLabels, walletStyles } from '@/features/wallet'
import { Button } from '@/shared/ui/Button'
import styles from '../Bank.module.css'

export function BankRecordItem({ record, onDelete }: { record: BankRecord; onDelete: () => void }) {
  const { _ } = useCoreLingui()
  const label = bankStatusLabels[record.status]
  return (
    <li className={styles.record}>
      <div className={styles.recordText}>
        <strong>{record.type === 0 ? record.bank : record.currency}</strong>
        <span className={styles.mono}>{record.type === 0 ? record.account : record.address}</span>
        {record.type === 0 ? <span className={walletStyles.muted}>{record.name}</span> : null}
        {record.type === 1 && record.remark ? <span className={walletStyles.muted}>{record.remark}</span> : null}
        {label ? (
          <span className={styles.state} data-status={record.status}>
            {_(label)}
            {record.reason ? `: ${record.reason}` : ''}
          </span>
        ) : null}
      </div>
      <Button variant="danger" className={styles.delete} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Button>
    </li>
  )
}
