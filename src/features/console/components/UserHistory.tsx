import type { OrderKind, UserOrder } from '@contract/console-data'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { Button } from '@/shared/ui/Button'
import { sessionTokenAtom, userLedgerFamily, userOrdersFamily } from '../atoms'
import styles from '../Screens.module.css'
import { LedgerTable } from './MoneyTables'

/** The user's postings, newest first, a page at a time. */
export function UserLedger({ userId }: { userId: number }) {
  const session = useAtomValue(sessionTokenAtom)
  const [page, setPage] = useState(1)
  const ledger = useAtomValue(userLedgerFamily({ session, id: userId, page }))
  const data = ledger.data
  if (!data) return <div aria-busy="true" />
  const pages = Math.max(1, Math.ceil(data.total / data.size))
  return (
    <>
      <LedgerTable entries={data.items} />
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

function OrderTable({ userId, kind }: { userId: number; kind: OrderKind }) {
  const session = useAtomValue(sessionTokenAtom)
  const orders = useAtomValue(userOrdersFamily({ session, id: userId, kind }))
  if (!orders.data) return <div aria-busy="true" />
  if (orders.data.items.length === 0)
    return (
      <p className={styles.muted}>
        <Trans>No orders</Trans>
      </p>
    )
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Placed</Trans>
            </th>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Side</Trans>
            </th>
            <th scope="col" className={styles.num}>
              <Trans>Amount</Trans>
            </th>
            <th scope="col" className={styles.num}>
              <Trans>Result</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Terms</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.data.items.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function OrderRow({ order }: { order: UserOrder }) {
  return (
    <tr>
      <td>{formatDateTime(order.created_at)}</td>
      <td>{order.product}</td>
      <td>{order.side}</td>
      <td className={styles.num}>
        <Amount value={order.amount} unit={order.asset} />
      </td>
      <td className={styles.num}>{order.result === null ? '—' : <Amount value={order.result} />}</td>
      <td>{order.status}</td>
      <td>
        {Object.entries(order.terms)
          .map(([name, value]) => `${name} ${value}`)
          .join(' · ')}
      </td>
    </tr>
  )
}
