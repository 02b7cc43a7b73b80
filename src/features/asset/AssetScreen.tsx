import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { userInfoAtom } from '@/features/account'
import { NetworkError } from '@/shared/lib/http'
import { Amount } from '@/shared/ui/Amount'
import { TopBar } from '@/shared/ui/TopBar'
import styles from './AssetScreen.module.css'

export function AssetScreen() {
  const { t } = useLingui()
  const userInfo = useAtomValue(userInfoAtom)
  const info = userInfo.data
  return (
    <div>
      <TopBar title={t`Assets`} />
      <section className={styles.card} aria-label={t`Account balance`}>
        <div className={styles.caption}>
          <span>
            <Trans>Total balance (USDT)</Trans>
          </span>
          {info?.demo ? (
            <span className={styles.demo}>
              <Trans>Demo funds</Trans>
            </span>
          ) : null}
        </div>
        {info ? (
          <Amount className={styles.total} value={info.money} decimals={2} />
        ) : (
          <span className={styles.placeholder} aria-busy="true" />
        )}
        {info?.demo ? (
          <p className={styles.note}>
            <Trans>This account trades with demo funds. They have no cash value.</Trans>
          </p>
        ) : null}
      </section>
      {userInfo.error instanceof NetworkError ? (
        <p className={styles.error} role="alert">
          <Trans>Network error. Showing the last known balance; retrying…</Trans>
        </p>
      ) : null}
    </div>
  )
}
