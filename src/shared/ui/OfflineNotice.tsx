import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { formatTimeOfDay } from '@/shared/lib/format'
import styles from './OfflineNotice.module.css'

/** "Offline — prices as of <time>": shown while market data cannot be refreshed. */
export function OfflineNotice({ asOf }: { asOf: number | null }) {
  const { i18n } = useLingui()
  const time = asOf === null ? null : formatTimeOfDay(asOf, i18n.locale)
  return (
    <p className={styles.notice} role="status">
      {time === null ? <Trans>Offline — no prices saved yet</Trans> : <Trans>Offline — prices as of {time}</Trans>}
    </p>
  )
}
