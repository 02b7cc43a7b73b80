import type { MinerOrder } from '@contract/invest'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useSetAtom } from 'jotai'
import { useState } from 'react'
import { EmptyState, LoadError, Loading, walletStyles } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { PullToRefresh } from '@/shared/ui/PullToRefresh'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import { showToastAtom } from '@/shared/ui/toast'
import { cancelMinerAtom, minerOrdersAtom } from './atoms'
import { CancelMinerDialog } from './components/CancelMinerDialog'
import styles from './components/Invest.module.css'
import { MinerOrderCard } from './components/MinerOrderCard'
import { type MinerOrderTab, ordersInTab } from './model'

/** /miner_orders: the caller's staking orders in tabs; an active one can be cancelled after a confirmation. */
export function MinerOrdersScreen() {
  const { t } = useLingui()
  const [resource, refresh] = useAtom(minerOrdersAtom)
  const [busy, cancel] = useAtom(cancelMinerAtom)
  const showToast = useSetAtom(showToastAtom)
  const [tab, setTab] = useState<MinerOrderTab>('active')
  // The order being confirmed, by id: its quote comes from the latest answer (refreshed when the dialog opens).
  const [confirming, setConfirming] = useState<number | null>(null)
  const orders = resource.data ? ordersInTab(resource.data.orders, tab) : undefined
  const confirmingOrder = resource.data?.orders.find((o) => o.id === confirming && o.status === 0) ?? null
  const openConfirm = (order: MinerOrder) => {
    setConfirming(order.id)
    refresh('refresh')
  }

  async function confirm(order: MinerOrder) {
    const answer = await cancel(order.id)
    setConfirming(null)
    if (answer) showToast({ kind: 'success', text: answer.msg || t`Subscription cancelled` })
  }

  return (
    <PullToRefresh resources={[minerOrdersAtom]}>
      <TopBar title={t`Staking orders`} backTo={paths.miner} />
      <Tabs
        inset
        label={t`Order status`}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'active', label: t`Active` },
          { key: 'completed', label: t`Completed` },
          { key: 'cancelled', label: t`Cancelled` },
        ]}
      />
      {orders === undefined && resource.status !== 'error' ? <Loading /> : null}
      {orders === undefined ? <LoadError error={resource.error} /> : null}
      {orders?.length === 0 ? (
        <EmptyState>
          <Trans>No orders here</Trans>
        </EmptyState>
      ) : null}
      <div className={walletStyles.page}>
        <ul className={styles.cards} aria-label={t`Staking orders`}>
          {orders?.map((order) => (
            <MinerOrderCard key={order.id} order={order} onCancel={openConfirm} />
          ))}
        </ul>
      </div>
      <CancelMinerDialog
        order={confirmingOrder}
        busy={busy}
        onClose={() => setConfirming(null)}
        onConfirm={(order) => void confirm(order)}
      />
    </PullToRefresh>
  )
}
