import type { ProductCategory, ProductListItem } from '@contract/market'
import { productCategories } from '@contract/market'
import { useLingui as useLinguiCore } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useMemo } from 'react'
import { ApiError } from '@/shared/lib/http'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { TopBar } from '@/shared/ui/TopBar'
import { showToastAtom } from '@/shared/ui/toast'
import { searchListAtom, setWatchlistAtom, watchlistAtom } from './atoms'
import styles from './FocusAddScreen.module.css'
import { marketTabLabels } from './labels'
import { groupByCategory, toggleId } from './model'

export function FocusAddScreen() {
  const { t } = useLingui()
  const list = useAtomValue(searchListAtom)
  const ids = useAtomValue(watchlistAtom)
  const setWatchlist = useSetAtom(setWatchlistAtom)
  const showToast = useSetAtom(showToastAtom)
  const groups = useMemo(() => (list ? groupByCategory(list) : undefined), [list])

  const toggle = (id: number) => {
    if (!ids) return
    setWatchlist(toggleId(ids, id)).catch((error: unknown) => {
      // The shell toasts the server's message for an ApiError; a network failure is told here.
      if (!(error instanceof ApiError)) showToast({ kind: 'error', text: t`Could not save the watchlist. Try again.` })
    })
  }

  return (
    <div>
      <TopBar title={t`Edit watchlist`} backTo={paths.market} />
      {!groups || !ids ? (
        <div className={styles.loading} aria-busy="true" />
      ) : (
        productCategories.map((category) => (
          <CategoryGroup
            key={category}
            category={category}
            items={groups.get(category) ?? []}
            selected={ids}
            onToggle={toggle}
          />
        ))
      )}
    </div>
  )
}

interface CategoryGroupProps {
  category: ProductCategory
  items: readonly ProductListItem[]
  selected: readonly number[]
  onToggle: (id: number) => void
}

function CategoryGroup({ category, items, selected, onToggle }: CategoryGroupProps) {
  const { _ } = useLinguiCore()
  if (items.length === 0) return null
  return (
    <section className={styles.group}>
      <h2 className={styles.heading}>{_(marketTabLabels[category])}</h2>
      <ul className={styles.items}>
        {items.map((item) => {
          const checked = selected.includes(item.id)
          return (
            <li key={item.id}>
              <label className={styles.item}>
                <input
                  type="checkbox"
                  className={`visually-hidden ${styles.input}`}
                  checked={checked}
                  onChange={() => onToggle(item.id)}
                />
                <img src={item.logo} alt="" width={28} height={28} className={styles.logo} loading="lazy" />
                <span className={styles.names}>
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.name}>{item.name}</span>
                </span>
                <span className={styles.check} aria-hidden="true">
                  {checked ? <Icon name="check" size={18} /> : null}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
