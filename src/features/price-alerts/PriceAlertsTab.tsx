import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { priceAlertsAtom } from './atoms'
import { AlertRow } from './components/AlertRow'
import styles from './PriceAlerts.module.css'

/** Every price alert of the user, waiting and reached (with the deciding price and time), each with delete. */
export function PriceAlertsTab() {
  const alerts = useAtomValue(priceAlertsAtom)
  const list = alerts.data ?? []
  if (alerts.status !== 'ready' && list.length === 0) return null
  return list.length === 0 ? (
    <p className={styles.empty}>
      <Trans>No price alerts yet. Set one with the bell on a product's chart or contract screen.</Trans>
    </p>
  ) : (
    <ul className={styles.list}>
      {list.map((alert) => (
        <AlertRow key={alert.id} alert={alert} withTitle />
      ))}
    </ul>
  )
}
