import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { LoadError } from '@/features/wallet'
import { coinOrdersAtom } from '../atoms'
import { useSpotFillVibration } from '../fills'
import { filterOrders, noFilter } from '../model'
import { styles } from '../styles'
import { CoinOrderList } from './CoinOrderList'

/**
 * The signed-in user's waiting orders on this pair (mounting it polls /api/coin_orders every 3 s); one of them
 * filling vibrates.
 */
export function CurrentOrders({ pid }: { pid: number }) {
  const { t } = useLingui()
  const orders = useAtomValue(coinOrdersAtom)
  useSpotFillVibration(orders.data?.orders)
  if (!orders.data) {
    return orders.status === 'error' ? (
      <LoadError error={orders.error} />
    ) : (
      <p className={styles.empty}>{t`Loading…`}</p>
    )
  }
  const waiting = filterOrders(orders.data.orders, 'current', noFilter).filter((order) => order.pid === pid)
  return <CoinOrderList orders={waiting} label={t`Current orders`} />
}
