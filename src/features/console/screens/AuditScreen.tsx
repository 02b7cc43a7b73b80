import type { AuditPage, AuditRecord } from '@contract/console'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { formatDateTime } from '@/shared/lib/format'
import { Button } from '@/shared/ui/Button'
import { type AuditView, auditFamily, downloadAuditCsvAtom, failureText, reloadAuditAtom } from '../atoms'
import { type Column, DataTable, LongText } from '../components/DataTable'
import styles from '../Screens.module.css'

const filterNames = ['operator', 'action', 'target', 'from', 'to'] as const

/** The last page that arrived: it stays on screen while the next page or filter loads (and if that fails). */
function useLastPage(page: AuditPage | undefined): AuditPage | null {
  const [last, setLast] = useState<AuditPage | null>(null)
  if (page !== undefined && page !== last) setLast(page)
  return page ?? last
}

/** Saves a downloaded file under the given name, as a link to it would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  Object.assign(document.createElement('a'), { href: url, download: name }).click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** /console/audit (admin only): every operator action and view of personal data, filtered, exportable as CSV. */
export function AuditScreen() {
  const { t } = useLingui()
  const [draft, setDraft] = useState<Record<(typeof filterNames)[number], string>>({
    operator: '',
    action: '',
    target: '',
    from: '',
    to: '',
  })
  const [view, setView] = useState<AuditView>({ filters: {}, page: 1 })
  const audit = useAtomValue(auditFamily(view))
  const shown = useLastPage(audit.data)
  const reload = useSetAtom(reloadAuditAtom)
  const exporting = useAtomValue(downloadAuditCsvAtom)
  const download = useSetAtom(downloadAuditCsvAtom)
  const [exportError, setExportError] = useState<string | null>(null)
  const labels = { operator: t`Operator`, action: t`Action`, target: t`Target`, from: t`From`, to: t`To` }
  const loadError = audit.status === 'error' ? failureText(audit.error, t`The audit log could not be loaded`) : null
  const error = exportError ?? loadError

  function apply(event: FormEvent) {
    event.preventDefault()
    const toIso = (value: string) => (value ? new Date(value).toISOString() : '')
    const next = { filters: { ...draft, from: toIso(draft.from), to: toIso(draft.to) }, page: 1 }
    setExportError(null)
    setView(next)
    reload(next)
  }

  async function exportCsv() {
    const outcome = await download(view.filters)
    if (outcome === null) return
    if (outcome.ok) saveFile(outcome.result, 'tern-audit.csv')
    else setExportError(failureText(outcome.failure, t`The export failed`))
  }

  return (
    <section className={styles.screen} aria-labelledby="audit-heading">
      <h1 id="audit-heading" className={styles.heading}>
        <Trans>Audit log</Trans>
      </h1>
      <form className={styles.row} onSubmit={apply}>
        {filterNames.map((name) => (
          <div key={name} className={styles.form}>
            <label className={styles.label} htmlFor={`audit-${name}`}>
              {labels[name]}
            </label>
            <input
              id={`audit-${name}`}
              className={styles.input}
              type={name === 'from' || name === 'to' ? 'datetime-local' : 'text'}
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            />
          </div>
        ))}
        <Button type="submit" className={styles.fixed}>
          <Trans>Filter</Trans>
        </Button>
        <Button
          variant="secondary"
          className={styles.fixed}
          busy={exporting}
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          <Trans>Download CSV</Trans>
        </Button>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {shown ? <AuditTable page={shown} onPage={(page) => setView({ ...view, page })} /> : null}
    </section>
  )
}

const auditColumns: readonly Column<AuditRecord>[] = [
  { key: 'time', header: <Trans>Time</Trans>, cell: (row) => formatDateTime(row.created_at) },
  { key: 'operator', header: <Trans>Operator</Trans>, cell: (row) => <LongText text={row.operator} /> },
  { key: 'action', header: <Trans>Action</Trans>, cell: (row) => row.action },
  { key: 'target', header: <Trans>Target</Trans>, cell: (row) => row.target },
  {
    key: 'change',
    header: <Trans>Before → after</Trans>,
    cell: (row) => <LongText text={`${row.before} → ${row.after}`} />,
  },
  { key: 'reason', header: <Trans>Reason</Trans>, cell: (row) => <LongText text={row.reason} /> },
  { key: 'address', header: <Trans>Address</Trans>, cell: (row) => row.address },
]

function AuditTable({ page, onPage }: { page: AuditPage; onPage: (page: number) => void }) {
  const { t } = useLingui()
  return (
    <>
      <DataTable label={t`Audit log entries`} columns={auditColumns} rows={page.items} rowKey={(row) => row.id} />
      <div className={styles.row}>
        <Button
          variant="secondary"
          className={styles.fixed}
          disabled={page.page <= 1}
          onClick={() => onPage(page.page - 1)}
        >
          <Trans>Newer</Trans>
        </Button>
        <Button
          variant="secondary"
          className={styles.fixed}
          disabled={!page.has_more}
          onClick={() => onPage(page.page + 1)}
        >
          <Trans>Older</Trans>
        </Button>
      </div>
    </>
  )
}
