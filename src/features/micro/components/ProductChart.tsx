// The contract screen's market figures and chart: the last price with its 24-hour change, high, low and volume, then
// the trade screen's chart, which the user can fold away (remembered) to bring the order form up.
import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useId } from 'react'
import { changePreferencesAtom, preferencesAtom } from '@/shared/display/preferences'
import { Icon } from '@/shared/ui/Icon'
import { klineFamily, tradeIntervalAtom } from '../atoms'
import { useLatestFor } from '../use-latest'
import { ChartPanel } from './ChartPanel'
import { PriceHeader } from './PriceHeader'
import styles from './ProductChart.module.css'

/** The chart's height on the contract screen (px): less than the trade screen's, the order form follows. */
const CONTRACT_CHART_PX = 260

export function ProductChart({ pid }: { pid: number }) {
  const interval = useAtomValue(tradeIntervalAtom)
  const kline = useAtomValue(klineFamily({ pid, interval }))
  const latest = useLatestFor(pid, kline.data?.latest)
  const open = useAtomValue(preferencesAtom).contractChart
  const change = useSetAtom(changePreferencesAtom)
  const panelId = useId()
  return (
    <div className={styles.product}>
      <PriceHeader latest={latest} status={false} />
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => change({ contractChart: !open })}
      >
        <Trans>Chart</Trans>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </button>
      <div id={panelId} hidden={!open}>
        {open ? <ChartPanel latest={latest} height={CONTRACT_CHART_PX} /> : null}
      </div>
    </div>
  )
}
