import type { AssetInfo } from '@contract/wallet'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { DemoAccountBadge, userInfoAtom } from '@/features/account'
import { moneyDecimals } from '@/shared/lib/format'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { Icon, type IconName } from '@/shared/ui/Icon'
import styles from '../AssetScreen.module.css'

export function AssetSummary({ info }: { info: AssetInfo | undefined }) {
  const { t } = useLingui()
  // The user info says whether these are demo funds (no cash value); the drawer polls it too.
  const user = useAtomValue(userInfoAtom).data
  const demo = user?.demo === true
  const actions: { href: string; icon: IconName; label: string }[] = [
    { href: paths.rechargeList, icon: 'recharge', label: t`Deposit` },
    { href: paths.withdraw, icon: 'withdraw', label: t`Withdraw` },
    { href: paths.exchange, icon: 'trade', label: t`Exchange` },
    { href: paths.earn, icon: 'star', label: t`Earn` },
  ]
  return (
    <section className={styles.card} aria-label={t`Account balance`}>
      <div className={styles.caption}>
        <span>
          <Trans>Total assets (USDT)</Trans>
        </span>
        {user?.demo_account ? (
          <DemoAccountBadge />
        ) : demo ? (
          <span className={styles.demo}>
            <Trans>Demo funds</Trans>
          </span>
        ) : null}
      </div>
      {info ? (
        <>
          <Amount className={styles.total} value={info.total_money} {...moneyDecimals('USDT')} />
          <p className={styles.equity}>
            <span>
              <Trans>Equity (with unrealized PnL)</Trans>
            </span>
            <strong data-testid="asset-equity">
              <Amount value={info.equity} {...moneyDecimals('USDT')} />
            </strong>
          </p>
        </>
      ) : (
        <span className={styles.placeholder} aria-busy="true" />
      )}
      <nav className={styles.actions} aria-label={t`Wallet actions`}>
        {actions.map((action) => (
          <Link key={action.href} href={action.href} className={styles.action}>
            <span className={styles.actionIcon}>
              <Icon name={action.icon} size={20} />
            </span>
            {action.label}
          </Link>
        ))}
      </nav>
    </section>
  )
}
