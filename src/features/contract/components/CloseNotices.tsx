import type { ContractNotice } from '@contract/contract-trading'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useFillVibration } from '@/shared/display/haptics'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { contractNoticesAtom, dismissContractNoticesAtom } from '../atoms'
import { closeReasonLabels } from '../labels'
import { styles } from '../styles'
import { Tick } from './HistoryCard'
import { OrderHead, Profit } from './PositionRow'

/**
 * Positions the engine closed by take-profit, stop-loss or liquidation since the user last looked, shown once
 * when a signed-in user opens the app; "OK" marks them seen. Loaded lazily by the app shell.
 */
export function CloseNotices() {
  const { t } = useLingui()
  const notices = useAtomValue(contractNoticesAtom).data ?? []
  const dismiss = useSetAtom(dismissContractNoticesAtom)
  const [closed, setClosed] = useState(false)
  useFillVibration(notices.length > 0 ? notices.map((notice) => notice.id).join(',') : null)
  if (closed || notices.length === 0) return null
  const seen = () => {
    setClosed(true)
    void dismiss(notices.map((notice) => notice.id))
  }
  return (
    <Dialog
      open
      onClose={seen}
      title={t`Positions closed while you were away`}
      actions={
        <Button onClick={seen}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <ul className={`${styles.orders} ${styles.notices}`} aria-label={t`Closed positions`}>
        {notices.map((notice) => (
          <Notice key={notice.id} notice={notice} />
        ))}
      </ul>
    </Dialog>
  )
}

function Notice({ notice }: { notice: ContractNotice }) {
  const { _ } = useLinguiCore()
  const { order } = notice
  return (
    <li className={styles.order} data-testid={`notice-${notice.id}`}>
      <OrderHead order={order}>
        <span className={styles.status}>{order.close_reason ? _(closeReasonLabels[order.close_reason]) : null}</span>
      </OrderHead>
      <dl className={styles.orderFigures}>
        <div className={styles.ticks}>
          <dt>
            <Trans>Closed at</Trans>
          </dt>
          <dd>
            <Tick tick={order.close_tick} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Result</Trans>
          </dt>
          <dd>
            <Profit value={order.profit} tone={order.is_win === 1 ? 1 : -1} />
          </dd>
        </div>
      </dl>
    </li>
  )
}
