import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { Button } from '@/shared/ui/Button'
import { houseFamily, sessionTokenAtom } from '../atoms'
import styles from '../Screens.module.css'

/** /console/house: the house accounts' balances, the public insurance figure and the ledger check. */
export function HouseScreen() {
  const { t } = useLingui()
  const session = useAtomValue(sessionTokenAtom)
  const house = useAtomValue(houseFamily(session))
  const refresh = useSetAtom(houseFamily(session))
  if (!house.data)
    return house.status === 'error' ? <p className={styles.error}>{t`The house report could not be loaded`}</p> : null
  const { accounts, insurance, check } = house.data
  return (
    <section className={styles.screen} aria-labelledby="house-heading">
      <h1 id="house-heading" className={styles.heading}>
        <Trans>House</Trans>
      </h1>
      <div className={styles.cards}>
        <article className={styles.card}>
          <h2 className={styles.subheading}>
            <Trans>Insurance fund (public)</Trans>
          </h2>
          <Amount value={insurance} unit="USDT" />
        </article>
        <article className={styles.card} aria-live="polite">
          <h2 className={styles.subheading}>
            <Trans>Ledger check</Trans>
          </h2>
          <p className={check.ok ? styles.ok : styles.bad}>
            {check.ok ? <Trans>Balanced: every check passed</Trans> : <Trans>Problems found</Trans>}
          </p>
          {check.problems.length > 0 ? (
            <ul>
              {check.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <p className={styles.muted}>
            <Trans>Checked {formatDateTime(check.checked_at)}</Trans>
          </p>
          <Button variant="secondary" className={styles.fixed} onClick={() => refresh('refresh')}>
            <Trans>Check again</Trans>
          </Button>
        </article>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>House account</Trans>
              </th>
              <th scope="col" className={styles.num}>
                <Trans>Balances</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.name}>
                <td>{account.name}</td>
                <td className={styles.num}>
                  {account.balances.map((balance) => (
                    <div key={balance.asset}>
                      <Amount value={balance.amount} unit={balance.asset} />
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
