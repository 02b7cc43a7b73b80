import type { ContractOrder } from '@contract/contract-trading'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { showToastAtom } from '@/shared/ui/toast'
import { cancelContractOrderAtom } from '../atoms'
import { styles } from '../styles'
import { CloseDialog } from './CloseDialog'
import { PendingRow, PositionRow } from './PositionRow'
import { StopsDialog } from './StopsDialog'

interface ContractOrdersProps {
  /** Open positions (status 1) and pending orders (status 0); the view picks one kind. */
  orders: readonly ContractOrder[]
  view: 'positions' | 'pending'
  /** After a close, cancel or TP/SL edit (e.g. to refresh the screen's own resource). */
  onChanged?: () => void
}

/** Positions with close and TP/SL edit, or pending orders with cancel. */
export function ContractOrders({ orders, view, onChanged }: ContractOrdersProps) {
  const { t } = useLingui()
  const [closing, setClosing] = useState<ContractOrder | null>(null)
  const [editing, setEditing] = useState<ContractOrder | null>(null)
  const cancel = useSetAtom(cancelContractOrderAtom)
  const showToast = useSetAtom(showToastAtom)
  const rows = orders.filter((order) => order.status === (view === 'positions' ? 1 : 0))
  const cancelOrder = async (order: ContractOrder) => {
    try {
      const answer = await cancel(order)
      showToast({ kind: 'success', text: answer.msg || t`Order cancelled` })
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      onChanged?.()
    }
  }
  const done = () => {
    setClosing(null)
    setEditing(null)
    onChanged?.()
  }
  if (rows.length === 0) {
    return (
      <p className={styles.empty}>
        {view === 'positions' ? <Trans>No open positions</Trans> : <Trans>No pending orders</Trans>}
      </p>
    )
  }
  return (
    <>
      <ul className={styles.orders} aria-label={view === 'positions' ? t`Positions` : t`Pending orders`}>
        {rows.map((order) =>
          view === 'positions' ? (
            <PositionRow key={order.oid} order={order} onClose={setClosing} onEditStops={setEditing} />
          ) : (
            <PendingRow key={order.oid} order={order} onCancel={(item) => void cancelOrder(item)} />
          ),
        )}
      </ul>
      {closing ? <CloseDialog order={closing} onDone={done} onCancel={() => setClosing(null)} /> : null}
      {editing ? <StopsDialog order={editing} onDone={done} onCancel={() => setEditing(null)} /> : null}
    </>
  )
}
