import { useLingui } from '@lingui/react/macro'
import { paths } from '@/shared/lib/paths'
import { TopBar } from '@/shared/ui/TopBar'
import { PushSettings } from './components/PushSettings'
import styles from './Push.module.css'

/** /notification_settings: push notifications on this device. */
export function NotificationSettingsScreen() {
  const { t } = useLingui()
  return (
    <div>
      <TopBar title={t`Notifications`} backTo={paths.home} />
      <div className={styles.page}>
        <PushSettings />
      </div>
    </div>
  )
}
