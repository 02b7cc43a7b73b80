// How the app answers a touch: pull to refresh on lists and the assets, and a short vibration when an order fills or
// settles. Both on by default; neither moves anything on screen when the system asks for reduced motion (the pull
// still refreshes, the vibration is left out).
import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { changePreferencesAtom, preferencesAtom } from '@/shared/display/preferences'
import styles from './LanguageScreen.module.css'

export function FeelSettings() {
  const prefs = useAtomValue(preferencesAtom)
  const change = useSetAtom(changePreferencesAtom)
  return (
    <div className={styles.list}>
      <label className={styles.row}>
        <span>
          <Trans>Pull to refresh</Trans>
          <small className={styles.hint}>
            <Trans>Pull down at the top of a list or the assets to load it again</Trans>
          </small>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={prefs.pullToRefresh}
          checked={prefs.pullToRefresh}
          onChange={(event) => change({ pullToRefresh: event.target.checked })}
        />
      </label>
      <label className={styles.row}>
        <span>
          <Trans>Vibrate on fills</Trans>
          <small className={styles.hint}>
            <Trans>A short vibration when an order fills or settles, on devices that can</Trans>
          </small>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={prefs.vibrate}
          checked={prefs.vibrate}
          onChange={(event) => change({ vibrate: event.target.checked })}
        />
      </label>
    </div>
  )
}
