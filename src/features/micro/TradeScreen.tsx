import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useParams } from 'wouter'
import { PriceAlertBell } from '@/features/price-alerts'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { TopBar } from '@/shared/ui/TopBar'
import { klineFamily, tradeIntervalAtom } from './atoms'
import { ChartPanel } from './components/ChartPanel'
import { MarketDrawer } from './components/MarketDrawer'
import { MicroTrading } from './components/MicroTrading'
import { PriceHeader } from './components/PriceHeader'
import { RecentTrades } from './components/RecentTrades'
import styles from './TradeScreen.module.css'
import { useLatestFor } from './use-latest'

/** The chart's height on the trade screen (px). */
const TRADE_CHART_PX = 360

export function TradeScreen() {
  const { t } = useLingui()
  const params = useParams<{ id: string; from?: string }>()
  const pid = Number(params.id)
  const interval = useAtomValue(tradeIntervalAtom)
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
      <PriceHeader latest={latest} saved={kline.savedAt !== undefined} />
      <ChartPanel latest={latest} height={TRADE_CHART_PX} />
      <RecentTrades trades={kline.data?.txs} precision={latest?.precision ?? 2} />
      <MicroTrading latest={latest} aboveTabBar={params.from !== 'contract'} />
      <MarketDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} category={latest?.category ?? 1} />
    </div>
  )
}
