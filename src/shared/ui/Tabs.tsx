import { useEffect, useRef } from 'react'
import styles from './Tabs.module.css'

export interface TabItem<K extends string> {
  key: K
  label: string
}

interface TabsProps<K extends string> {
  items: readonly TabItem<K>[]
  value: K
  onChange: (key: K) => void
  label: string
  /** Keeps the page's 16 px side margin (for a strip placed directly on a page, not inside a padded block). */
  inset?: boolean
}

export function Tabs<K extends string>({ items, value, onChange, label, inset = false }: TabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null)
  // A chosen tab that had scrolled out of the strip comes back into view (only the strip scrolls, not the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: it reads the DOM, and runs again when the choice changes
  useEffect(() => {
    const list = listRef.current
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]')
    if (!list || !selected) return
    const start = selected.offsetLeft - list.offsetLeft
    const end = start + selected.offsetWidth
    if (start < list.scrollLeft) list.scrollLeft = start
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth
  }, [value])

  return (
    <div
      ref={listRef}
      className={inset ? `${styles.tabs} ${styles.inset}` : styles.tabs}
      role="tablist"
      aria-label={label}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === value}
          className={styles.tab}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  )
}
