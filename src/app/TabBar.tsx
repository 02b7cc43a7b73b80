import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, useLocation } from 'wouter'
import { DEFAULT_PRODUCT_ID } from '@/shared/lib/paths'
import { bottomBar } from '@/shared/ui/bottom-bars'
import { Icon, type IconName } from '@/shared/ui/Icon'
import { isTabBarVisible, paths } from './routes'
import styles from './TabBar.module.css'

interface Tab {
  href: string
  icon: IconName
  label: MessageDescriptor
  isActive: (path: string) => boolean
}

const startsWith = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`)

const tabs: readonly Tab[] = [
  { href: paths.home, icon: 'home', label: msg`Home`, isActive: (path) => path === paths.home },
  { href: paths.market, icon: 'market', label: msg`Markets`, isActive: startsWith(paths.market) },
  { href: paths.trade(DEFAULT_PRODUCT_ID), icon: 'trade', label: msg`Trade`, isActive: startsWith('/trade') },
  {
    href: paths.contract(DEFAULT_PRODUCT_ID),
    icon: 'contract',
    label: msg({ message: 'Futures', context: 'tab bar: leveraged contract trading' }),
    isActive: startsWith('/contract'),
  },
  { href: paths.asset, icon: 'asset', label: msg`Assets`, isActive: startsWith(paths.asset) },
]

export function TabBar() {
  const { _ } = useLingui()
  const [location] = useLocation()
  if (!isTabBarVisible(location)) return null
  return (
    <nav className={styles.bar} aria-label={_(msg`Main`)} {...bottomBar}>
      {tabs.map((tab) => {
        const active = tab.isActive(location)
        return (
          <Link key={tab.href} href={tab.href} className={styles.tab} aria-current={active ? 'page' : undefined}>
            <Icon name={tab.icon} size={22} />
            <span>{_(tab.label)}</span>
          </Link>
        )
      })}
    </nav>
  )
}
