import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { Icon, type IconName } from '@/shared/ui/Icon'
import styles from './QuickTools.module.css'

const tools: readonly { href: string; icon: IconName; label: MessageDescriptor }[] = [
  { href: paths.rechargeList, icon: 'recharge', label: msg`Deposit` },
  { href: paths.withdraw, icon: 'withdraw', label: msg`Withdraw` },
  { href: paths.clientIframe, icon: 'service', label: msg`Support` },
  { href: paths.tradeHistory, icon: 'positions', label: msg`Positions` },
]

export function QuickTools() {
  const { _ } = useLingui()
  return (
    <nav className={styles.grid} aria-label={_(msg`Quick tools`)}>
      {tools.map((tool) => (
        <Link key={tool.href} href={tool.href} className={styles.tool}>
          <span className={styles.icon}>
            <Icon name={tool.icon} size={22} />
          </span>
          <span className={styles.label}>{_(tool.label)}</span>
        </Link>
      ))}
    </nav>
  )
}
