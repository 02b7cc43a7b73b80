import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import type { CSSProperties } from 'react'
import { LoadError, Loading } from '@/features/wallet'
import { dateTimeFormat } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { TopBar } from '@/shared/ui/TopBar'
import { creditScoreAtom } from './atoms'
import { calculateScoreShare, creditFactorLabels } from './model'
import styles from './Score.module.css'

/** /score: the credit score with its grade, today's assessment date and the rule that makes it. */
export function ScoreScreen() {
  const { t, i18n } = useLingui()
  const score = useAtomValue(creditScoreAtom)
  const data = score.data
  const grade = data?.grade
  const today = dateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(new Date())
  return (
    <div>
      <TopBar title={t`Credit score`} backTo={paths.home} />
      {data === undefined && score.status !== 'error' ? <Loading /> : null}
      {data === undefined ? <LoadError error={score.error} /> : null}
      {data ? (
        <div className={styles.page}>
          <section className={styles.card} aria-label={t`Your credit score`}>
            <div className={styles.gauge} style={{ '--share': calculateScoreShare(data.score) } as CSSProperties}>
              <span className={styles.score} data-testid="credit-score">
                {data.score}
              </span>
              <span className={styles.grade} data-grade={data.grade}>
                <Trans>Grade {grade}</Trans>
              </span>
            </div>
            <p className={styles.date}>
              <Trans>Assessed on {today}</Trans>
            </p>
          </section>
          <section className={styles.rules}>
            <h2>
              <Trans>How the score is made</Trans>
            </h2>
            <p className={styles.hint}>
              <Trans>
                The score is computed from your own record by this published rule, never set by hand. Grade A from 90, B
                from 70, C from 50, D below.
              </Trans>
            </p>
            <ul className={styles.factors}>
              {data.factors.map((factor) => (
                <li key={factor.key} className={styles.factor} data-met={factor.points === factor.max || undefined}>
                  <Icon name={factor.points === factor.max ? 'check' : 'plus'} size={18} />
                  <span>{i18n._(creditFactorLabels[factor.key])}</span>
                  <span className={styles.points}>
                    {factor.points}/{factor.max}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </div>
  )
}
