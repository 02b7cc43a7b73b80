import type { StatementRow } from '@contract/statement'
import { useLingui } from '@lingui/react'
import { memo } from 'react'
import { Link } from 'wouter'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { kindLabels, partLabels, reasonLabels, referenceText } from '../labels'
import { parseReference, referencePath } from '../references'
import styles from '../Statement.module.css'

const reasonLabel = (reason: string) => (Object.hasOwn(reasonLabels, reason) ? reasonLabels[reason as never] : null)

/**
 * One posting: what it was, when, which part of the balance, the signed amount and the record it belongs to
 * ("Contract order #7"), linked to that record's detail or history where the app has one.
 */
export const StatementRowItem = memo(function StatementRowItem({ row }: { row: StatementRow }) {
  const { _, i18n } = useLingui()
  const label = reasonLabel(row.reason)
  const trend = row.amount.startsWith('-') ? 'down' : 'up'
  const reference = parseReference(row.ref)
  const path = reference ? referencePath(reference) : null
  const record = referenceText(row.ref, _)
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
        {path ? (
          <Link href={path} className={styles.ref} data-ref={row.ref}>
            {record}
          </Link>
        ) : (
          <span className={styles.ref} data-ref={row.ref}>
            {record}
          </span>
        )}
      </span>
    </li>
  )
})
