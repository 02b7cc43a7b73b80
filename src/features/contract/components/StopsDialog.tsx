import type { ContractOrder } from '@contract/contract-trading'
import { parseDecimal } from '@contract/rules/decimal'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { decimalsOf } from '@/shared/lib/decimal'
import { AmountField } from '@/shared/ui/AmountField'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { showToastAtom } from '@/shared/ui/toast'
import { setContractStopsAtom } from '../atoms'
import { formErrorLabels } from '../labels'
import { validateStops } from '../model'
import { styles } from '../styles'
import { OrderPrice } from './PositionRow'

interface StopsDialogProps {
  order: ContractOrder
  onDone: () => void
  onCancel: () => void
}

/** Edits the take-profit and stop-loss of an open position, checked against the mark and liquidation price. */
export function StopsDialog({ order, onDone, onCancel }: StopsDialogProps) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const precision = Math.max(decimalsOf(order.price), decimalsOf(order.liq_price))
  const [stopWin, setStopWin] = useState(order.stop_win)
  const [stopLoss, setStopLoss] = useState(order.stop_loss)
  const [checked, setChecked] = useState(false)
  const [busy, setBusy] = useState(false)
  const save = useSetAtom(setContractStopsAtom)
  const showToast = useSetAtom(showToastAtom)
  const mark = parseDecimal(order.price, precision)
  const liq = parseDecimal(order.liq_price, precision)
  const problem =
    mark === null || liq === null ? null : validateStops(order.type, mark, liq, stopWin, stopLoss, precision)
  const submit = async () => {
    setChecked(true)
    if (problem !== null || busy) return
    setBusy(true)
    try {
      const saved = await save({ order, request: { oid: order.oid, stop_win: stopWin, stop_loss: stopLoss } })
      showToast({ kind: 'success', text: saved.msg || t`Take-profit and stop-loss saved` })
      onDone()
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t`Take-profit and stop-loss`}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button busy={busy} disabled={busy} onClick={() => void submit()}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.dialogFields}>
        <p className={styles.muted}>
          <Trans>
            Current price <OrderPrice value={order.price} />, liquidation price <OrderPrice value={order.liq_price} />.
            Leave a field empty for none.
          </Trans>
        </p>
        <AmountField label={t`Take-profit`} decimals={precision} value={stopWin} onValueChange={setStopWin} />
        <AmountField label={t`Stop-loss`} decimals={precision} value={stopLoss} onValueChange={setStopLoss} />
        {checked && problem !== null ? (
          <p className={styles.formError} role="alert">
            {_(formErrorLabels[problem])}
          </p>
        ) : null}
      </div>
    </Dialog>
  )
}
