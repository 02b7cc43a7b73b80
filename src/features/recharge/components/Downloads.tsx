import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { canInstallAtom, promptInstall } from '@/features/pwa'
import { Button } from '@/shared/ui/Button'
import { chooseDownload } from '../model'
import styles from '../Recharge.module.css'

/**
 * The app download for this device. The server generates no iOS web-clip profile and configures no Android
 * package, so iOS gets the Add to Home Screen steps and everyone else the browser's install prompt.
 */
export function Downloads() {
  const { t } = useLingui()
  const canInstall = useAtomValue(canInstallAtom)
  const [installed, setInstalled] = useState(false)
  const choice = chooseDownload(navigator.userAgent)
  return (
    <section className={styles.downloads} aria-label={t`Get the app`}>
      <h2 className={styles.heading}>
        <Trans>Get the app</Trans>
      </h2>
      {choice === 'ios' ? (
        <ol className={styles.steps}>
          <li>
            <Trans>Open this page in Safari.</Trans>
          </li>
          <li>
            <Trans>Tap the Share button.</Trans>
          </li>
          <li>
            <Trans>Choose “Add to Home Screen”.</Trans>
          </li>
        </ol>
      ) : canInstall && !installed ? (
        <Button variant="secondary" block onClick={() => void promptInstall().then(setInstalled)}>
          <Trans>Install Tern</Trans>
        </Button>
      ) : (
        <p className={styles.hint}>
          {installed ? (
            <Trans>Tern is installed.</Trans>
          ) : (
            <Trans>Use your browser menu and choose “Install app” or “Add to Home screen”.</Trans>
          )}
        </p>
      )}
    </section>
  )
}
