import type { CloseReason } from '@contract/contract-trading'
import type { MicroOutcome } from '@contract/trading'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { VerifyClaim, VerifyReply } from '../model'
import { verifyInWorker } from '../run'
import styles from '../Verify.module.css'
import { VerifyResult } from './VerifyResult'

interface Props {
  claim: VerifyClaim
  precision: number
  /** Words for a timed order's outcomes (a spot check has none). */
  outcomeLabel?: (outcome: MicroOutcome) => string
  /** Words for a contract position's close reasons. */
  reasonLabel?: (reason: CloseReason) => string
}

/** "Verify" on a settled order: checks it in a worker against the signed prices and shows the verdict below. */
export function VerifyButton({ claim, precision, outcomeLabel, reasonLabel }: Props) {
  const { t } = useLingui()
  const [reply, setReply] = useState<VerifyReply | null>(null)
  const [busy, setBusy] = useState(false)
  const run = () => {
    setBusy(true)
    void verifyInWorker(claim).then((answer) => {
      setReply(answer)
      setBusy(false)
    })
  }
  return (
    <div className={styles.verify}>
      <button type="button" className={styles.button} onClick={run} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t`Verifying…` : t({ message: 'Verify', context: 'check an order against the signed prices' })}
      </button>
      {reply ? (
        <VerifyResult reply={reply} precision={precision} outcomeLabel={outcomeLabel} reasonLabel={reasonLabel} />
      ) : null}
    </div>
  )
}
