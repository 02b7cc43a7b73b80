import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { DemoAccountNote } from '@/features/account'
import { LoadError } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { Button } from '@/shared/ui/Button'
import { Icon } from '@/shared/ui/Icon'
import { useOnline } from '@/shared/ui/NeedsNetwork'
import { TopBar } from '@/shared/ui/TopBar'
import { statementFamily } from './atoms'
import buttons from './components/Buttons.module.css'
import { useExportCsv } from './components/ExportButton'
import { ExportChoices } from './components/ExportChoices'
import { StatementFilters } from './components/StatementFilters'
import { StatementRowItem } from './components/StatementRowItem'
import { emptyFilter, orderedRange, type StatementFilter } from './model'
import styles from './Statement.module.css'

/** /statement: every change of the user's balances, newest first, filtered; exportable as CSV. */
export function StatementScreen() {
  const { t } = useLingui()
  const online = useOnline()
  const [draft, setDraft] = useState<StatementFilter>(emptyFilter)
  const filter = orderedRange(draft)
  // Each page's cursor: null for the newest, then the `next` of the page before.
  const [cursors, setCursors] = useState<(number | null)[]>([null])
  const [exporting, setExporting] = useState(false)
  const exporter = useExportCsv()
  return (
    <div>
      <TopBar
        title={t`Statement`}
        backTo={paths.asset}
        end={
          <button
            type="button"
            className={buttons.iconButton}
            aria-label={online ? t`Export CSV` : t`Export CSV (needs network)`}
            disabled={!online}
            onClick={() => setExporting(true)}
            data-testid="export-open"
          >
            <Icon name="recharge" />
          </button>
        }
      />
      <DemoAccountNote />
      <StatementFilters
        filter={draft}
        onChange={(next) => {
          setDraft(next)
          setCursors([null])
        }}
      />
      <ul className={styles.list} aria-label={t`Statement`}>
        {cursors.map((before, index) => (
          <StatementPageRows
            key={`${JSON.stringify(filter)}|${before ?? ''}`}
            filter={filter}
            before={before}
            first={index === 0}
            last={index === cursors.length - 1}
            onMore={(next) => setCursors([...cursors, next])}
          />
        ))}
      </ul>
      <ExportChoices
        open={exporting}
        filter={filter}
        busy={exporter.busy}
        onClose={() => setExporting(false)}
        onExport={(source) => void exporter.run(source, filter).then(() => setExporting(false))}
      />
    </div>
  )
}

interface PageProps {
  filter: StatementFilter
  before: number | null
  first: boolean
  last: boolean
  onMore: (next: number) => void
}

function StatementPageRows({ filter, before, first, last, onMore }: PageProps) {
  const answer = useAtomValue(statementFamily({ filter, before }))
  const online = useOnline()
  if (answer.status === 'error' && !answer.data) {
    return (
      <li>
        <LoadError error={answer.error} />
      </li>
    )
  }
  if (!answer.data) {
    // Offline nothing is on its way: the shell's notice says the screen needs the network.
    return last && online ? (
      <li className={styles.empty} aria-busy="true">
        <Trans>Loading…</Trans>
      </li>
    ) : null
  }
  const { rows, more, next } = answer.data
  const filtered = filter.asset !== '' || filter.kind !== '' || filter.from !== '' || filter.to !== ''
  return (
    <>
      {first && rows.length === 0 ? (
        <li className={styles.empty}>
          {filtered ? <Trans>No entries match these filters.</Trans> : <Trans>No balance changes yet.</Trans>}
        </li>
      ) : null}
      {rows.map((row) => (
        <StatementRowItem key={row.id} row={row} />
      ))}
      {last && more && next !== null ? (
        <li>
          <Button variant="secondary" className={styles.more} onClick={() => onMore(next)}>
            <Trans>Load more</Trans>
          </Button>
        </li>
      ) : null}
    </>
  )
}
