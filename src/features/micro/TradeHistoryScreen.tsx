import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { DemoAccountNote } from '@/features/account'
import { ExportButton } from '@/features/statement'
import { LoadError } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { useOnline } from '@/shared/ui/NeedsNetwork'
import { PullToRefresh } from '@/shared/ui/PullToRefresh'
import { TopBar } from '@/shared/ui/TopBar'
import { microOrdersAtom } from './atoms'
import { MicroOrderRow } from './components/MicroOrderRow'
import styles from './TradeHistory.module.css'

/** /trade_history: the caller's timed orders; refreshed every second while any runs. */
export function TradeHistoryScreen() {
  const { t } = useLingui()
  const resource = useAtomValue(microOrdersAtom)
  const orders = resource.data?.orders
  const online = useOnline()
  return (
    <PullToRefresh resources={[microOrdersAtom]}>
      <TopBar title={t`Timed orders`} backTo={paths.trade(12)} end={<ExportButton source="micro" />} />
      <DemoAccountNote />
      {resource.status === 'error' ? <LoadError error={resource.error} /> : null}
      {orders === undefined ? (
        online ? (
          <p className={styles.empty} aria-busy="true">
            <Trans>Loading…</Trans>
          </p>
        ) : null
      ) : orders.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No timed orders yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Timed orders`}>
          {orders.map((order) => (
            <MicroOrderRow key={order.oid} order={order} />
          ))}
        </ul>
      )}
    </PullToRefresh>
  )
}
