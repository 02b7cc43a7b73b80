import type { Product } from '@contract/market'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { atom, useAtom, useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { isTradable } from '@/shared/lib/market-status'
import { paths } from '@/shared/lib/paths'
import { isLoggedInAtom } from '@/shared/lib/session'
import { Icon } from '@/shared/ui/Icon'
import { PullToRefresh } from '@/shared/ui/PullToRefresh'
import { StatusBadge } from '@/shared/ui/StatusBadge'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import { marketProductsAtom, productsAtom, watchlistAtom } from './atoms'
import { MarketStatus } from './components/MarketStatus'
import { ProductList } from './components/ProductList'
import { marketTabLabels } from './labels'
import styles from './MarketScreen.module.css'
import { DEFAULT_MARKET_TAB, type MarketTab, productsInTab, WATCHLIST_TAB } from './model'

/** The chosen tab survives leaving and coming back within the session. */
const marketTabAtom = atom<MarketTab>(DEFAULT_MARKET_TAB)

const publicTabs: readonly MarketTab[] = [0, 1, 2, 3]
const memberTabs: readonly MarketTab[] = [WATCHLIST_TAB, ...publicTabs]

export function MarketScreen() {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [chosen, setTab] = useAtom(marketTabAtom)
  const tab = !loggedIn && chosen === WATCHLIST_TAB ? DEFAULT_MARKET_TAB : chosen
  const items = (loggedIn ? memberTabs : publicTabs).map((key) => ({
    key: String(key),
    label: _(marketTabLabels[key]),
  }))

  return (
    <PullToRefresh resources={[productsAtom]}>
      <TopBar
        title={t`Markets`}
        end={
          <Link href={paths.search} className={styles.iconButton} aria-label={t`Search`}>
            <Icon name="search" />
          </Link>
        }
      />
      <div className={styles.tabs}>
        <Tabs
          items={items}
          value={String(tab)}
          onChange={(key) => setTab(Number(key) as MarketTab)}
          label={t`Market categories`}
        />
        {loggedIn ? (
          <Link href={paths.focusAdd} className={styles.add} aria-label={t`Edit watchlist`}>
            <Icon name="plus" size={20} />
          </Link>
        ) : null}
      </div>
      <MarketBody tab={tab} label={_(marketTabLabels[tab])} />
    </PullToRefresh>
  )
}

/** The polled part of the screen: only this re-renders on each 1 s update (rows are memoized inside). */
function MarketBody({ tab, label }: { tab: MarketTab; label: string }) {
  const view = useAtomValue(marketProductsAtom)
  return (
    <>
      <MarketStatus view={view} />
      <div className={styles.head} aria-hidden="true">
        <span>
          <Trans context="market list column">Name</Trans>
        </span>
        <span>
          <Trans context="market list column">Last price</Trans>
        </span>
        <span>
          <Trans context="market list column">24h change</Trans>
        </span>
      </div>
      {tab === WATCHLIST_TAB ? (
        <WatchlistTab products={view.data} />
      ) : (
        <CategoryTab products={view.data} tab={tab} label={label} />
      )}
    </>
  )
}

function CategoryTab({ products, tab, label }: { products: Product[] | undefined; tab: MarketTab; label: string }) {
  const rows = useMemo(() => products && productsInTab(products, tab), [products, tab])
  return <ProductList products={rows} hrefFor={paths.contract} label={label} Status={RowStatus} />
}

function WatchlistTab({ products }: { products: Product[] | undefined }) {
  const { _ } = useLinguiCore()
  const ids = useAtomValue(watchlistAtom)
  const rows = useMemo(() => products && ids && productsInTab(products, WATCHLIST_TAB, ids), [products, ids])
  return (
    <ProductList
      products={rows}
      hrefFor={paths.contract}
      label={_(marketTabLabels[WATCHLIST_TAB])}
      Status={RowStatus}
      empty={
        <Link href={paths.focusAdd}>
          <Trans>Your watchlist is empty. Add products</Trans>
        </Link>
      }
    />
  )
}

/**
 * A row's badge: a product that takes no order now (delayed or closed), or a venue's live product with its venue
 * ("Live · Binance"); simulated products show nothing.
 */
function RowStatus({ product }: { product: Product }) {
  const live = product.status === 'live' && product.source !== undefined
  if (isTradable(product.status) && !live) return null
  return (
    <>
      {' '}
      <StatusBadge status={product.status} t={product.t} showLive={live} source={product.source} />
    </>
  )
}
