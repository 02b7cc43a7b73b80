import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { DemoAccountNote } from '@/features/account'
import { ExportButton } from '@/features/statement'
import { EmptyState, LoadError, Loading, StatusLabel, walletStyles } from '@/features/wallet'
import { dateTimeFormat } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { PullToRefresh } from '@/shared/ui/PullToRefresh'
import { TopBar } from '@/shared/ui/TopBar'
import { withdrawHistoryAtom } from './atoms'

export function WithdrawHistoryScreen() {
  const { t, i18n } = useLingui()
  const history = useAtomValue(withdrawHistoryAtom)
  const records = history.data
  const dateFormat = dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <PullToRefresh resources={[withdrawHistoryAtom]}>
      <TopBar title={t`Withdrawal history`} backTo={paths.withdraw} end={<ExportButton source="withdrawals" />} />
      <DemoAccountNote />
      {records === undefined && history.status !== 'error' ? <Loading /> : null}
      {records === undefined ? <LoadError error={history.error} /> : null}
      {records?.length === 0 ? (
        <EmptyState>
          <Trans>No withdrawals yet</Trans>
        </EmptyState>
      ) : null}
      <ul className={walletStyles.list} aria-label={t`Withdrawals`}>
        {records?.map((record) => (
          <li key={record.id}>
            <Link href={paths.withdrawDetail(record.id)} className={walletStyles.listRow}>
              <Amount className={walletStyles.strong} value={record.amount} asset="USDT" />
              <StatusLabel status={record.status} />
              <time className={walletStyles.muted} dateTime={record.add_time}>
                {dateFormat.format(new Date(record.add_time))}
              </time>
              <span className={walletStyles.muted}>{record.order_id}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PullToRefresh>
  )
}
