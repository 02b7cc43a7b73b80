import type { MinerOrder } from '@contract/invest'
import { Trans, useLingui } from '@lingui/react/macro'
import { Amount } from '@/shared/ui/Amount'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { Term } from './Figure'
import styles from './Invest.module.css'

interface Props {
  order: MinerOrder | null
  busy: boolean
  onClose: () => void
  onConfirm: (order: MinerOrder) => void
}

/** The confirmation of an early cancel: what the server quoted for today is what it applies today. */
export function CancelMinerDialog({ order, busy, onClose, onConfirm }: Props) {
  const { t } = useLingui()
  const quote = order?.cancel_quote
  return (
    <Dialog
      open={order !== null && quote !== null && quote !== undefined}
      onClose={onClose}
      title={t`Cancel this subscription?`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>{t`Keep it`}</Button>
          <Button variant="danger" busy={busy} disabled={busy} onClick={() => order && onConfirm(order)}>
            {t`Cancel early`}
          </Button>
        </>
      }
    >
      {order && quote ? (
        <>
          <dl className={styles.rows}>
            <Term label={t`Amount`}>
              <Amount value={order.amount} asset="USDT" />
            </Term>
            <Term label={t`Whole days left`}>{quote.days_left}</Term>
            <Term label={t`Estimated penalty`}>
              <Amount className={styles.negative} trend="down" value={quote.penalty} asset="USDT" />
            </Term>
            <Term label={t`Principal returned`}>
              <Amount value={quote.refund} asset="USDT" />
            </Term>
          </dl>
          <p className={styles.note}>
            <Trans>Profit already credited is kept.</Trans>
          </p>
        </>
      ) : null}
    </Dialog>
  )
}
