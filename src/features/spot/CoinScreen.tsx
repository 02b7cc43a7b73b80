import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { Link, useParams } from 'wouter'
import { LoadError } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { useLoginPath } from '@/shared/lib/return-path'
import { isLoggedInAtom } from '@/shared/lib/session'
import { Icon } from '@/shared/ui/Icon'
import { HeaderStatusBadge } from '@/shared/ui/StatusBadge'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import { coinMarketAtom } from './atoms'
import { CurrentOrders } from './components/CurrentOrders'
import { Introduction } from './components/Introduction'
import { OrderBook } from './components/OrderBook'
import { OrderForm } from './components/OrderForm'
import { PairPicker } from './components/PairPicker'
import { spotPairs } from './model'
import { styles } from './styles'

type Tab = 'orders' | 'intro'

/** /coin/{id}: spot trading of BTC/USDT (12) or ETH/USDT (13). */
export function CoinScreen() {
  const { t } = useLingui()
  const pid = Number(useParams<{ id: string }>().id)
  const pair = spotPairs.find((item) => item.id === pid)
  const market = useAtomValue(coinMarketAtom(pid))
  const loggedIn = useAtomValue(isLoggedInAtom)
  const loginPath = useLoginPath()
  const [pickerOpen, setPickerOpen] = useState(false)
  const [picked, setPicked] = useState<{ price: string } | null>(null)
  const [tab, setTab] = useState<Tab>('orders')
  const info = market.data?.pid === pid ? market.data : undefined

  return (
    <div>
      <TopBar
        title={info?.title ?? pair?.title ?? '…'}
        start={
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t`Choose a pair`}
            onClick={() => setPickerOpen(true)}
          >
            <Icon name="menu" />
          </button>
        }
        end={
          <Link href={paths.trade(pid)} className={styles.iconButton} aria-label={t`Chart`}>
            <Icon name="market" />
          </Link>
        }
      />
      {info ? (
        <HeaderStatusBadge
          saved={market.savedAt !== undefined}
          status={info.status}
          t={info.t}
          source={info.source}
          className={styles.statusBadge}
        />
      ) : null}
      {!pair ? (
        <p className={styles.empty}>
          <Trans>Spot trading is available for BTC/USDT and ETH/USDT.</Trans>
        </p>
      ) : null}
      {market.status === 'error' && !info ? <LoadError error={market.error} /> : null}
      {info ? (
        <div className={styles.trade}>
          <OrderForm key={pid} info={info} picked={picked} />
          <OrderBook info={info} onPick={(price) => setPicked({ price })} />
        </div>
      ) : null}
      <div className={styles.tabsRow}>
        <Tabs
          items={[
            { key: 'orders', label: t`Current orders` },
            { key: 'intro', label: t`Introduction` },
          ]}
          value={tab}
          onChange={setTab}
          label={t`Orders and introduction`}
        />
        {loggedIn ? (
          <Link href={paths.coinHistory} className={styles.historyLink}>
            <Trans>All orders</Trans>
          </Link>
        ) : null}
      </div>
      {tab === 'orders' ? (
        loggedIn ? (
          <CurrentOrders pid={pid} />
        ) : (
          <p className={styles.empty}>
            <Link href={loginPath}>
              <Trans>Log in to see your orders</Trans>
            </Link>
          </p>
        )
      ) : (
        <Introduction coin={info?.coin ?? pair?.coin ?? 'BTC'} />
      )}
      <PairPicker open={pickerOpen} onClose={() => setPickerOpen(false)} current={pid} />
    </div>
  )
}
