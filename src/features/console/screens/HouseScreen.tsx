import type { HouseReport } from '@contract/console-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { Button } from '@/shared/ui/Button'
import { houseAtom } from '../atoms'
import { type Column, DataTable } from '../components/DataTable'
import styles from '../Screens.module.css'

const houseColumns: readonly Column<HouseReport['accounts'][number]>[] = [
  { key: 'name', header: <Trans>House account</Trans>, cell: (account) => account.name },
  {
    key: 'balances',
    header: <Trans>Balances</Trans>,
    numeric: true,
    cell: (account) =>
      account.balances.map((balance) => (
        <div key={balance.asset}>
          <Amount value={balance.amount} asset={balance.asset} />
        </div>
      )),
  },
]

/** /console/house: the house accounts' balances, the public insurance figure and the ledger check. */
export function HouseScreen() {
  const { t } = useLingui()
  const house = useAtomValue(houseAtom)
  const refresh = useSetAtom(houseAtom)
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
          <Amount value={insurance} asset="USDT" />
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
      <DataTable label={t`House accounts`} columns={houseColumns} rows={accounts} rowKey={(account) => account.name} />
    </section>
  )
}
