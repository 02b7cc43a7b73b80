import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { bottomBar } from '@/shared/ui/bottom-bars'
import { applyUpdateAtom, updateAvailableAtom } from './atoms'
import styles from './UpdatePrompt.module.css'

/** A bar shown when a new version is waiting; Reload lets it take over and reloads the page. */
export function UpdatePrompt() {
  const updateAvailable = useAtomValue(updateAvailableAtom)
  const applyUpdate = useSetAtom(applyUpdateAtom)
  if (!updateAvailable) return null
  return (
    <div className={styles.bar} role="status" {...bottomBar}>
      <span className={styles.message}>
        <Trans>A new version is available</Trans>
      </span>
      <button type="button" className={styles.reload} onClick={() => applyUpdate()}>
        <Trans>Reload</Trans>
      </button>
    </div>
  )
}
