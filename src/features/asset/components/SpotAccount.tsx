import type { AssetInfo } from '@contract/wallet'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { DEBUG_LONG_PRESS_MS } from '@/shared/lib/constants'
import { moneyDecimals } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import styles from '../AssetScreen.module.css'
import { toggleDebugModeAtom } from '../atoms'
import { assetDecimals, calculateSpotRows, type SpotRow } from '../model'
import { useLongPress } from '../use-long-press'

export function SpotAccount({ info }: { info: AssetInfo | undefined }) {
  const { t } = useLingui()
  if (!info) return null
  return (
    <ul className={styles.rows} aria-label={t`Spot account`}>
      {calculateSpotRows(info).map((row) => (
        <SpotAssetRow key={row.asset} row={row} />
      ))}
    </ul>
  )
}

function SpotAssetRow({ row }: { row: SpotRow }) {
  const { t } = useLingui()
  const toggleDebug = useSetAtom(toggleDebugModeAtom)
  const longPress = useLongPress(toggleDebug, DEBUG_LONG_PRESS_MS)
  const decimals = assetDecimals(row.asset)
  return (
    <li className={styles.row} data-asset={row.asset} {...(row.asset === 'USDT' ? longPress : {})}>
      <div className={styles.rowHead}>
        <strong className={styles.coin}>{row.asset}</strong>
        <Link href={paths.recharge(row.rechargeType)} className={styles.rowLink} aria-label={t`Deposit ${row.asset}`}>
          <Trans>Deposit</Trans>
        </Link>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>
            <Trans>Available</Trans>
          </dt>
          <dd>
            <Amount value={row.available} {...decimals} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Frozen</Trans>
          </dt>
          <dd>
            <Amount value={row.frozen} {...decimals} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Value (USDT)</Trans>
          </dt>
          <dd>
            <Amount value={row.value} {...moneyDecimals('USDT')} />
          </dd>
        </div>
      </dl>
    </li>
  )
}
