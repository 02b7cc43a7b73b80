import type { AssetAnswer } from '@contract/wallet'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link } from 'wouter'
import { ContractOrders, Profit } from '@/features/contract'
import { moneyDecimals } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import styles from '../AssetScreen.module.css'
import { assetAtom } from '../atoms'

type View = 'positions' | 'pending'

/** Contract figures (margin in use, unrealized and realized results, fees), positions and pending orders. */
export function ContractAccount({ answer }: { answer: AssetAnswer | undefined }) {
  const { t } = useLingui()
  const [view, setView] = useState<View>('positions')
  const refresh = useSetAtom(assetAtom)
  const figures = answer?.contract
  return (
    <section className={styles.contract} aria-label={t`Contract account`}>
      {figures ? (
        <dl className={styles.figures}>
          <div>
            <dt>
              <Trans>Margin in use</Trans>
            </dt>
            <dd data-testid="contract-margin-used">
              <Amount value={figures.margin_used} {...moneyDecimals('USDT')} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Unrealized PnL</Trans>
            </dt>
            <dd data-testid="contract-unrealized">
              <Profit value={figures.unrealized} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Realized PnL</Trans>
            </dt>
            <dd data-testid="contract-realized">
              <Profit value={figures.realized} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Fees paid</Trans>
            </dt>
            <dd data-testid="contract-fees">
              <Amount value={figures.fees} {...moneyDecimals('USDT')} />
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
      {answer ? <ContractOrders orders={answer.orders} view={view} onChanged={() => refresh('refresh')} /> : null}
    </section>
  )
}
