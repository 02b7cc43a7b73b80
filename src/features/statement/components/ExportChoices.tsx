import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import type { ExportSource } from '../exports'
import type { StatementFilter } from '../model'
import styles from '../Statement.module.css'

const choices: [ExportSource, MessageDescriptor][] = [
  ['statement', msg`Statement`],
  ['micro', msg({ message: 'Timed orders', context: 'statement entry type' })],
  ['spot', msg({ message: 'Spot orders', context: 'statement entry type' })],
  ['contract', msg({ message: 'Contract orders', context: 'statement entry type' })],
  ['deposits', msg({ message: 'Deposits', context: 'statement entry type' })],
  ['withdrawals', msg({ message: 'Withdrawals', context: 'statement entry type' })],
]

interface Props {
  open: boolean
  filter: StatementFilter
  busy: boolean
  onClose: () => void
  onExport: (source: ExportSource) => void
}

/** What to export as CSV: the statement under its filter, or a history over the same days. */
export function ExportChoices({ open, filter, busy, onClose, onExport }: Props) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const from = filter.from || '…'
  const to = filter.to || '…'
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Export CSV`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <p className={styles.hint}>
        <Trans>Times in UTC and exact amounts.</Trans>{' '}
        {filter.from === '' && filter.to === '' ? (
          <Trans>All days.</Trans>
        ) : (
          <Trans>
            Days: {from} – {to}
          </Trans>
        )}
      </p>
      <div className={styles.choices}>
        {choices.map(([source, label]) => (
          <Button
            key={source}
            variant="secondary"
            block
            busy={busy}
            disabled={busy}
            onClick={() => onExport(source)}
            data-testid={`export-${source}`}
          >
            {_(label)}
          </Button>
        ))}
      </div>
    </Dialog>
  )
}
