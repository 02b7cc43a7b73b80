import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { DemoAccountNote } from '@/features/account'
import { ExportButton } from '@/features/statement'
import { LoadError } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { PullToRefresh } from '@/shared/ui/PullToRefresh'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import { coinOrdersAtom } from './atoms'
import { CoinOrderList } from './components/CoinOrderList'
import { HistoryFilter } from './components/HistoryFilter'
import { useSpotFillVibration } from './fills'
import { DEFAULT_SPOT_PAIR, filterOrders, type HistoryTab, noFilter, type OrderFilter } from './model'
import { styles } from './styles'

/** /coin_history: current (cancellable) and historical spot orders, with a type/status filter. */
export function CoinHistoryScreen() {
  const { t } = useLingui()
  const orders = useAtomValue(coinOrdersAtom)
  useSpotFillVibration(orders.data?.orders)
  const [tab, setTab] = useState<HistoryTab>('current')
  const [filter, setFilter] = useState<OrderFilter>(noFilter)
  const [filterOpen, setFilterOpen] = useState(false)
  const filtered = orders.data ? filterOrders(orders.data.orders, tab, filter) : undefined
  const active = filter.side !== null || (tab === 'history' && filter.status !== null)
  return (
    <PullToRefresh resources={[coinOrdersAtom]}>
      <TopBar
        title={t`Spot orders`}
        backTo={paths.coin(DEFAULT_SPOT_PAIR)}
        end={
          <>
            <ExportButton source="spot" />
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t`Filter`}
              aria-pressed={active}
              data-active={active}
              onClick={() => setFilterOpen(true)}
            >
              <Icon name="chevronDown" />
            </button>
          </>
        }
      />
      <DemoAccountNote />
      <div className={styles.tabsRow}>
        <Tabs
          items={[
            { key: 'current', label: t`Current orders` },
            { key: 'history', label: t`Order history` },
          ]}
          value={tab}
          onChange={setTab}
          label={t`Spot orders`}
        />
      </div>
      {filtered === undefined ? (
        orders.status === 'error' ? (
          <LoadError error={orders.error} />
        ) : (
          <p className={styles.empty}>{t`Loading…`}</p>
        )
      ) : (
        <CoinOrderList orders={filtered} label={tab === 'current' ? t`Current orders` : t`Order history`} />
      )}
      <HistoryFilter
        open={filterOpen}
        tab={tab}
        value={filter}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilter(next)
          setFilterOpen(false)
        }}
      />
    </PullToRefresh>
  )
}
