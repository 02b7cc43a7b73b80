import type { UserDetail } from '@contract/console-data'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Link, useParams } from 'wouter'
import { formatDateTime } from '@/shared/lib/format'
import { userFamily } from '../atoms'
import { FreezeForm } from '../components/FreezeForm'
import { BalanceTable } from '../components/MoneyTables'
import { UserLedger, UserOrders } from '../components/UserHistory'
import { UserSessions } from '../components/UserSessions'
import { consolePaths } from '../model'
import styles from '../Screens.module.css'

const verifyLabels = [msg`Not submitted`, msg`Pending review`, msg`Verified`, msg`Rejected`] as const

function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.subheading}>{title}</h2>
      {children}
    </section>
  )
}

/** /console/users/{id}: everything an operator needs about one user (each opening is in the audit log). */
export function UserDetailScreen() {
  const { t } = useLingui()
  const id = Number(useParams<{ id: string }>().id)
  const user = useAtomValue(userFamily(id))
  if (!Number.isSafeInteger(id) || (user.status === 'error' && !user.data))
    return <p className={styles.error}>{t`This user could not be loaded`}</p>
  if (!user.data) return <div aria-busy="true" />
  return <UserView user={user.data} />
}

function UserView({ user }: { user: UserDetail }) {
  const { t, i18n } = useLingui()
  const { profile, verification, freeze } = user
  return (
    <div className={styles.screen}>
      <Link href={consolePaths.section('users')} className={styles.link}>
        ← <Trans>Users</Trans>
      </Link>
      <h1 className={styles.heading}>
        #{profile.id} {profile.username}
      </h1>
      <div className={styles.cards}>
        <Panel title={<Trans>Profile</Trans>}>
          <dl className={styles.facts}>
            <dt>{t`Name`}</dt>
            <dd>{profile.realname}</dd>
            <dt>{t`ID number`}</dt>
            <dd>{profile.idcard_num}</dd>
            <dt>{t`Country or region`}</dt>
            <dd>{profile.country}</dd>
            <dt>{t`Address`}</dt>
            <dd>{profile.address}</dd>
            <dt>{t`Registered`}</dt>
            <dd>{formatDateTime(profile.created_at)}</dd>
            <dt>{t`Account`}</dt>
            <dd>{profile.demo ? t`Demo` : t`Real`}</dd>
          </dl>
        </Panel>
        <Panel title={<Trans>Verification</Trans>}>
          <dl className={styles.facts}>
            <dt>{t`Basic`}</dt>
            <dd>
              {i18n._(verifyLabels[verification.basic_status])} {verification.basic_reason}
            </dd>
            <dt>{t`Advanced`}</dt>
            <dd>
              {i18n._(verifyLabels[verification.advanced_status])} {verification.advanced_reason}
            </dd>
          </dl>
        </Panel>
        <Panel title={<Trans>Freeze</Trans>}>
          <FreezeForm userId={profile.id} what="login" state={freeze.login} />
          <FreezeForm userId={profile.id} what="withdraw" state={freeze.withdraw} />
        </Panel>
      </div>
      <Panel title={<Trans>Balances</Trans>}>
        <BalanceTable balances={user.balances} />
      </Panel>
      <Panel title={<Trans>Sessions</Trans>}>
        <UserSessions sessions={user.sessions} />
      </Panel>
      <Panel title={<Trans>Ledger</Trans>}>
        <UserLedger userId={profile.id} />
      </Panel>
      <Panel title={<Trans>Orders</Trans>}>
        <UserOrders userId={profile.id} />
      </Panel>
    </div>
  )
}
