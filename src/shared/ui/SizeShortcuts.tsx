import { type SizeShare, sizeShares } from '@contract/rules/sizing'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import styles from './SizeShortcuts.module.css'

interface SizeShortcutsProps {
  /** The size a chip fills in (the form's text), or null when that share pays for no order. */
  sizeFor: (share: SizeShare) => string | null
  /** The largest order, as shown beside Max (with its unit). */
  max: ReactNode
  onPick: (size: string) => void
}

/** 25 / 50 / 75 / 100% of the available balance and Max, each the largest order its share pays for, fee included. */
export function SizeShortcuts({ sizeFor, max, onPick }: SizeShortcutsProps) {
  const { t } = useLingui()
  const largest = sizeFor(100)
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{t`Share of the available balance`}</legend>
      {sizeShares.map((share) => {
        const size = sizeFor(share)
        return (
          <button key={share} type="button" disabled={size === null} onClick={() => size !== null && onPick(size)}>
            {share}%
          </button>
        )
      })}
      <button
        type="button"
        className={styles.max}
        disabled={largest === null}
        onClick={() => largest !== null && onPick(largest)}
      >
        <Trans>Max</Trans> <span>{largest === null ? '—' : max}</span>
      </button>
    </fieldset>
  )
}
