import type { BankRecord } from '@contract/wallet'
import { useLingui as useCoreLingui } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { bankStatusLabels, walletStyles } from '@/features/wallet'
import { formatDateTime } from '@/shared/lib/format'
import { Button } from '@/shared/ui/Button'
import styles from '../Bank.module.css'

interface BankRecordItemProps {
  record: BankRecord
  onDelete: () => void
  /** Puts the record on the withdrawal allow-list (true) or takes it off. */
  onAllowlist: (on: boolean) => void
}

export function BankRecordItem({ record, onDelete, onAllowlist }: BankRecordItemProps) {
  const { _ } = useCoreLingui()
  const { t } = useLingui()
  const label = bankStatusLabels[record.status]
  const from = Date.parse(record.usable_from) > Date.now() ? formatDateTime(record.usable_from) : null
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
        {record.status === 1 && from ? (
          <span className={walletStyles.muted}>{t`Usable for withdrawals from ${from}`}</span>
        ) : null}
        {record.status === 1 ? (
          <label className={walletStyles.muted}>
            <input
              type="checkbox"
              checked={record.allowlisted_at !== null}
              onChange={(event) => onAllowlist(event.target.checked)}
            />{' '}
            {t`On the withdrawal allow-list`}
          </label>
        ) : null}
      </div>
      <Button variant="danger" className={styles.delete} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Button>
    </li>
  )
}
