import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { DemoAccountNote } from '@/features/account'
import { ExportButton } from '@/features/statement'
import { LoadError } from '@/features/wallet'
import { DEFAULT_PRODUCT_ID, paths } from '@/shared/lib/paths'
import { Button } from '@/shared/ui/Button'
import { useOnline } from '@/shared/ui/NeedsNetwork'
import { PullToRefresh } from '@/shared/ui/PullToRefresh'
import { TopBar } from '@/shared/ui/TopBar'
import { contractHistoryFamily } from './atoms'
import { HistoryCard } from './components/HistoryCard'
import { historyFilterLabels } from './labels'
import { type HistoryFilter, historyFilters } from './model'
import { styles } from './styles'

/** /contract_history: every contract order of the user, newest first, filtered all / holding / pending. */
export function ContractHistoryScreen() {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const [filter, setFilter] = useState<HistoryFilter>('all')
  const [pages, setPages] = useState(1)
  return (
    <PullToRefresh resources={pageNumbers(pages).map((page) => contractHistoryFamily({ page, filter }))}>
      <TopBar
        title={t`Contract history`}
        backTo={paths.contract(DEFAULT_PRODUCT_ID)}
        end={
          <>
            <ExportButton source="contract" />
            <select
              className={styles.filterSelect}
              aria-label={t`Filter`}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value as HistoryFilter)
                setPages(1)
              }}
            >
              {historyFilters.map((key) => (
                <option key={key} value={key}>
                  {_(historyFilterLabels[key])}
                </option>
              ))}
            </select>
          </>
        }
      />
      <DemoAccountNote />
      {pageNumbers(pages).map((page) => (
        <HistoryPage
          key={`${filter}|${page}`}
          page={page}
          filter={filter}
          last={page === pages}
          onMore={() => setPages(page + 1)}
        />
      ))}
    </PullToRefresh>
  )
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_unused, index) => index + 1)

interface HistoryPageProps {
  page: number
  filter: HistoryFilter
  last: boolean
  onMore: () => void
}

function HistoryPage({ page, filter, last, onMore }: HistoryPageProps) {
  const answer = useAtomValue(contractHistoryFamily({ page, filter }))
  const online = useOnline()
  if (answer.status === 'error' && !answer.data) return <LoadError error={answer.error} />
  if (!answer.data) {
    // Offline nothing is on its way: the shell's notice says the screen needs the network.
    return last && online ? (
      <p className={styles.empty} aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    ) : null
  }
  const { data, pages } = answer.data
  return (
    <>
      {page === 1 && data.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No contract orders yet</Trans>
        </p>
      ) : (
        <ul className={styles.orders}>
          {data.map((order) => (
            <HistoryCard key={order.oid} order={order} />
          ))}
        </ul>
      )}
      {last && page < pages ? (
        <Button variant="secondary" className={styles.more} onClick={onMore}>
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </>
  )
}
