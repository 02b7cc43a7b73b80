import type { MinerOrder } from '@contract/invest'
import { Trans, useLingui } from '@lingui/react/macro'
import { walletStyles } from '@/features/wallet'
import { Amount } from '@/shared/ui/Amount'
import { Button } from '@/shared/ui/Button'
import { Term } from './Figure'
import styles from './Invest.module.css'

interface Props {
  order: MinerOrder
  onCancel: (order: MinerOrder) => void
}

export function MinerOrderCard({ order, onCancel }: Props) {
  const { t } = useLingui()
  return (
    <li className={walletStyles.card} aria-label={order.title}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{order.title}</h2>
        <span className={styles.rate}>{order.profit}%</span>
      </div>
      <dl className={styles.terms}>
        <Term label={t`Amount`}>
          <Amount value={order.amount} asset="USDT" />
        </Term>
        <Term label={t`Profit received`}>
          <Amount className={styles.positive} trend="up" value={order.profit_get} asset="USDT" />
        </Term>
        <Term label={t`Days credited`}>{t`${order.profit_days} of ${order.days}`}</Term>
        <Term label={t`Per day`}>
          <Amount value={order.daily} asset="USDT" />
        </Term>
        <Term label={t`Start`}>{order.start}</Term>
        <Term label={t`End`}>{order.end}</Term>
        {order.status === 2 ? (
          <>
            <Term label={t`Penalty`}>
              <Amount className={styles.negative} trend="down" value={order.penalty ?? '0'} asset="USDT" />
            </Term>
            <Term label={t`Returned`}>
              <Amount value={order.refund ?? '0'} asset="USDT" />
            </Term>
          </>
        ) : null}
      </dl>
      {order.status === 0 ? (
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => onCancel(order)}>
            <Trans>Cancel early</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  )
}
