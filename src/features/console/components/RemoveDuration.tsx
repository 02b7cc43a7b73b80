import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { failureText } from '../atoms'
import styles from '../Screens.module.css'

interface RemoveDurationProps {
  seconds: number
  /** Removes the duration with the operator's reason; throws the server's refusal. */
  onRemove: (reason: string) => Promise<unknown>
}

/** A duration's Remove button: asks for confirmation and a reason first; new orders stop getting the duration. */
export function RemoveDuration({ seconds, onRemove }: RemoveDurationProps) {
  const { t } = useLingui()
  const reasonId = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function close() {
    setOpen(false)
    setFailure(null)
  }

  async function confirm() {
    setBusy(true)
    try {
      await onRemove(reason.trim())
      setReason('')
      close()
    } catch (error) {
      setFailure(failureText(error, t`The duration could not be removed`))
    } finally {
      setBusy(false)
    }
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
