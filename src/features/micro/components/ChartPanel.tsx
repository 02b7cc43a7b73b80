// The chart with its controls, the same on the trade and contract screens: the interval tabs, the indicators
// (remembered in the preferences) and the landscape full-screen mode. klinecharts is fetched only once the chart
// is on screen.
import { type KlineInterval, type KlineLatest, klineIntervals } from '@contract/market'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useMemo, useRef, useSyncExternalStore } from 'react'
import { chartIndicators, preferencesAtom, toggleIndicatorAtom } from '@/shared/display/preferences'
import { Icon } from '@/shared/ui/Icon'
import { Tabs } from '@/shared/ui/Tabs'
import { useModalFocus } from '@/shared/ui/use-modal-focus'
import { tradeIntervalAtom } from '../atoms'
import { indicatorLabels } from '../chart-labels'
import { intervalLabel, isKlineInterval } from '../model'
import { useFullscreen } from '../use-fullscreen'
import styles from './ChartPanel.module.css'

const KlineChart = lazy(() => import('./KlineChart'))

interface ChartPanelProps {
  /** The product on screen; the chart waits for its detail (title and precision). */
  latest: KlineLatest | undefined
  /** The chart's height in the page (px); full screen it takes the screen. */
  height: number
}

export function ChartPanel({ latest, height }: ChartPanelProps) {
  const { t, i18n } = useLingui()
  const [interval, setInterval] = useAtom(tradeIntervalAtom)
  const intervalItems = useMemo(
    () => klineIntervals.map((key) => ({ key, label: intervalLabel(key, i18n.locale) })),
    [i18n.locale],
  )
  const panelRef = useRef<HTMLElement>(null)
  const drawn = useInBrowser()
  const fullscreen = useFullscreen(panelRef)
  useModalFocus(fullscreen.open, panelRef, fullscreen.exit)
  // Full screen the panel is a modal dialog (the same element: the chart inside is not drawn again).
  const modal = fullscreen.open ? ({ role: 'dialog', 'aria-modal': true, tabIndex: -1 } as const) : {}

  return (
    <section
      ref={panelRef}
      className={styles.panel}
      aria-label={t`Chart`}
      {...modal}
      data-fullscreen={fullscreen.open || undefined}
      data-rotated={(fullscreen.open && fullscreen.rotated) || undefined}
    >
      <div className={styles.stage}>
        <div className={styles.intervals}>
          <Tabs
            items={intervalItems}
            value={interval}
            onChange={(key) => isKlineInterval(key) && setInterval(key)}
            label={t`Chart interval`}
          />
        </div>
        <div className={styles.tools}>
          <IndicatorPicker />
          {fullscreen.open ? (
            <button type="button" className={styles.tool} onClick={fullscreen.exit}>
              <Icon name="close" size={18} />
              <Trans>Close</Trans>
            </button>
          ) : (
            <button
              type="button"
              className={styles.iconTool}
              aria-label={t`Full screen`}
              onClick={() => void fullscreen.enter()}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
        <div className={styles.chart} style={fullscreen.open ? undefined : { height }}>
          {latest && drawn ? <LazyChart latest={latest} interval={interval} /> : null}
        </div>
      </div>
    </section>
  )
}

const subscribeToNothing = () => () => undefined

/**
 * False in the server's render of the page and while the browser hydrates it, true after (and at once in a page the
 * browser renders itself): the chart, which only the browser draws, starts in the place the server's page keeps.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

function LazyChart({ latest, interval }: { latest: KlineLatest; interval: KlineInterval }) {
  const { indicators } = useAtomValue(preferencesAtom)
  return (
    <Suspense fallback={null}>
      <KlineChart
        pid={latest.id}
        title={latest.title}
        interval={interval}
        precision={latest.precision}
        indicators={indicators}
      />
    </Suspense>
  )
}

/** One toggle per indicator; the choice is kept for both chart screens. */
function IndicatorPicker() {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const { indicators } = useAtomValue(preferencesAtom)
  const toggle = useSetAtom(toggleIndicatorAtom)
  return (
    <fieldset className={styles.indicators}>
      <legend className="visually-hidden">{t`Indicators`}</legend>
      {chartIndicators.map((name) => (
        <button
          key={name}
          type="button"
          className={styles.indicator}
          aria-pressed={indicators.includes(name)}
          aria-label={`${name}: ${_(indicatorLabels[name])}`}
          onClick={() => toggle(name)}
        >
          {name}
        </button>
      ))}
    </fieldset>
  )
}
