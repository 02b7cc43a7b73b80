import type { AssetInfo } from '@contract/wallet'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'wouter'
import { EmptyState } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import styles from '../AssetScreen.module.css'

type View = 'positions' | 'pending'

/** Contract margin figures, and the positions / pending orders lists (empty until contract trading exists). */
export function ContractAccount({ info }: { info: AssetInfo | undefined }) {
  const { t } = useLingui()
  const [view, setView] = useState<View>('positions')
  return (
    <section className={styles.contract} aria-label={t`Contract account`}>
      {info ? (
        <dl className={styles.figures}>
          <div>
            <dt>
              <Trans>Margin in use</Trans>
            </dt>
            <dd>
              <Amount value={info.contract_use} decimals={2} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Profit (USDT)</Trans>
            </dt>
            <dd>
              <Amount value={info.profit} decimals={2} />
            </dd>
          </div>
        </dl>
      ) : null}
      <div className={styles.toggle}>
        <button type="button" aria-pressed={view === 'positions'} onClick={() => setView('positions')}>
          <Trans>Positions</Trans>
        </button>
        <button type="button" aria-pressed={view === 'pending'} onClick={() => setView('pending')}>
          <Trans>Pending orders</Trans>
        </button>
        <Link href={paths.contractHistory} className={styles.rowLink}>
          <Trans>History</Trans>
        </Link>
      </div>
      <EmptyState>
        {view === 'positions' ? <Trans>No open positions</Trans> : <Trans>No pending orders</Trans>}
      </EmptyState>
    </section>
  )
}
