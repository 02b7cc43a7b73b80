import type { LiabilityProblem, LiabilityVerdict } from '@contract/verify/liabilities'
import { useLingui } from '@lingui/react/macro'
import { dateTimeFormat, formatNumber, moneyDecimals } from '@/shared/lib/format'
import type { LiabilitiesReply } from '../model'
import styles from '../Verify.module.css'

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/** The plain result of the proof of liabilities: per asset, included with the balance, or exactly what failed. */
export function LiabilitiesResult({ reply }: { reply: LiabilitiesReply }) {
  const { t, i18n } = useLingui()
  if ('failed' in reply)
    return (
      <p className={styles.failed} role="alert">
        {t({
          message: 'Could not check: the published snapshot or your proof could not be downloaded.',
          context: 'proof of liabilities',
        })}
      </p>
    )
  if ('none' in reply)
    return (
      <p className={styles.note} role="status">
        {t({
          message: 'No snapshot of balances has been published yet. Try again tomorrow.',
          context: 'proof of liabilities',
        })}
      </p>
    )
  const when = dateTimeFormat(i18n.locale, WHEN).format(reply.snapshot.at)
  const amount = (value: string, asset: LiabilityVerdict['asset']) => formatNumber(value, moneyDecimals(asset))
  const problem = (p: LiabilityProblem): string => {
    switch (p) {
      case 'signature':
        return t({
          message: 'The signature of the published total does not verify with the published key.',
          context: 'proof of liabilities',
        })
      case 'path':
        return t({
          message: 'The proof is malformed: its position or path does not fit the published tree.',
          context: 'proof of liabilities',
        })
      case 'balance':
        return t({ message: 'The balance in the snapshot is not the one you had.', context: 'proof of liabilities' })
      case 'root':
        return t({
          message: 'Your balance and its path do not lead to the published root.',
          context: 'proof of liabilities',
        })
      case 'total':
        return t({
          message: 'The sums along the path do not add up to the published total.',
          context: 'proof of liabilities',
        })
      case 'missing':
        return t({ message: 'The snapshot has no balance of yours in this asset.', context: 'proof of liabilities' })
    }
  }
  const line = (v: LiabilityVerdict) => {
    const asset = v.asset
    if (v.ok) {
      const [balance, total] = [amount(v.balance, asset), amount(v.total, asset)]
      const included = t({
        message: `${asset}: included. Your balance ${balance} is counted in the total of all users, ${total}.`,
        context: 'proof of liabilities',
      })
      if (v.held === null) return <p className={styles.verified}>{included}</p>
      const held = amount(v.held, asset)
      return (
        <p className={styles.verified}>
          {included} {t({ message: `The house states it holds ${held}.`, context: 'proof of liabilities' })}
        </p>
      )
    }
    // No leaf and nothing else wrong: the user held none of it then (or was left out, which only they can tell).
    if (v.problems.length === 1 && v.problems[0] === 'missing')
      return (
        <p className={styles.note}>
          {t({
            message: `${asset}: none of yours is in this snapshot. If you held ${asset} at that time, it was left out.`,
            context: 'proof of liabilities',
          })}
        </p>
      )
    return (
      <div className={styles.failed}>
        <p>{t({ message: `${asset}: not verified:`, context: 'proof of liabilities' })}</p>
        <ul>
          {v.problems.map((p) => (
            <li key={p}>{problem(p)}</li>
          ))}
        </ul>
      </div>
    )
  }
  const failed = reply.verdicts.some((v) => !v.ok && !(v.problems.length === 1 && v.problems[0] === 'missing'))
  return (
    <div role={failed ? 'alert' : 'status'} data-testid="liabilities-result">
      <p className={styles.note}>{t({ message: `Snapshot of ${when}`, context: 'proof of liabilities' })}</p>
      {reply.verdicts.map((v) => (
        <div key={v.asset} data-asset={v.asset}>
          {line(v)}
        </div>
      ))}
      <p className={styles.note}>
        {t({
          message:
            'This proves your balance is counted in the published total. It does not prove that the house holds these assets.',
          context: 'proof of liabilities',
        })}
      </p>
    </div>
  )
}
