import type { OrderKind, UserOrder } from '@contract/console-data'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { Button } from '@/shared/ui/Button'
import { userLedgerFamily, userOrdersFamily } from '../atoms'
import styles from '../Screens.module.css'
import { type Column, DataTable } from './DataTable'
import { LedgerTable } from './MoneyTables'

/** The user's postings, newest first, a page at a time. */
export function UserLedger({ userId }: { userId: number }) {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const ledger = useAtomValue(userLedgerFamily({ id: userId, page }))
  const data = ledger.data
  if (!data) return <div aria-busy="true" />
  const pages = Math.max(1, Math.ceil(data.total / data.size))
  return (
    <>
      <LedgerTable entries={data.items} label={t`Ledger`} />
      <div className={styles.row}>
        <Button variant="secondary" className={styles.fixed} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <Trans>Newer</Trans>
        </Button>
        <span className={styles.muted}>
          <Trans>
            Page {page} of {pages}
          </Trans>
        </span>
        <Button variant="secondary" className={styles.fixed} disabled={page >= pages} onClick={() => setPage(page + 1)}>
          <Trans>Older</Trans>
        </Button>
      </div>
    </>
  )
}

const kindLabels = {
  timed: msg`Timed`,
  spot: msg`Spot`,
  contract: msg`Contract`,
  miner: msg`Staking`,
  earn: msg`Earn`,
} as const satisfies Record<OrderKind, unknown>
const kinds = Object.keys(kindLabels) as OrderKind[]

/** The user's orders of one kind at a time, with the terms each was placed with. */
export function UserOrders({ userId }: { userId: number }) {
  const { i18n } = useLingui()
  const [kind, setKind] = useState<OrderKind>('timed')
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={i18n._(msg`Order kind`)}>
        {kinds.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={each === kind}
            onClick={() => setKind(each)}
          >
            {i18n._(kindLabels[each])}
          </button>
        ))}
      </div>
      <OrderTable userId={userId} kind={kind} />
    </>
  )
}

const orderColumns: readonly Column<UserOrder>[] = [
  { key: 'placed', header: <Trans>Placed</Trans>, cell: (o) => formatDateTime(o.created_at) },
  { key: 'product', header: <Trans>Product</Trans>, cell: (o) => o.product },
  { key: 'side', header: <Trans>Side</Trans>, cell: (o) => o.side },
  {
    key: 'amount',
    header: <Trans>Amount</Trans>,
    numeric: true,
    cell: (o) => <Amount value={o.amount} asset={o.asset} />,
  },
  {
    key: 'result',
    header: <Trans>Result</Trans>,
    numeric: true,
    cell: (o) => (o.result === null ? '—' : <Amount value={o.result} />),
  },
  { key: 'status', header: <Trans>Status</Trans>, cell: (o) => o.status },
  {
    key: 'terms',
    header: <Trans>Terms</Trans>,
    cell: (o) =>
      Object.entries(o.terms)
        .map(([name, value]) => `${name} ${value}`)
        .join(' · '),
  },
]

function OrderTable({ userId, kind }: { userId: number; kind: OrderKind }) {
  const { t } = useLingui()
  const orders = useAtomValue(userOrdersFamily({ id: userId, kind }))
  if (!orders.data) return <div aria-busy="true" />
  return (
    <DataTable
      label={t`Orders`}
      columns={orderColumns}
      rows={orders.data.items}
      rowKey={(o) => o.id}
      empty={<Trans>No orders</Trans>}
    />
  )
}
