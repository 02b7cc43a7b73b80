import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { DemoAccountBadge, logoutAtom, userInfoAtom } from '@/features/account'
import { SupportUnreadBadge } from '@/features/support'
import { useRequireLogin } from '@/shared/lib/return-path'
import { isLoggedInAtom } from '@/shared/lib/session'
import { sideDrawerOpenAtom } from '@/shared/lib/shell'
import { Button } from '@/shared/ui/Button'
import { Icon, type IconName } from '@/shared/ui/Icon'
import { Sheet } from '@/shared/ui/Sheet'
import { paths } from './routes'
import styles from './SideDrawer.module.css'

interface DrawerItem {
  href: string
  icon: IconName
  label: MessageDescriptor
  loginOnly: boolean
  /** Shown before the chevron (e.g. an unread count). */
  end?: ComponentType
}

const items: readonly DrawerItem[] = [
  { href: paths.personal, icon: 'user', label: msg`Personal center`, loginOnly: true },
  { href: paths.password, icon: 'lock', label: msg`Change password`, loginOnly: true },
  { href: paths.sessions, icon: 'shield', label: msg`Sessions`, loginOnly: true },
  { href: paths.notificationSettings, icon: 'bell', label: msg`Notifications`, loginOnly: true },
  { href: paths.language, icon: 'globe', label: msg`Language and display`, loginOnly: false },
  { href: paths.clientIframe, icon: 'service', label: msg`Contact support`, loginOnly: true, end: SupportUnreadBadge },
  { href: paths.score, icon: 'star', label: msg`Credit score`, loginOnly: true },
  { href: paths.help, icon: 'help', label: msg`Help`, loginOnly: false },
  { href: paths.safe, icon: 'shield', label: msg`Safety`, loginOnly: false },
  { href: paths.about, icon: 'info', label: msg`About`, loginOnly: false },
]

export function SideDrawer() {
  const { _ } = useLingui()
  const [open, setOpen] = useAtom(sideDrawerOpenAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [location] = useLocation()

  // Any navigation closes the drawer (it mounts on its first open: the location it opened at is no navigation).
  const openedAt = useRef(location)
  useEffect(() => {
    if (location === openedAt.current) return
    openedAt.current = location
    setOpen(false)
  }, [location, setOpen])

  const visible = items.filter((item) => loggedIn || !item.loginOnly)
  return (
    <Sheet open={open} onClose={() => setOpen(false)} label={_(msg`Menu`)} side="left">
      <div className={styles.drawer}>
        {loggedIn ? <UserHeader /> : <GuestHeader />}
        <nav className={styles.nav} aria-label={_(msg`Menu`)}>
          {visible.map((item) => (
            <Link key={item.href} href={item.href} className={styles.item} onClick={() => setOpen(false)}>
              <Icon name={item.icon} size={20} />
              <span>{_(item.label)}</span>
              {item.end ? <item.end /> : null}
              <Icon name="chevronRight" size={16} className={styles.chevron} />
            </Link>
          ))}
        </nav>
        {loggedIn ? <LogoutButton /> : null}
      </div>
    </Sheet>
  )
}

function UserHeader() {
  const userInfo = useAtomValue(userInfoAtom)
  const info = userInfo.data
  return (
    <div className={styles.header}>
      <span className={styles.avatar} aria-hidden="true">
        <Icon name="user" />
      </span>
      <div className={styles.identity}>
        <span className={styles.name}>{info?.username ?? '…'}</span>
        <span className={styles.id}>{info ? <Trans>ID: {info.id}</Trans> : null}</span>
        {info?.demo_account ? <DemoAccountBadge /> : null}
      </div>
    </div>
  )
}

function GuestHeader() {
  const logIn = useRequireLogin()
  return (
    <div className={styles.header}>
      <Button block onClick={logIn}>
        <Trans>Log in / Register</Trans>
      </Button>
    </div>
  )
}

function LogoutButton() {
  const logout = useSetAtom(logoutAtom)
  const setOpen = useSetAtom(sideDrawerOpenAtom)
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState(false)
  async function onLogout() {
    setBusy(true)
    await logout()
    setOpen(false)
    navigate(paths.login, { replace: true })
  }
  return (
    <div className={styles.footer}>
      <Button variant="danger" block busy={busy} disabled={busy} onClick={() => void onLogout()}>
        <Icon name="logout" size={20} />
        <Trans>Log out</Trans>
      </Button>
    </div>
  )
}
