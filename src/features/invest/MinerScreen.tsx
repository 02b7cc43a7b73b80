import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { EmptyState, LoadError, Loading, walletStyles } from '@/features/wallet'
import { moneyDecimals } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { TopBar } from '@/shared/ui/TopBar'
import { minerListAtom } from './atoms'
import { Figure } from './components/Figure'
import styles from './components/Invest.module.css'
import { MinerProductCard } from './components/MinerProductCard'

/** /miner: staking products with the caller's totals. */
export function MinerScreen() {
  const { t } = useLingui()
  const resource = useAtomValue(minerListAtom)
  const data = resource.data
  return (
    <div>
      <TopBar
        title={t`Staking`}
        backTo={paths.asset}
        end={
          <Link href={paths.minerOrders} className={styles.barLink}>
            <Trans>Orders</Trans>
          </Link>
        }
      />
      {data === undefined && resource.status !== 'error' ? <Loading /> : null}
      {data === undefined ? <LoadError error={resource.error} /> : null}
      {data ? (
        <div className={walletStyles.page}>
          <section className={`${walletStyles.card} ${styles.summary}`} aria-label={t`Your staking`}>
            <Figure label={t`Staked (USDT)`} big>
              <Amount value={data.total} {...moneyDecimals('USDT')} />
            </Figure>
            <Figure label={t`Total profit`}>
              <Amount value={data.total_profit} asset="USDT" />
            </Figure>
            <Figure label={t`Yesterday's profit`}>
              <Amount value={data.yestoday_profit} asset="USDT" />
            </Figure>
            <Figure label={t`Available`}>
              <Amount value={data.user_money} asset="USDT" />
            </Figure>
          </section>
          {data.list.length === 0 ? <EmptyState>{t`No staking products right now`}</EmptyState> : null}
          <ul className={styles.cards} aria-label={t`Staking products`}>
            {data.list.map((product) => (
              <MinerProductCard key={product.id} product={product} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
