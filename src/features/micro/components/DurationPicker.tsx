import type { MicroContract } from '@contract/market'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Amount } from '@/shared/ui/Amount'
import styles from './OrderDialog.module.css'

interface DurationPickerProps {
  durations: readonly MicroContract[]
  value: number
  onChange: (time: number) => void
}

/** The durations the server offers, each with its payout rate and minimum stake. */
export function DurationPicker({ durations, value, onChange }: DurationPickerProps) {
  const { t } = useLingui()
  const name = useId()
  return (
    <div className={styles.durations} role="radiogroup" aria-label={t`Duration`}>
      {durations.map((duration) => (
        <label key={duration.time} className={styles.duration}>
          <input
            type="radio"
            name={name}
            className="visually-hidden"
            checked={duration.time === value}
            onChange={() => onChange(duration.time)}
          />
          <strong>
            <Trans>{duration.time}s</Trans>
          </strong>
          <span className={styles.rate}>
            <Amount value={duration.rate} maxDecimals={2} />%
          </span>
          <span className={styles.min}>
            <Trans>
              Min <Amount value={duration.min} maxDecimals={6} />
            </Trans>
          </span>
        </label>
      ))}
    </div>
  )
}
