import type { AssetInfo } from '@contract/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Amount } from '@/shared/ui/Amount'
import styles from '../AssetScreen.module.css'
import { assetDecimals, calculateFrozenRows, type FrozenPart } from '../model'

const partLabels: Record<FrozenPart, MessageDescriptor> = {
  contract_margin: msg`Contract margin`,
  open_orders: msg`Open orders`,
  timed_orders: msg`Timed orders`,
  staking: msg`Staking`,
  earn: msg`Earn`,
  withdrawals: msg`Pending withdrawals`,
}

/** What holds the frozen funds (the server's figures; each asset's parts add up to its frozen balance). */
export function FrozenFunds({ info }: { info: AssetInfo | undefined }) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  if (!info) return null
  return (
    <section className={styles.frozen} aria-label={t`Frozen funds`}>
      {calculateFrozenRows(info).map((row) => {
        const asset = row.asset
        return (
          <details key={row.asset} className={styles.frozenAsset} data-testid={`frozen-${row.asset}`}>
            <summary>
              <span>
                <Trans>Frozen {asset}</Trans>
              </span>
              <Amount value={row.total} {...assetDecimals(row.asset)} maxDecimals={row.asset === 'USDT' ? 6 : 8} />
            </summary>
            <dl className={styles.frozenParts}>
              {row.parts.map(({ part, value }) => (
                <div key={part}>
                  <dt>{_(partLabels[part])}</dt>
                  <dd data-testid={`frozen-${row.asset}-${part}`}>
                    <Amount value={value} {...assetDecimals(row.asset)} maxDecimals={row.asset === 'USDT' ? 6 : 8} />
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        )
      })}
    </section>
  )
}
