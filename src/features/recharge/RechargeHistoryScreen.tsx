import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { DemoAccountNote } from '@/features/account'
import { ExportButton } from '@/features/statement'
import { EmptyState, LoadError, Loading, StatusLabel, walletStyles } from '@/features/wallet'
import { dateTimeFormat } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { PullToRefresh } from '@/shared/ui/PullToRefresh'
import { TopBar } from '@/shared/ui/TopBar'
import { rechargeHistoryAtom } from './atoms'

export function RechargeHistoryScreen() {
  const { t, i18n } = useLingui()
  const history = useAtomValue(rechargeHistoryAtom)
  const records = history.data
  const dateFormat = dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <PullToRefresh resources={[rechargeHistoryAtom]}>
      <TopBar title={t`Deposit history`} backTo={paths.rechargeList} end={<ExportButton source="deposits" />} />
      <DemoAccountNote />
      {records === undefined && history.status !== 'error' ? <Loading /> : null}
      {records === undefined ? <LoadError error={history.error} /> : null}
      {records?.length === 0 ? (
        <EmptyState>
          <Trans>No deposits yet</Trans>
        </EmptyState>
      ) : null}
      <ul className={walletStyles.list} aria-label={t`Deposits`}>
        {records?.map((record) => (
          <li key={record.id} className={walletStyles.listRow}>
            <Amount className={walletStyles.strong} value={record.amount} asset={record.coin} />
            <StatusLabel status={record.status} />
            <time className={walletStyles.muted} dateTime={record.t}>
              {dateFormat.format(new Date(record.t))}
            </time>
            <span className={walletStyles.muted}>{record.reason}</span>
          </li>
        ))}
      </ul>
    </PullToRefresh>
  )
}
