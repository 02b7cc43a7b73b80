import type { MinerProduct } from '@contract/invest'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { walletStyles } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { Amount } from '@/shared/ui/Amount'
import { Term } from './Figure'
import styles from './Invest.module.css'

export function MinerProductCard({ product }: { product: MinerProduct }) {
  const { t } = useLingui()
  const open = product.status === 0
  return (
    <li className={walletStyles.card} aria-label={product.title}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{product.title}</h2>
        {open ? null : <span className={styles.paused}>{t`Paused`}</span>}
      </div>
      <dl className={styles.terms}>
        <Term label={t`Daily yield`}>
          <span className={styles.rate}>{product.profit}%</span>
        </Term>
        <Term label={t`Term`}>
          <Plural value={product.days} one="# day" other="# days" />
        </Term>
        <Term label={t`Amount per subscription`}>
          <Amount value={product.min} maxDecimals={0} /> – <Amount value={product.max} maxDecimals={0} /> USDT
        </Term>
        <Term label={t`You hold`}>
          <Amount value={product.held} asset="USDT" />
        </Term>
      </dl>
      <div className={styles.actions}>
        {open ? (
          <Link href={paths.minerBuy(product.id)} className={styles.linkButton}>
            <Trans>Subscribe</Trans>
          </Link>
        ) : null}
      </div>
    </li>
  )
}
