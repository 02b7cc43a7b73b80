import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link, useLocation, useParams } from 'wouter'
import { snapshotAtom } from '@/features/market'
import { MarketDrawer, ProductChart } from '@/features/micro'
import { PriceAlertBell } from '@/features/price-alerts'
import { LoadError } from '@/features/wallet'
import { useFillVibration } from '@/shared/display/haptics'
import { paths } from '@/shared/lib/paths'
import { useLoginPath } from '@/shared/lib/return-path'
import { isLoggedInAtom } from '@/shared/lib/session'
import { Icon } from '@/shared/ui/Icon'
import { HeaderStatusBadge } from '@/shared/ui/StatusBadge'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import { contractMarketFamily } from './atoms'
import { ContractBook } from './components/ContractBook'
import { ContractOrders } from './components/ContractOrders'
import { OrderForm } from './components/OrderForm'
import { useContractFills } from './fills'
import { styles } from './styles'

type ScreenTab = 'open' | 'hold'

/** /contract/{id}/{type}: the order form and book ("open"), or the product's positions and pending orders ("hold"). */
export function ContractScreen() {
  const { t } = useLingui()
  const params = useParams<{ id: string; type?: string }>()
  const pid = Number(params.id)
  const tab: ScreenTab = params.type === 'hold' ? 'hold' : 'open'
  const [, navigate] = useLocation()
  const marketAtom = contractMarketFamily(pid)
  const market = useAtomValue(marketAtom)
  const refresh = useSetAtom(marketAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const loginPath = useLoginPath()
  const category = useAtomValue(snapshotAtom)?.products.find((product) => product.id === pid)?.category ?? 1
  const [drawerOpen, setDrawerOpen] = useState(false)
  const data = market.data?.info.pid === pid ? market.data : undefined
  const orders = data?.orders ?? []
  const held = orders.filter((order) => order.status === 1).length
  useFillVibration(useContractFills(data?.orders))
  return (
    <div>
      <TopBar
        title={data?.info.title ?? '…'}
        start={
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t`Choose a product`}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
        }
        end={
          <>
            {data ? (
              <PriceAlertBell
                pid={pid}
                title={data.info.title}
                price={data.info.price}
                precision={data.info.precision}
              />
            ) : null}
            <Link href={paths.trade(pid, 'contract')} className={styles.iconButton} aria-label={t`Product info`}>
              <Icon name="info" />
            </Link>
          </>
        }
      />
      {data ? (
        <HeaderStatusBadge
          saved={market.savedAt !== undefined}
          status={data.info.status}
          t={data.info.t}
          source={data.info.source}
          className={styles.statusBadge}
        />
      ) : null}
      <ProductChart pid={pid} />
      <div className={styles.tabsRow}>
        <Tabs
          items={[
            { key: 'open', label: t`Open` },
            { key: 'hold', label: held > 0 ? t`Holding (${held})` : t`Holding` },
          ]}
          value={tab}
          onChange={(key) => navigate(paths.contract(pid, key === 'open' ? undefined : key), { replace: true })}
          label={t`Open or holding`}
        />
        {loggedIn ? (
          <Link href={paths.contractHistory} className={styles.historyLink}>
            <Trans>History</Trans>
          </Link>
        ) : null}
      </div>
      {market.status === 'error' && !data ? <LoadError error={market.error} /> : null}
      {data && tab === 'open' ? (
        <div className={styles.trade}>
          <OrderForm key={pid} market={data} />
          <ContractBook market={data} />
        </div>
      ) : null}
      {data && loggedIn ? (
        <section className={styles.section} aria-label={t`Your orders`}>
          {tab === 'hold' ? (
            <>
              <h2 className={styles.sectionTitle}>{t`Positions`}</h2>
              <ContractOrders orders={orders} view="positions" onChanged={() => refresh('refresh')} />
            </>
          ) : null}
          <h2 className={styles.sectionTitle}>{t`Pending orders`}</h2>
          <ContractOrders orders={orders} view="pending" onChanged={() => refresh('refresh')} />
        </section>
      ) : null}
      {!loggedIn && tab === 'hold' ? (
        <p className={styles.empty}>
          <Link href={loginPath}>
            <Trans>Log in to see your positions</Trans>
          </Link>
        </p>
      ) : null}
      <MarketDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} category={category} target="contract" />
    </div>
  )
}
