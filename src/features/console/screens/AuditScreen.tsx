import type { AuditPage, AuditRecord } from '@contract/console'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { formatDateTime } from '@/shared/lib/format'
import { Button } from '@/shared/ui/Button'
import { type AuditFilters, downloadAuditCsv, fetchAudit } from '../api'
import { failureText } from '../atoms'
import { type Column, DataTable } from '../components/DataTable'
import styles from '../Screens.module.css'

const filterNames = ['operator', 'action', 'target', 'from', 'to'] as const

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
  const [filters, setFilters] = useState<AuditFilters>({})
  const [page, setPage] = useState(1)
  const [result, setResult] = useState<AuditPage | null>(null)
  const [error, setError] = useState<string | null>(null)
  const labels = { operator: t`Operator`, action: t`Action`, target: t`Target`, from: t`From`, to: t`To` }

  useEffect(() => {
    const controller = new AbortController()
    fetchAudit(filters, page, controller.signal).then(setResult, (failure: unknown) => {
      if (!controller.signal.aborted) setError(failureText(failure, t`The audit log could not be loaded`))
    })
    return () => controller.abort()
  }, [filters, page, t])

  function apply(event: FormEvent) {
    event.preventDefault()
    const toIso = (value: string) => (value ? new Date(value).toISOString() : '')
    setError(null)
    setPage(1)
    setFilters({ ...draft, from: toIso(draft.from), to: toIso(draft.to) })
  }

  async function download() {
    try {
      const url = URL.createObjectURL(await downloadAuditCsv(filters))
      const link = Object.assign(document.createElement('a'), { href: url, download: 'tern-audit.csv' })
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch (failure) {
      setError(failureText(failure, t`The export failed`))
    }
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
        <Button variant="secondary" className={styles.fixed} onClick={() => void download()}>
          <Trans>Download CSV</Trans>
        </Button>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {result ? <AuditTable page={result} onPage={setPage} /> : null}
    </section>
  )
}

const auditColumns: readonly Column<AuditRecord>[] = [
  { key: 'time', header: <Trans>Time</Trans>, cell: (row) => formatDateTime(row.created_at) },
  { key: 'operator', header: <Trans>Operator</Trans>, cell: (row) => row.operator },
  { key: 'action', header: <Trans>Action</Trans>, cell: (row) => row.action },
  { key: 'target', header: <Trans>Target</Trans>, cell: (row) => row.target },
  { key: 'change', header: <Trans>Before → after</Trans>, cell: (row) => `${row.before} → ${row.after}` },
  { key: 'reason', header: <Trans>Reason</Trans>, cell: (row) => row.reason },
  { key: 'address', header: <Trans>Address</Trans>, cell: (row) => row.address },
]

function AuditTable({ page, onPage }: { page: AuditPage; onPage: (page: number) => void }) {
  return (
    <>
      <DataTable columns={auditColumns} rows={page.items} rowKey={(row) => row.id} />
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
