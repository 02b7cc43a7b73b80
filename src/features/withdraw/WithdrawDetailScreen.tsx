import type { WithdrawDestination } from '@contract/wallet'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useParams } from 'wouter'
import { EmptyState, LoadError, Loading, StatusLabel, walletStyles } from '@/features/wallet'
import { formatDateTime } from '@/shared/lib/format'
import { isNotFound } from '@/shared/lib/http'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { TopBar } from '@/shared/ui/TopBar'
import { withdrawDetailAtom } from './atoms'
import styles from './Withdraw.module.css'

export function WithdrawDetailScreen() {
  const { t, i18n } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const resource = useAtomValue(withdrawDetailAtom(Number(id)))
  const detail = resource.data
  return (
    <div>
      <TopBar title={t`Withdrawal details`} backTo={paths.withdrawHistory} />
      {detail === undefined && resource.status !== 'error' ? <Loading /> : null}
      {detail === undefined && resource.status === 'error' ? (
        isNotFound(resource.error) ? (
          <EmptyState>
            <Trans>This withdrawal was not found.</Trans>
          </EmptyState>
        ) : (
          <LoadError error={resource.error} />
        )
      ) : null}
      {detail ? (
        <div className={walletStyles.page}>
          <section className={`${walletStyles.card} ${styles.hero}`}>
            <Amount className={walletStyles.strong} value={detail.amount} asset="USDT" />
            <StatusLabel status={detail.status} />
            <span className={walletStyles.muted}>{detail.status_desc}</span>
          </section>
          <dl className={`${walletStyles.card} ${styles.detail}`}>
            <Row label={t`Order ID`}>{detail.order_id}</Row>
            <Row label={t`Time`}>{formatDateTime(detail.add_time, i18n.locale)}</Row>
            <Row label={t`Fee`}>
              <Amount value={detail.fee} asset="USDT" />
            </Row>
            {detail.reason ? <Row label={t`Reason`}>{detail.reason}</Row> : null}
            <Destination destination={detail.bank_info} />
          </dl>
        </div>
      ) : null}
    </div>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

function Destination({ destination }: { destination: WithdrawDestination }) {
  const { t } = useLingui()
  if (destination.type === 1) {
    return (
      <>
        <Row label={t`Network`}>{destination.network.toUpperCase()}</Row>
        <Row label={t`Address`}>{destination.address}</Row>
      </>
    )
  }
  return (
    <>
      <Row label={t`Bank name`}>{destination.bank}</Row>
      <Row label={t`Branch`}>{destination.branch}</Row>
      <Row label={t`Card number`}>{destination.account}</Row>
      <Row label={t`Account holder`}>{destination.name}</Row>
      <Row label={t`ID number`}>{destination.idcard}</Row>
      <Row label={t`Contact number`}>{destination.phone}</Row>
    </>
  )
}
