import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { MICRO_COUNTDOWN_DEFAULT_S } from '@/shared/lib/constants'
import { paths } from '@/shared/lib/paths'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { TopBar } from '@/shared/ui/TopBar'
import styles from './SystemScreens.module.css'

/** /test: the countdown dialog on its own (the one the timed-order screen shows after placement). */
export function TestScreen() {
  const { t } = useLingui()
  const [open, setOpen] = useState(true)
  const [remaining, setRemaining] = useState(MICRO_COUNTDOWN_DEFAULT_S)

  useEffect(() => {
    if (!open || remaining <= 0) return
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1_000)
    return () => clearTimeout(timer)
  }, [open, remaining])

  const restart = () => {
    setRemaining(MICRO_COUNTDOWN_DEFAULT_S)
    setOpen(true)
  }

  return (
    <div>
      <TopBar title={t`Countdown`} backTo={paths.home} />
      <div className={styles.center}>
        <Button variant="secondary" onClick={restart}>
          <Trans>Start countdown</Trans>
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Countdown`}
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <p className={styles.countdown} role="timer" aria-live="off">
          {remaining}
        </p>
        <p>{remaining > 0 ? <Trans>seconds remaining</Trans> : <Trans>Time is up</Trans>}</p>
      </Dialog>
    </div>
  )
}
