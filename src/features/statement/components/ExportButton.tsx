import { useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { Icon } from '@/shared/ui/Icon'
import { useOnline } from '@/shared/ui/NeedsNetwork'
import { showToastAtom } from '@/shared/ui/toast'
import { CSV_TYPE } from '../csv'
import type { ExportSource, VerifiableSource } from '../exports'
import { emptyFilter, type StatementFilter } from '../model'
import styles from './Buttons.module.css'

/**
 * Exports a source as CSV and saves the file; the export code loads on first use. Returns whether it worked (a
 * failed call was already shown by the HTTP client).
 */
export function useExportCsv() {
  const { t, i18n } = useLingui()
  const toast = useSetAtom(showToastAtom)
  const [busy, setBusy] = useState(false)
  const run = async (source: ExportSource, filter: StatementFilter = emptyFilter) => {
    if (busy) return
    setBusy(true)
    try {
      const [{ exportCsv }, { saveFile }] = await Promise.all([import('../exports'), import('../save-file')])
      const file = await exportCsv(source, i18n, filter)
      saveFile(new Blob([file.text], { type: CSV_TYPE }), file.name)
      const name = file.name
      toast(
        file.complete
          ? { kind: 'success', text: t`Saved ${name}` }
          : {
              kind: 'info',
              text: t`Saved ${name} with the newest 50,000 rows. Choose a shorter date range for the rest.`,
            },
      )
    } catch {
      // The HTTP client has shown the call's failure; nothing was saved.
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

/** Saves a history as the API answers it, for `npm run verify` (an auditor's check of its settled orders). */
function useExportForAudit() {
  const { t } = useLingui()
  const toast = useSetAtom(showToastAtom)
  const [busy, setBusy] = useState(false)
  const run = async (source: VerifiableSource) => {
    if (busy) return
    setBusy(true)
    try {
      const [{ exportOrdersJson }, { saveFile }] = await Promise.all([import('../exports'), import('../save-file')])
      const file = await exportOrdersJson(source, window.location.origin)
      saveFile(new Blob([file.text], { type: 'application/json' }), file.name)
      const name = file.name
      toast(
        file.complete
          ? { kind: 'success', text: t`Saved ${name}` }
          : { kind: 'info', text: t`Saved ${name} with the newest 50,000 orders.` },
      )
    } catch {
      // The HTTP client has shown the call's failure; nothing was saved.
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

const verifiable = (source: ExportSource): source is VerifiableSource =>
  source === 'micro' || source === 'spot' || source === 'contract'

/**
 * The top bar's export buttons of a history: the whole history as CSV, and for the order histories also as the
 * API answers it, for an auditor's `npm run verify` (both need the network).
 */
export function ExportButton({ source }: { source: ExportSource }) {
  const { t } = useLingui()
  const online = useOnline()
  const { busy, run } = useExportCsv()
  const audit = useExportForAudit()
  const csv = (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={online ? t`Export CSV` : t`Export CSV (needs network)`}
      aria-busy={busy || undefined}
      disabled={busy || !online}
      onClick={() => void run(source)}
      data-testid="export-csv"
    >
      <Icon name="recharge" />
    </button>
  )
  if (!verifiable(source)) return csv
  return (
    <>
      {csv}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={online ? t`Save for verification (JSON)` : t`Save for verification (JSON, needs network)`}
        aria-busy={audit.busy || undefined}
        disabled={audit.busy || !online}
        onClick={() => void audit.run(source)}
        data-testid="export-json"
      >
        <Icon name="shield" />
      </button>
    </>
  )
}
