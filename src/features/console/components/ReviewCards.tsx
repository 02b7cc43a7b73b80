import type { DepositReview, VerificationReview, WithdrawalReview } from '@contract/console-data'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { consolePaths } from '../model'
import styles from '../Screens.module.css'
import type { BankReview } from '../types'
import { BalanceTable, LedgerTable } from './MoneyTables'
import { UploadImage } from './UploadImage'

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  )
}

function Who({ userId, name, at }: { userId: number; name: string; at: string }) {
  return (
    <>
      <Fact term={<Trans>User</Trans>}>
        <Link href={consolePaths.user(userId)} className={styles.link}>
          #{userId} {name}
        </Link>
      </Fact>
      <Fact term={<Trans>Submitted</Trans>}>{formatDateTime(at)}</Fact>
    </>
  )
}

export function DepositFacts({ item }: { item: DepositReview }) {
  const { t } = useLingui()
  return (
    <>
      <dl className={styles.facts}>
        <Who userId={item.user_id} name={item.username} at={item.created_at} />
        <Fact term={<Trans>Amount</Trans>}>
          <Amount value={item.amount} asset={item.asset} />
        </Fact>
      </dl>
      <div className={styles.images}>
        <UploadImage path={item.pic} label={t`Proof of payment of deposit #${item.id}`} />
      </div>
    </>
  )
}

export function WithdrawalFacts({ item }: { item: WithdrawalReview }) {
  const { t } = useLingui()
  const { destination } = item
  return (
    <>
      <dl className={styles.facts}>
        <Who userId={item.user_id} name={item.username} at={item.created_at} />
        <Fact term={<Trans>Amount</Trans>}>
          <Amount value={item.amount} asset={item.asset} />
        </Fact>
        <Fact term={<Trans>Fee</Trans>}>
          <Amount value={item.fee} asset={item.asset} />
        </Fact>
        {destination.type === 0 ? (
          <Fact term={<Trans>Bank account</Trans>}>
            {destination.bank} {destination.branch} · {destination.account} · {destination.name}
          </Fact>
        ) : (
          <Fact term={<Trans>Address</Trans>}>
            {destination.currency} {destination.network} · {destination.address}
          </Fact>
        )}
      </dl>
      <h3 className={styles.subheading}>
        <Trans>Balances</Trans>
      </h3>
      <BalanceTable balances={item.balances} />
      <h3 className={styles.subheading}>
        <Trans>Recent activity</Trans>
      </h3>
      <LedgerTable entries={item.recent} label={t`Recent activity`} />
    </>
  )
}

export function BankFacts({ item }: { item: BankReview }) {
  return (
    <dl className={styles.facts}>
      <Fact term={<Trans>User</Trans>}>
        <Link href={consolePaths.user(item.user_id)} className={styles.link}>
          #{item.user_id}
        </Link>
      </Fact>
      {item.type === 0 ? (
        <Fact term={<Trans>Bank account</Trans>}>
          {item.bank} {item.branch} · {item.account} · {item.name}
        </Fact>
      ) : (
        <Fact term={<Trans>Address</Trans>}>
          {item.currency} · {item.address}
        </Fact>
      )}
      <Fact term={<Trans>Submitted</Trans>}>{formatDateTime(item.created_at)}</Fact>
    </dl>
  )
}

export function VerificationFacts({ item }: { item: VerificationReview }) {
  const { t } = useLingui()
  const images = [
    [item.cardzm, t`ID card, front`],
    [item.cardfm, t`ID card, back`],
    [item.cardtake, t`Holding the ID card`],
  ] as const
  return (
    <>
      <dl className={styles.facts}>
        <Who userId={item.user_id} name={item.username} at={item.created_at} />
        <Fact term={<Trans>Level</Trans>}>{item.level === 'basic' ? t`Basic` : t`Advanced`}</Fact>
        {item.realname ? <Fact term={<Trans>Name</Trans>}>{item.realname}</Fact> : null}
        {item.idcard_num ? <Fact term={<Trans>ID number</Trans>}>{item.idcard_num}</Fact> : null}
        {item.country ? <Fact term={<Trans>Country or region</Trans>}>{item.country}</Fact> : null}
        {item.address ? <Fact term={<Trans>Address</Trans>}>{item.address}</Fact> : null}
      </dl>
      {item.level === 'advanced' ? (
        <div className={styles.images}>
          {images.map(([path, label]) => (path ? <UploadImage key={label} path={path} label={label} /> : null))}
        </div>
      ) : null}
    </>
  )
}
