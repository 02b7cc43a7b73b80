import type { StatementRow } from '@contract/statement'
import { useLingui } from '@lingui/react'
import { memo } from 'react'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { kindLabels, partLabels, reasonLabels } from '../labels'
import styles from '../Statement.module.css'

const reasonLabel = (reason: string) => (Object.hasOwn(reasonLabels, reason) ? reasonLabels[reason as never] : null)

/** One posting: what it was, when, which part of the balance, the signed amount and its reference. */
export const StatementRowItem = memo(function StatementRowItem({ row }: { row: StatementRow }) {
  const { _, i18n } = useLingui()
  const label = reasonLabel(row.reason)
  const trend = row.amount.startsWith('-') ? 'down' : 'up'
  return (
    <li className={styles.row} data-testid={`statement-${row.id}`}>
      <span className={styles.reason}>{label ? _(label) : row.reason}</span>
      <span className={styles.amount} data-trend={trend}>
        {trend === 'up' ? '+' : ''}
        <Amount value={row.amount} asset={row.asset} trend={trend} />
      </span>
      <span className={styles.meta}>
        <span>{_(kindLabels[row.kind])}</span>
        <span>{_(partLabels[row.part])}</span>
        <time dateTime={row.t}>{formatDateTime(row.t, i18n.locale)}</time>
        <span className={styles.ref}>{row.ref}</span>
      </span>
    </li>
  )
})
