import { type Product, type ProductCategory, productCategories } from '@contract/market'
import { useLingui as useLinguiCore } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { memo, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { drawerProductsAtom, MarketStatus, marketTabLabels } from '@/features/market'
import { paths, type RedirectType } from '@/shared/lib/paths'
import { Percent, Price } from '@/shared/ui/Price'
import { Sheet } from '@/shared/ui/Sheet'
import { Tabs } from '@/shared/ui/Tabs'
import styles from './MarketDrawer.module.css'

interface MarketDrawerProps {
  open: boolean
  onClose: () => void
  category: ProductCategory
  /** The screen a choice opens, through /to/{target}/{id} (default the timed-order chart). */
  target?: RedirectType
}

/** The market side drawer: products with price and change, polled every 2 s while open. */
export function MarketDrawer({ open, onClose, category, target = 'trade' }: MarketDrawerProps) {
  const { t } = useLingui()
  return (
    <Sheet open={open} onClose={onClose} label={t`Markets`} side="left">
      <DrawerContent initialCategory={category} onChoose={onClose} target={target} />
    </Sheet>
  )
}

interface DrawerContentProps {
  initialCategory: ProductCategory
  onChoose: () => void
  target: RedirectType
}

function DrawerContent({ initialCategory, onChoose, target }: DrawerContentProps) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const view = useAtomValue(drawerProductsAtom)
  const [category, setCategory] = useState<ProductCategory>(initialCategory)
  const rows = useMemo(() => view.data?.filter((product) => product.category === category), [view.data, category])
  const items = productCategories.map((key) => ({ key: String(key), label: _(marketTabLabels[key]) }))
  return (
    <div className={styles.drawer}>
      <h2 className={styles.title}>{t`Markets`}</h2>
      <div className={styles.tabs}>
        <Tabs
          items={items}
          value={String(category)}
          onChange={(key) => setCategory(Number(key) as ProductCategory)}
          label={t`Market categories`}
        />
      </div>
      <MarketStatus view={view} />
      <ul className={styles.list}>
        {rows?.map((product) => (
          <DrawerRow key={product.id} product={product} onChoose={onChoose} target={target} />
        ))}
      </ul>
    </div>
  )
}

interface DrawerRowProps {
  product: Product
  onChoose: () => void
  target: RedirectType
}

const DrawerRow = memo(function DrawerRow({ product, onChoose, target }: DrawerRowProps) {
  return (
    <li>
      <Link href={paths.to(target, product.id)} className={styles.row} onClick={onChoose}>
        <span className={styles.name}>{product.title}</span>
        <Price value={product.price} precision={product.precision} direction={product.type} />
        <Percent className={styles.change} value={product.change} direction={product.type} />
      </Link>
    </li>
  )
})
