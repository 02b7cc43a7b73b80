import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { canInstallAtom, promptInstall } from '@/features/pwa'
import { Button } from '@/shared/ui/Button'
import buttonStyles from '@/shared/ui/Button.module.css'
import { downloadsAtom } from '../atoms'
import { chooseDownload, serverUrl } from '../model'
import styles from '../Recharge.module.css'

const linkButton = (variant: 'primary' | 'secondary') =>
  [buttonStyles.button, buttonStyles[variant], buttonStyles.block].join(' ')

/**
 * The app download for this device. iOS gets the deployment's web-clip profile, with the Add to Home Screen
 * steps as the alternative; Android gets the configured package, else the browser's install prompt; others
 * get the install prompt. Until /main/downloads answers (or if it fails) only the browser's own ways are shown.
 */
export function Downloads() {
  const { t } = useLingui()
  const downloads = useAtomValue(downloadsAtom).data
  const choice = chooseDownload(navigator.userAgent)
  const androidPackage = choice === 'android' ? downloads?.android_package : null
  return (
    <section className={styles.downloads} aria-label={t`Get the app`}>
      <h2 className={styles.heading}>
        <Trans>Get the app</Trans>
      </h2>
      {choice === 'ios' ? (
        <>
          {downloads ? (
            <>
              <a className={linkButton('primary')} href={serverUrl(downloads.ios_profile)} download="tern.mobileconfig">
                <Trans>Install the iOS profile</Trans>
              </a>
              <p className={styles.hint} style={{ margin: '8px 0 4px' }}>
                <Trans>Then open Settings, tap “Profile Downloaded” and install it. Or add Tern yourself:</Trans>
              </p>
            </>
          ) : null}
          <AddToHomeScreenSteps />
        </>
      ) : androidPackage ? (
        <a className={linkButton('secondary')} href={androidPackage} target="_blank" rel="noopener noreferrer">
          <Trans>Download the Android app</Trans>
        </a>
      ) : (
        <InstallPrompt />
      )}
    </section>
  )
}

function AddToHomeScreenSteps() {
  return (
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
  )
}

/** The browser's install prompt when it offers one, else where to find it in the browser menu. */
function InstallPrompt() {
  const canInstall = useAtomValue(canInstallAtom)
  const [installed, setInstalled] = useState(false)
  if (canInstall && !installed) {
    return (
      <Button variant="secondary" block onClick={() => void promptInstall().then(setInstalled)}>
        <Trans>Install Tern</Trans>
      </Button>
    )
  }
  return (
    <p className={styles.hint}>
      {installed ? (
        <Trans>Tern is installed.</Trans>
      ) : (
        <Trans>Use your browser menu and choose “Install app” or “Add to Home screen”.</Trans>
      )}
    </p>
  )
}
