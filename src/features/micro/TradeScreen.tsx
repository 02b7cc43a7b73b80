import { type KlineLatest, klineIntervals } from '@contract/market'
import { useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue } from 'jotai'
import { lazy, Suspense, useMemo, useRef, useState } from 'react'
import { useParams } from 'wouter'
import { PriceAlertBell } from '@/features/price-alerts'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import { klineFamily, tradeIntervalAtom } from './atoms'
import { MarketDrawer } from './components/MarketDrawer'
import { MicroTrading } from './components/MicroTrading'
import { PriceHeader } from './components/PriceHeader'
import { RecentTrades } from './components/RecentTrades'
import { intervalLabel, isKlineInterval } from './model'
import styles from './TradeScreen.module.css'

// klinecharts is only fetched once a chart is on screen.
const KlineChart = lazy(() => import('./components/KlineChart'))

export function TradeScreen() {
  const { t, i18n } = useLingui()
  const intervalItems = useMemo(
    () => klineIntervals.map((key) => ({ key, label: intervalLabel(key, i18n.locale) })),
    [i18n.locale],
  )
  const params = useParams<{ id: string; from?: string }>()
  const pid = Number(params.id)
  const [interval, setInterval] = useAtom(tradeIntervalAtom)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const kline = useAtomValue(klineFamily({ pid, interval }))
  const latest = useLatestFor(pid, kline.data?.latest)

  return (
    <div className={styles.screen}>
      <TopBar
        title={latest?.title ?? '…'}
        backTo={params.from === 'contract' ? paths.contract(pid) : undefined}
        start={
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t`Choose a market`}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
        }
        end={
          latest ? (
            <PriceAlertBell pid={pid} title={latest.title} price={latest.c} precision={latest.precision} />
          ) : null
        }
      />
      <PriceHeader latest={latest} />
      <div className={styles.intervals}>
        <Tabs
          items={intervalItems}
          value={interval}
          onChange={(key) => isKlineInterval(key) && setInterval(key)}
          label={t`Chart interval`}
        />
      </div>
      <div className={styles.chart}>
        {latest ? (
          <Suspense fallback={null}>
            <KlineChart pid={pid} title={latest.title} interval={interval} precision={latest.precision} />
          </Suspense>
        ) : null}
      </div>
      <RecentTrades trades={kline.data?.txs} precision={latest?.precision ?? 2} />
      <MicroTrading latest={latest} aboveTabBar={params.from !== 'contract'} />
      <MarketDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} category={latest?.category ?? 1} />
    </div>
  )
}

/** The product detail of `pid`; while another interval loads, the last one seen stays (the chart keeps its place). */
function useLatestFor(pid: number, latest: KlineLatest | undefined): KlineLatest | undefined {
  const last = useRef<KlineLatest | undefined>(undefined)
  if (latest?.id === pid) last.current = latest
  return last.current?.id === pid ? last.current : undefined
}
