import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { bottomBar } from '@/shared/ui/bottom-bars'
import { applyUpdateAtom } from './apply-update'
import { reloadDeferredAtom, updateAvailableAtom } from './atoms'
import styles from './UpdatePrompt.module.css'

/**
 * A bar shown when a new version is waiting; Reload lets it take over and reloads the page (after the open dialog or
 * order form is closed).
 */
export function UpdatePrompt() {
  const updateAvailable = useAtomValue(updateAvailableAtom)
  const applyUpdate = useSetAtom(applyUpdateAtom)
  const deferred = useAtomValue(reloadDeferredAtom)
  if (deferred)
    return (
      <div className={styles.bar} role="status" {...bottomBar}>
        <span className={styles.message}>
          <Trans>The new version starts once you close the open form or dialog</Trans>
        </span>
      </div>
    )
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
