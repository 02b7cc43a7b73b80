import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import styles from './RiskDisclosure.module.css'

interface RiskDisclosureProps {
  /** While the acceptance is being recorded. */
  busy: boolean
  onAccept: () => void
  onCancel: () => void
}

/** Shown before an account's first timed order; the order dialog opens only after it is accepted. */
export function RiskDisclosure({ busy, onAccept, onCancel }: RiskDisclosureProps) {
  const { t } = useLingui()
  const [read, setRead] = useState(false)
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t`Risk disclosure: timed orders`}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={!read || busy} busy={busy} onClick={onAccept}>
            <Trans>Accept</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.text}>
        <p>
          <Trans>
            A timed order is a bet on the direction of the price over a fixed time: you choose up or down, a duration
            and a stake.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>You can lose your entire stake. The fee is charged on top of the stake and is not refunded.</Trans>
          </li>
          <li>
            <Trans>
              The outcome is decided only by recorded prices: the entry tick when you place the order and the last tick
              at or before its expiry.
            </Trans>
          </li>
          <li>
            <Trans>
              The published rule: up wins if the settlement price is above the entry price, down wins if it is below,
              and an equal price refunds the stake. A win pays the stake times the payout rate on top of the stake.
            </Trans>
          </li>
          <li>
            <Trans>Each result shows both ticks (time and price), so you can check it yourself.</Trans>
          </li>
        </ul>
        <label className={styles.check}>
          <input type="checkbox" checked={read} onChange={(event) => setRead(event.target.checked)} />
          <Trans>I have read and understood these risks</Trans>
        </label>
      </div>
    </Dialog>
  )
}
