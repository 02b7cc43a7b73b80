import type { QueueCounts } from '@contract/console-data'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { type ReactNode, useState } from 'react'
import { queueCountsAtom, reviewAtoms } from '../atoms'
import { DecisionForm } from '../components/DecisionForm'
import { BankFacts, DepositFacts, VerificationFacts, WithdrawalFacts } from '../components/ReviewCards'
import styles from '../Screens.module.css'
import { type ReviewItems, type ReviewKind, reviewKinds } from '../types'

const queueLabels = {
  deposits: msg`Deposits`,
  withdrawals: msg`Withdrawals`,
  banks: msg`Bank cards and addresses`,
  verifications: msg`Verifications`,
} as const

function pending(counts: QueueCounts | undefined, kind: ReviewKind): number | null {
  if (!counts) return null
  if (kind === 'verifications') return counts.verifications_basic + counts.verifications_advanced
  return counts[kind]
}

/** /console/queues: the four review queues with their pending counts; each item approved or rejected here. */
export function QueuesScreen() {
  const { i18n } = useLingui()
  const counts = useAtomValue(queueCountsAtom)
  const [kind, setKind] = useState<ReviewKind>('deposits')
  return (
    <section className={styles.screen} aria-labelledby="queues-heading">
      <h1 id="queues-heading" className={styles.heading}>
        <Trans>Review queues</Trans>
      </h1>
      <div className={styles.tabs} role="tablist" aria-label={i18n._(msg`Queues`)}>
        {reviewKinds.map((each) => {
          const count = pending(counts.data, each)
          return (
            <button
              key={each}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={each === kind}
              onClick={() => setKind(each)}
            >
              {i18n._(queueLabels[each])}
              {count === null ? null : <span className={styles.count}>{count}</span>}
            </button>
          )
        })}
      </div>
      <QueueItems key={kind} kind={kind} />
    </section>
  )
}

const facts: { [K in ReviewKind]: (item: ReviewItems[K]) => ReactNode } = {
  deposits: (item) => <DepositFacts item={item} />,
  withdrawals: (item) => <WithdrawalFacts item={item} />,
  banks: (item) => <BankFacts item={item} />,
  verifications: (item) => <VerificationFacts item={item} />,
}

function QueueItems<K extends ReviewKind>({ kind }: { kind: K }) {
  const { t } = useLingui()
  const items = useAtomValue(reviewAtoms[kind])
  const render = facts[kind]
  if (items.status === 'error' && !items.data) return <p className={styles.error}>{t`The queue could not be loaded`}</p>
  if (!items.data) return <div aria-busy="true" className={styles.muted} />
  if (items.data.length === 0)
    return (
      <p className={styles.muted}>
        <Trans>Nothing is waiting here.</Trans>
      </p>
    )
  return (
    <div className={styles.cards} role="tabpanel">
      {items.data.map((item) => (
        <article key={item.id} className={styles.card} aria-label={t`Item ${item.id}`}>
          {render(item)}
          <DecisionForm kind={kind} id={item.id} />
        </article>
      ))}
    </div>
  )
}
