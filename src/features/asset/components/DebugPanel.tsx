import { useLingui } from '@lingui/react'
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { snapshotAtom } from '@/features/market'
import { swStateAtom } from '@/features/pwa'
import { formatDateTime } from '@/shared/lib/format'
import styles from '../AssetScreen.module.css'
import { APP_VERSION, type CacheSummary, readCacheSummaries, recentApiErrors } from '../debug-log'

/** The hidden diagnostics panel: version, service worker, caches and the latest failed calls. */
export function DebugPanel() {
  const { t } = useMacroLingui()
  const { i18n } = useLingui()
  const swState = useAtomValue(swStateAtom)
  const snapshot = useAtomValue(snapshotAtom)
  const [caches, setCaches] = useState<CacheSummary[] | null>(null)
  const errors = recentApiErrors()
  useEffect(() => {
    let active = true
    readCacheSummaries().then(
      (list) => active && setCaches(list),
      () => active && setCaches([]),
    )
    return () => {
      active = false
    }
  }, [])
  return (
    <section className={styles.debug} aria-label={t`Debug information`}>
      <h2>
        <Trans>Debug mode</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>App version</Trans>
        </dt>
        <dd>{APP_VERSION}</dd>
        <dt>
          <Trans>Service worker</Trans>
        </dt>
        <dd>{swState}</dd>
        <dt>
          <Trans>Market snapshot saved</Trans>
        </dt>
        <dd>{snapshot ? formatDateTime(snapshot.savedAt, i18n.locale) : '—'}</dd>
        <dt>
          <Trans>Caches</Trans>
        </dt>
        <dd>
          {caches === null ? '…' : caches.length === 0 ? '—' : null}
          {caches?.map((cache) => (
            <div key={cache.name}>
              <Trans>
                {cache.name}: {cache.entries} entries
              </Trans>
            </div>
          ))}
        </dd>
        <dt>
          <Trans>Recent API errors</Trans>
        </dt>
        <dd>
          {errors.length === 0 ? '—' : null}
          {errors.map((entry) => (
            <div key={`${entry.at}-${entry.path}`}>
              {formatDateTime(entry.at, i18n.locale)} {entry.method} {entry.path}: {entry.kind} {entry.message}
            </div>
          ))}
        </dd>
      </dl>
    </section>
  )
}
