import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { type ComponentType, lazy, Suspense } from 'react'
import { Link, Redirect, Route, Switch, useLocation } from 'wouter'
import { logoutOperatorAtom } from '../atoms'
import styles from '../Console.module.css'
import { type ConsoleSection, consolePaths, homeSection, type StoredSession, sectionsFor } from '../model'

const sectionLabels = {
  queues: msg`Queues`,
  users: msg`Users`,
  support: msg`Support`,
  announcements: msg`Announcements`,
  products: msg`Products`,
  feed: msg({ message: 'Feed', context: 'console section: where prices come from' }),
  house: msg`House`,
  audit: msg`Audit log`,
} as const

const roleLabels = { reviewer: msg`Reviewer`, support: msg`Support`, admin: msg`Admin` } as const

function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  return lazy(async () => {
    const loaded: ComponentType = (await load())[name]
    return { default: loaded }
  })
}

// Each screen is its own chunk: a reviewer never loads the product or audit screens.
const sectionScreens: Record<ConsoleSection, ComponentType> = {
  queues: lazyScreen(() => import('../screens/QueuesScreen'), 'QueuesScreen'),
  users: lazyScreen(() => import('../screens/UsersScreen'), 'UsersScreen'),
  support: lazyScreen(() => import('../screens/SupportScreen'), 'SupportScreen'),
  announcements: lazyScreen(() => import('../screens/AnnouncementsScreen'), 'AnnouncementsScreen'),
  products: lazyScreen(() => import('../screens/ProductsScreen'), 'ProductsScreen'),
  feed: lazyScreen(() => import('../screens/FeedScreen'), 'FeedScreen'),
  house: lazyScreen(() => import('../screens/HouseScreen'), 'HouseScreen'),
  audit: lazyScreen(() => import('../screens/AuditScreen'), 'AuditScreen'),
}
const UserDetailScreen = lazyScreen(() => import('../screens/UserDetailScreen'), 'UserDetailScreen')

/** The signed-in console: the menu (a sidebar on wide screens, a top bar on phones) and the open section. */
export function ConsoleLayout({ session }: { session: StoredSession }) {
  const { i18n } = useLingui()
  const [location] = useLocation()
  const logout = useSetAtom(logoutOperatorAtom)
  const sections = sectionsFor(session.role)
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <Trans>Tern console</Trans>
        </span>
        <span className={styles.who}>
          {session.email} · {i18n._(roleLabels[session.role])}
        </span>
        <button type="button" className={styles.signOut} onClick={() => void logout()}>
          <Trans>Sign out</Trans>
        </button>
      </header>
      <nav className={styles.nav} aria-label={i18n._(msg`Console sections`)}>
        {sections.map((section) => {
          const href = consolePaths.section(section)
          const current = location === href || location.startsWith(`${href}/`)
          return (
            <Link key={section} href={href} className={styles.navLink} aria-current={current ? 'page' : undefined}>
              {i18n._(sectionLabels[section])}
            </Link>
          )
        })}
      </nav>
      <main className={styles.content}>
        <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
          <Switch>
            {sections.includes('users') ? <Route path="/console/users/:id" component={UserDetailScreen} /> : null}
            {sections.map((section) => (
              <Route key={section} path={consolePaths.section(section)} component={sectionScreens[section]} />
            ))}
            <Route>
              <Redirect to={consolePaths.section(homeSection(session.role))} replace />
            </Route>
          </Switch>
        </Suspense>
      </main>
    </div>
  )
}
