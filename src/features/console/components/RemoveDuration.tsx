import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { failureText } from '../atoms'
import { removeTimedDurationAtom } from '../products-atoms'
import styles from '../Screens.module.css'

/** A duration's Remove button: asks for confirmation and a reason first; new orders stop getting the duration. */
export function RemoveDuration({ seconds }: { seconds: number }) {
  const { t } = useLingui()
  const reasonId = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const busy = useAtomValue(removeTimedDurationAtom)
  const remove = useSetAtom(removeTimedDurationAtom)

  function close() {
    setOpen(false)
    setFailure(null)
  }

  async function confirm() {
    const outcome = await remove({ seconds, reason: reason.trim() })
    if (outcome === null) return
    if (outcome.ok) {
      setReason('')
      close()
    } else setFailure(failureText(outcome.failure, t`The duration could not be removed`))
  }

  return (
    <>
      <Button variant="secondary" className={styles.fixed} onClick={() => setOpen(true)}>
        <Trans>Remove</Trans>
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t`Remove the ${seconds}-second duration?`}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" busy={busy} disabled={busy} onClick={() => void confirm()}>
              <Trans>Remove</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>New orders can no longer choose it; orders already placed settle on their own terms.</Trans>
        </p>
        <label className={styles.label} htmlFor={reasonId}>
          <Trans>Reason (audit log)</Trans>
        </label>
        <input
          id={reasonId}
          className={styles.input}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
      </Dialog>
    </>
  )
}
