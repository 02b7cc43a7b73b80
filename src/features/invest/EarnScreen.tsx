import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Link, useLocation, useParams } from 'wouter'
import { EmptyState, LoadError, Loading, walletStyles } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { PullToRefresh } from '@/shared/ui/PullToRefresh'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import { earnsAtom } from './atoms'
import { EarnOrderCard, EarnProjectCard } from './components/EarnCards'
import { Figure } from './components/Figure'
import styles from './components/Invest.module.css'

type EarnTab = 'products' | 'orders'

/** /earn/{type}: the total reward, and tabs products (type 0, the default) and the caller's orders (type 1). */
export function EarnScreen() {
  const { t } = useLingui()
  const { type } = useParams<{ type?: string }>()
  const [, navigate] = useLocation()
  const resource = useAtomValue(earnsAtom)
  const data = resource.data
  const tab: EarnTab = type === '1' ? 'orders' : 'products'
  return (
    <PullToRefresh resources={[earnsAtom]}>
      <TopBar
        title={t`Earn`}
        backTo={paths.asset}
        end={
          <Link href={paths.miner} className={styles.barLink}>
            <Trans>Staking</Trans>
          </Link>
        }
      />
      <div className={walletStyles.page}>
        <section className={`${walletStyles.card} ${styles.summary}`}>
          <Figure label={t`Total reward (USDT)`} big>
            {data ? <Amount value={data.total_reward} minDecimals={2} maxDecimals={6} /> : '—'}
          </Figure>
        </section>
      </div>
      <Tabs
        inset
        label={t`Earn`}
        value={tab}
        onChange={(next) => navigate(paths.earnTab(next === 'orders' ? 1 : 0), { replace: true })}
        items={[
          { key: 'products', label: t`Products` },
          { key: 'orders', label: t`My orders` },
        ]}
      />
      {data === undefined && resource.status !== 'error' ? <Loading /> : null}
      {data === undefined ? <LoadError error={resource.error} /> : null}
      {data && tab === 'orders' && data.orders.length === 0 ? (
        <EmptyState>
          <Trans>No orders yet</Trans>
        </EmptyState>
      ) : null}
      <div className={walletStyles.page}>
        {data && tab === 'products' ? (
          <ul className={styles.cards} aria-label={t`Earn products`}>
            {data.projects.map((project) => (
              <EarnProjectCard key={project.id} project={project} />
            ))}
          </ul>
        ) : null}
        {data && tab === 'orders' ? (
          <ul className={styles.cards} aria-label={t`Earn orders`}>
            {data.orders.map((order) => (
              <EarnOrderCard key={order.id} order={order} />
            ))}
          </ul>
        ) : null}
      </div>
    </PullToRefresh>
  )
}
