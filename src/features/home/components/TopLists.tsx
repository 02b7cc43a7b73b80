import type { RecommendAnswer } from '@contract/market'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ProductList } from '@/features/market'
import { paths } from '@/shared/lib/paths'
import { Tabs } from '@/shared/ui/Tabs'
import styles from './TopLists.module.css'

type TopKey = keyof RecommendAnswer['tops']

/** Top gainers and top volume (each the top 100); only the open tab is rendered. */
export function TopLists({ tops }: { tops: RecommendAnswer['tops'] | undefined }) {
  const { t } = useLingui()
  const [tab, setTab] = useState<TopKey>('gainers')
  const items = [
    { key: 'gainers' as const, label: t`Top gainers` },
    { key: 'volume' as const, label: t({ message: 'Top volume', context: 'home tab: highest 24-hour turnover' }) },
  ]
  const active = items.find((item) => item.key === tab) ?? items[0]
  return (
    <section className={styles.section}>
      <div className={styles.tabs}>
        <Tabs items={items} value={tab} onChange={setTab} label={t`Top lists`} />
      </div>
      <ProductList products={tops?.[tab]} hrefFor={paths.contract} label={active?.label ?? ''} rowsByPlace />
    </section>
  )
}
