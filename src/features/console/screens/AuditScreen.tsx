import type { AuditPage } from '@contract/console'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { formatDateTime } from '@/shared/lib/format'
import { Button } from '@/shared/ui/Button'
import { type AuditFilters, downloadAuditCsv, fetchAudit } from '../api'
import { failureText } from '../atoms'
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

function AuditTable({ page, onPage }: { page: AuditPage; onPage: (page: number) => void }) {
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {[<Trans key="t">Time</Trans>, <Trans key="o">Operator</Trans>, <Trans key="a">Action</Trans>].map(
                (h) => (
                  <th key={h.key} scope="col">
                    {h}
                  </th>
                ),
              )}
              <th scope="col">
                <Trans>Target</Trans>
              </th>
              <th scope="col">
                <Trans>Before → after</Trans>
              </th>
              <th scope="col">
                <Trans>Reason</Trans>
              </th>
              <th scope="col">
                <Trans>Address</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.created_at)}</td>
                <td>{row.operator}</td>
                <td>{row.action}</td>
                <td>{row.target}</td>
                <td>
                  {row.before} → {row.after}
                </td>
                <td>{row.reason}</td>
                <td>{row.address}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
