import type { Product } from '@contract/market'
import { Trans } from '@lingui/react/macro'
import { type ComponentType, memo } from 'react'
import { Link } from 'wouter'
import { ChangePill, Price, Volume } from '@/shared/ui/Price'
import styles from './ProductRow.module.css'

export interface ProductRowProps {
  product: Product
  href: string
  /** Shown after the volume (the market screen's status badge); the home lists show none. */
  Status?: ComponentType<{ product: Product }> | undefined
}

/** One market row. Memoized: the atom keeps unchanged products referentially stable, so they skip rendering. */
export const ProductRow = memo(function ProductRow({ product, href, Status }: ProductRowProps) {
  return (
    <li className={styles.item}>
      <Link href={href} className={styles.row} data-product-id={product.id}>
        <img className={styles.logo} src={product.logo} alt="" width={32} height={32} loading="lazy" />
        <span className={styles.names}>
          <span className={styles.title}>{product.title}</span>
          <span className={styles.sub}>
            <Trans context="market row: 24-hour turnover">
              Vol <Volume value={product.vol} />
            </Trans>
            {Status && <Status product={product} />}
          </span>
        </span>
        <Price className={styles.price} value={product.price} precision={product.precision} />
        <ChangePill value={product.change} direction={product.type} />
      </Link>
    </li>
  )
})
