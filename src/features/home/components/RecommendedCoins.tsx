import type { Product } from '@contract/market'
import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { Link } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { Percent, Price } from '@/shared/ui/Price'
import styles from './RecommendedCoins.module.css'

/** The coins; while they load (undefined), cards of the same size hold their place so nothing moves when they come. */
export function RecommendedCoins({ products }: { products: readonly Product[] | undefined }) {
  const { t } = useLingui()
  if (products === undefined) return <Placeholder />
  if (products.length === 0) return null
  return (
    <section className={styles.strip} aria-label={t`Recommended`}>
      {products.map((product) => (
        <CoinCard key={product.id} product={product} />
      ))}
    </section>
  )
}

const CoinCard = memo(function CoinCard({ product }: { product: Product }) {
  return (
    <Link href={paths.contract(product.id)} className={styles.card}>
      <span className={styles.head}>
        {/* Low priority: the first banner (home's largest paint) goes first; and no preload of its own in the
            server's page (React preloads the images it renders unless they are lazy or of low priority). */}
        <img src={product.logo} alt="" width={20} height={20} className={styles.logo} fetchPriority="low" />
        <span className={styles.title}>{product.title}</span>
      </span>
      <Price className={styles.price} value={product.price} precision={product.precision} direction={product.type} />
      <Percent className={styles.change} value={product.change} direction={product.type} />
    </Link>
  )
})

const PLACEHOLDER_CARDS = ['first', 'second', 'third'] as const

function Placeholder() {
  return (
    <div className={styles.strip} aria-hidden="true" data-testid="recommended-placeholder">
      {PLACEHOLDER_CARDS.map((key) => (
        <span key={key} className={`${styles.card} ${styles.placeholder}`}>
          <span className={styles.head}>
            <span className={styles.logo} style={{ width: 20, height: 20 }} />
            <span className={styles.title}>&nbsp;</span>
          </span>
          <span className={styles.price}>&nbsp;</span>
          <span className={styles.change}>&nbsp;</span>
        </span>
      ))}
    </div>
  )
}
