import { pushCategories } from '@contract/notifications'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { Button } from '@/shared/ui/Button'
import { disablePushAtom, enablePushAtom, loadPushAtom, pushViewAtom, setPushCategoryAtom } from '../atoms'
import { type PushPhase, pushCategoryLabels } from '../model'
import styles from '../Push.module.css'

/** Push notifications on this device: enable from a tap, choose the kinds, turn off; or why it cannot be on. */
export function PushSettings() {
  const { _ } = useLingui()
  const view = useAtomValue(pushViewAtom)
  const load = useSetAtom(loadPushAtom)
  const enable = useSetAtom(enablePushAtom)
  const setCategory = useSetAtom(setPushCategoryAtom)
  const disable = useSetAtom(disablePushAtom)
  useEffect(() => void load(), [load])

  if (view.phase !== 'on' && view.phase !== 'off') {
    return (
      <section className={styles.block} aria-live="polite">
        <p className={styles.note}>
          <PhaseMessage phase={view.phase} />
        </p>
        {view.phase === 'error' ? (
          <Button variant="secondary" onClick={() => void load()}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </section>
    )
  }
  if (view.phase === 'off') {
    return (
      <section className={styles.block}>
        <p className={styles.note}>
          <Trans>
            Get a notification on this device when your orders fill, your price alerts fire or your deposits and
            withdrawals are decided.
          </Trans>
        </p>
        <Button block busy={view.busy} disabled={view.busy} onClick={() => void enable()}>
          <Trans>Enable notifications</Trans>
        </Button>
      </section>
    )
  }
  return (
    <section className={styles.block}>
      <p className={styles.note}>
        <Trans>Notifications are on for this device.</Trans>
      </p>
      <ul className={styles.switches}>
        {pushCategories.map((category) => {
          const on = view.categories.includes(category)
          return (
            <li key={category}>
              <label className={styles.switch}>
                <span>{_(pushCategoryLabels[category])}</span>
                <input
                  type="checkbox"
                  role="switch"
                  checked={on}
                  aria-checked={on}
                  onChange={(event) => void setCategory(category, event.target.checked)}
                />
              </label>
            </li>
          )
        })}
      </ul>
      <Button variant="secondary" block busy={view.busy} disabled={view.busy} onClick={() => void disable()}>
        <Trans>Turn off on this device</Trans>
      </Button>
    </section>
  )
}

function PhaseMessage({ phase }: { phase: Exclude<PushPhase, 'on' | 'off'> }) {
  switch (phase) {
    case 'loading':
      return <Trans>Loading…</Trans>
    case 'unsupported':
      return <Trans>This browser cannot show notifications from Tern.</Trans>
    case 'install':
      return (
        <Trans>
          To get notifications on iPhone or iPad, install the app first: tap Share, then Add to Home Screen, and open
          Tern from your home screen.
        </Trans>
      )
    case 'blocked':
      return (
        <Trans>
          Notifications are blocked for Tern in this browser. Allow them in the browser's site settings, then come back.
        </Trans>
      )
    case 'unavailable':
      return <Trans>Notifications are not available on this server.</Trans>
    case 'error':
      return <Trans>Your notification settings could not be loaded.</Trans>
  }
}
