import { useLingui } from '@lingui/react/macro'
import { SEND_CODE_COUNTDOWN_MS } from '@/shared/lib/constants'
import { useCountdown } from '@/shared/ui/use-countdown'
import styles from '../Identity.module.css'

interface SendCodeButtonProps {
  /** When the last code was sent (epoch ms), or null. */
  sentAt: number | null
  busy: boolean
  onSend: () => void
}

/** "Send code", then a 60 s countdown during which presses are ignored. */
export function SendCodeButton({ sentAt, busy, onSend }: SendCodeButtonProps) {
  const { t } = useLingui()
  const left = useCountdown(sentAt === null ? null : sentAt + SEND_CODE_COUNTDOWN_MS)
  const waiting = left > 0
  return (
    <button
      type="button"
      className={styles.sendCode}
      disabled={waiting || busy}
      onClick={() => {
        if (!waiting && !busy) onSend()
      }}
    >
      {waiting ? t`Resend in ${left} s` : t`Send code`}
    </button>
  )
}
