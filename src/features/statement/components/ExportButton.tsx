import { useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { Icon } from '@/shared/ui/Icon'
import { useOnline } from '@/shared/ui/NeedsNetwork'
import { showToastAtom } from '@/shared/ui/toast'
import { CSV_TYPE } from '../csv'
import type { ExportSource } from '../exports'
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

/** The top bar's export button of a history: the whole history as CSV (needs the network). */
export function ExportButton({ source }: { source: ExportSource }) {
  const { t } = useLingui()
  const online = useOnline()
  const { busy, run } = useExportCsv()
  return (
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
}
