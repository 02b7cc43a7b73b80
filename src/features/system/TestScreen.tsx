import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MICRO_COUNTDOWN_DEFAULT_S } from '@/shared/lib/constants'
import { paths } from '@/shared/lib/paths'
import { Button } from '@/shared/ui/Button'
import { CountdownDialog } from '@/shared/ui/CountdownDialog'
import { TopBar } from '@/shared/ui/TopBar'
import { useCountdown } from '@/shared/ui/use-countdown'
import styles from './SystemScreens.module.css'

const countdownEnd = () => Date.now() + MICRO_COUNTDOWN_DEFAULT_S * 1000

/** /test: the countdown dialog on its own (the one the timed-order screen shows after placement). */
export function TestScreen() {
  const { t } = useLingui()
  const [deadline, setDeadline] = useState<number | null>(countdownEnd)
  const seconds = useCountdown(deadline)

  return (
    <div>
      <TopBar title={t`Countdown`} backTo={paths.home} />
      <div className={styles.center}>
        <Button variant="secondary" onClick={() => setDeadline(countdownEnd())}>
          <Trans>Start countdown</Trans>
        </Button>
      </div>
      <CountdownDialog
        open={deadline !== null}
        onClose={() => setDeadline(null)}
        title={t`Countdown`}
        seconds={seconds}
        actions={
          <Button variant="secondary" onClick={() => setDeadline(null)}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <p>{seconds > 0 ? <Trans>seconds remaining</Trans> : <Trans>Time is up</Trans>}</p>
      </CountdownDialog>
    </div>
  )
}
