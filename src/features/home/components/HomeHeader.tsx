import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { userInfoAtom } from '@/features/account'
import { paths } from '@/shared/lib/paths'
import { isLoggedInAtom } from '@/shared/lib/session'
import { sideDrawerOpenAtom, sideDrawerWantedAtom } from '@/shared/lib/shell'
import { Badge } from '@/shared/ui/Badge'
import { Icon } from '@/shared/ui/Icon'
import styles from './HomeHeader.module.css'

export function HomeHeader() {
  const { t } = useLingui()
  const openDrawer = useSetAtom(sideDrawerOpenAtom)
  const wantDrawer = useSetAtom(sideDrawerWantedAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t`Open menu`}
        onPointerEnter={() => wantDrawer(true)}
        onPointerDown={() => wantDrawer(true)}
        onFocus={() => wantDrawer(true)}
        onClick={() => openDrawer(true)}
      >
        <Icon name="menu" />
      </button>
      <Link href={paths.search} className={styles.search}>
        <Icon name="search" size={18} />
        <span>{t`Search coins and markets`}</span>
      </Link>
      <Link href={paths.alerts} className={styles.iconButton}>
        <Icon name="bell" />
        <span className="visually-hidden">{t`Alerts`}</span>
        {loggedIn ? <UnreadBadge /> : null}
      </Link>
    </header>
  )
}

function UnreadBadge() {
  const { t } = useLingui()
  const userInfo = useAtomValue(userInfoAtom)
  const count = userInfo.data?.alert_count ?? 0
  return (
    <Badge count={count} label={t({ message: plural(count, { one: '# unread alert', other: '# unread alerts' }) })} />
  )
}
