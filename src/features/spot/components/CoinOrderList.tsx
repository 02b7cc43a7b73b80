import type { CoinOrder } from '@contract/trading'
import { spotClaimOf } from '@contract/verify/spot'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { memo, useState } from 'react'
import { VerifyButton } from '@/features/verify'
import { COIN_SCALE, decimalsOf } from '@/shared/lib/decimal'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { Price, trendOf } from '@/shared/ui/Price'
import { showToastAtom } from '@/shared/ui/toast'
import { cancelCoinOrderAtom } from '../atoms'
import { coinStatusLabels, priceTypeLabels, sideLabels } from '../labels'
import { styles } from '../styles'

/** Spot orders; waiting ones carry a cancel button. */
export function CoinOrderList({ orders, label }: { orders: readonly CoinOrder[]; label: string }) {
  if (orders.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No orders</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.orders} aria-label={label}>
      {orders.map((order) => (
        <CoinOrderRow key={order.oid} order={order} />
      ))}
    </ul>
  )
}

const CoinOrderRow = memo(function CoinOrderRow({ order }: { order: CoinOrder }) {
  const { t, i18n } = useLingui()
  const { _ } = useLinguiCore()
  const showToast = useSetAtom(showToastAtom)
  const cancelOrder = useSetAtom(cancelCoinOrderAtom)
  const [busy, setBusy] = useState(false)
  const claim = spotClaimOf(order)
  const cancel = async () => {
    if (busy) return
    setBusy(true)
    try {
      const { msg } = await cancelOrder(order)
      showToast({ kind: 'success', text: msg || t`Order cancelled` })
    } catch {
      // The shell has shown the server's message.
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className={styles.order} data-oid={order.oid} data-status={order.status}>
      <div className={styles.orderHead}>
        <span className={styles.sideTag} data-side={order.buy_or_sell} data-trend={trendOf(order.buy_or_sell)}>
          {_(sideLabels[order.buy_or_sell])}
        </span>
        <strong>{order.title}</strong>
        <span className={styles.muted}>{_(priceTypeLabels[order.price_type])}</span>
        {order.status === 0 ? (
          <button type="button" className={styles.cancel} disabled={busy} onClick={() => void cancel()}>
            <Trans>Cancel</Trans>
          </button>
        ) : (
          <span className={styles.status} data-status={order.status}>
            {_(coinStatusLabels[order.status])}
          </span>
        )}
      </div>
      <dl className={styles.orderFigures}>
        <div>
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>
            <Price value={order.price} precision={decimalsOf(order.price)} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Quantity</Trans>
          </dt>
          <dd>
            <Amount value={order.amount} minDecimals={2} maxDecimals={COIN_SCALE} unit={order.coin} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>
            <Amount value={order.total} asset="USDT" />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd>{formatDateTime(order.addtime, i18n.locale)}</dd>
        </div>
      </dl>
      {claim ? <VerifyButton claim={{ kind: 'spot', claim }} precision={decimalsOf(order.price)} /> : null}
    </li>
  )
})
