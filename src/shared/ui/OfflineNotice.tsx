import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { formatTimeOfDay } from '@/shared/lib/format'
import { offlineStateAtom, ownNoticesAtom } from '@/shared/lib/offline'
import styles from './OfflineNotice.module.css'

/** "Offline — prices as of <time>": shown by the market screens while their prices cannot be refreshed. */
export function OfflineNotice({ asOf }: { asOf: number | null }) {
  const { i18n } = useLingui()
  const countNotice = useSetAtom(ownNoticesAtom)
  useEffect(() => {
    countNotice((count) => count + 1)
    return () => countNotice((count) => count - 1)
  }, [countNotice])
  const time = asOf === null ? null : formatTimeOfDay(asOf, i18n.locale)
  return (
    <p className={styles.notice} role="status">
      {time === null ? <Trans>Offline — no prices saved yet</Trans> : <Trans>Offline — prices as of {time}</Trans>}
    </p>
  )
}

/**
 * The shell's notice for every other screen, while offline: the time of the oldest saved answer on screen, and
 * whether some or all of the screen needs the network (never loaded). Screens with nothing to load show nothing.
 */
export function ScreenOfflineNotice() {
  const { i18n } = useLingui()
  const { offline, asOf, missing } = useAtomValue(offlineStateAtom)
  const ownNotices = useAtomValue(ownNoticesAtom)
  if (!offline || ownNotices > 0 || (asOf === null && !missing)) return null
  const time = asOf === null ? '' : formatTimeOfDay(asOf, i18n.locale)
  return (
    <p className={styles.notice} role="status" data-offline-notice="">
      {asOf === null ? (
        <Trans>Offline — this screen needs the network</Trans>
      ) : missing ? (
        <Trans>Offline — data as of {time}; some parts need the network</Trans>
      ) : (
        <Trans>Offline — data as of {time}</Trans>
      )}
    </p>
  )
}
