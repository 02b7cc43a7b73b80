import type { EarnOrder, EarnProject } from '@contract/invest'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { walletStyles } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { Term } from './Figure'
import styles from './Invest.module.css'

export function EarnProjectCard({ project }: { project: EarnProject }) {
  const { t } = useLingui()
  return (
    <li className={walletStyles.card} aria-label={project.title}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{project.title}</h2>
        {project.status === 0 ? null : <span className={styles.paused}>{t`Paused`}</span>}
      </div>
      <dl className={styles.terms}>
        <Term label={t`Annual rate`}>
          <span className={styles.rate}>{project.ror}%</span>
        </Term>
        <Term label={t`Cycle`}>
          <Plural value={project.cycle} one="# day" other="# days" />
        </Term>
        <Term label={t`Minimum`}>
          <Amount value={project.min} asset={project.coin} />
        </Term>
      </dl>
      {project.status === 0 ? (
        <div className={styles.actions}>
          <Link href={paths.earnDetail(project.id)} className={styles.linkButton}>
            <Trans>Subscribe</Trans>
          </Link>
        </div>
      ) : null}
    </li>
  )
}

export function EarnOrderCard({ order }: { order: EarnOrder }) {
  const { t } = useLingui()
  const finished = order.status === 1
  return (
    <li className={walletStyles.card}>
      <div className={styles.cardHead}>
        <Amount className={styles.cardTitle} value={order.amount} asset={order.coin} />
        <span className={finished ? walletStyles.muted : styles.paused}>{finished ? t`Finished` : t`Active`}</span>
      </div>
      <p className={walletStyles.muted}>{order.title}</p>
      <dl className={styles.terms}>
        <Term label={t`Annual rate`}>{order.ror}%</Term>
        <Term label={t`Cycle`}>
          <Plural value={order.cycle} one="# day" other="# days" />
        </Term>
        <Term label={t`Interest from`}>{order.start_day}</Term>
        <Term label={t`Ends`}>{order.end_day}</Term>
        {finished ? (
          <Term label={t`Reward`}>
            <Amount
              className={styles.positive}
              trend="up"
              value={order.reward}
              minDecimals={2}
              maxDecimals={6}
              unit={order.coin}
            />
          </Term>
        ) : (
          <Term label={t`Expected reward`}>
            <Amount value={order.reward} minDecimals={2} maxDecimals={6} unit={order.coin} />
          </Term>
        )}
      </dl>
    </li>
  )
}
