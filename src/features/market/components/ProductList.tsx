import type { Product } from '@contract/market'
import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'
import { useRevealedCount } from '@/shared/lib/use-revealed-count'
import styles from './ProductList.module.css'
import { ProductRow, type ProductRowProps } from './ProductRow'

interface ProductListProps {
  products: readonly Product[] | undefined
  hrefFor: (id: number) => string
  label: string
  empty?: React.ReactNode
  Status?: ProductRowProps['Status']
  /**
   * Rows by place, not by product: a ranking (home's top lists) rewrites its rows in place when the order changes,
   * where rows moving to their new places were layout shifts on every live update.
   */
  rowsByPlace?: boolean
}

export function ProductList({ products, hrefFor, label, empty, Status, rowsByPlace = false }: ProductListProps) {
  const end = useRef<HTMLDivElement>(null)
  const shown = useRevealedCount(products?.length ?? 0, end)
  if (products === undefined) return <div className={styles.skeleton} aria-busy="true" />
  if (products.length === 0) return <p className={styles.empty}>{empty ?? <Trans>No products here yet.</Trans>}</p>
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {products.slice(0, shown).map((product, place) => (
          <ProductRow
            key={rowsByPlace ? place : product.id}
            product={product}
            href={hrefFor(product.id)}
            Status={Status}
          />
        ))}
      </ul>
      {shown < products.length && <div ref={end} className={styles.more} aria-hidden="true" />}
    </>
  )
}
