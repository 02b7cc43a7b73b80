import type { ContractOrder } from '@contract/contract-trading'
import { type CloseShare, closeShares } from '@contract/rules/contract'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { showToastAtom } from '@/shared/ui/toast'
import { closeContractPositionAtom } from '../atoms'
import { calculateCloseResult } from '../model'
import { styles } from '../styles'
import { Figure, OrderPrice, PnlFigures } from './PositionRow'

interface CloseDialogProps {
  order: ContractOrder
  onDone: () => void
  onCancel: () => void
}

/** Confirms a close at the current mark, of 25, 50, 75 or all 100% of the position. */
export function CloseDialog({ order, onDone, onCancel }: CloseDialogProps) {
  const { t } = useLingui()
  const [share, setShare] = useState<CloseShare>(100)
  const [busy, close] = useAtom(closeContractPositionAtom)
  const showToast = useSetAtom(showToastAtom)
  const product = order.pname
  // The whole position's figure when the part cannot be computed (a missing price), as before.
  const part = calculateCloseResult(order, share) ?? { profit: order.profit, roe: null }
  const confirm = async () => {
    const closed = await close({ order, share })
    if (!closed) return
    showToast({ kind: 'success', text: closed.msg || t`Position closed` })
    onDone()
  }
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t`Close ${product}`}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button busy={busy} disabled={busy} onClick={() => void confirm()}>
            <Trans>Close {share}%</Trans>
          </Button>
        </>
      }
    >
      <fieldset className={styles.shares}>
        <legend className="visually-hidden">{t`Share to close`}</legend>
        {closeShares.map((value) => (
          <button key={value} type="button" aria-pressed={share === value} onClick={() => setShare(value)}>
            {value}%
          </button>
        ))}
      </fieldset>
      <dl className={styles.closeFigures}>
        <Figure label={<Trans>Entry price</Trans>}>
          <OrderPrice value={order.buyprice} />
        </Figure>
        <Figure label={<Trans>Mark price</Trans>}>
          <OrderPrice value={order.price} />
        </Figure>
        <PnlFigures profit={part.profit} roe={part.roe} testId="close" />
      </dl>
      <p className={styles.muted}>
        <Trans>Closes {share}% at the current mark price; the PnL and ROE above are this share's.</Trans>
      </p>
    </Dialog>
  )
}
