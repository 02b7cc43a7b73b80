import { assets } from '@contract/api'
import { statementKinds } from '@contract/statement'
import { useLingui as useLinguiCore } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { kindLabels } from '../labels'
import type { StatementFilter } from '../model'
import styles from '../Statement.module.css'

interface Props {
  filter: StatementFilter
  onChange: (filter: StatementFilter) => void
}

/** Asset, type and the days (UTC, both included) of the statement; the export follows them. */
export function StatementFilters({ filter, onChange }: Props) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const set = (patch: Partial<StatementFilter>) => onChange({ ...filter, ...patch })
  return (
    <fieldset className={styles.filters} aria-label={t`Filter`} style={{ border: 0, margin: 0 }}>
      <label className={styles.field}>
        {t`Asset`}
        <select value={filter.asset} onChange={(e) => set({ asset: e.target.value as StatementFilter['asset'] })}>
          <option value="">{t`All assets`}</option>
          {assets.map((asset) => (
            <option key={asset} value={asset}>
              {asset}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t({ message: 'Type', context: 'statement column: entry type' })}
        <select value={filter.kind} onChange={(e) => set({ kind: e.target.value as StatementFilter['kind'] })}>
          <option value="">{t`All types`}</option>
          {statementKinds.map((kind) => (
            <option key={kind} value={kind}>
              {_(kindLabels[kind])}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t`From (UTC)`}
        <input
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </label>
      <label className={styles.field}>
        {t`To (UTC)`}
        <input
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </label>
    </fieldset>
  )
}
