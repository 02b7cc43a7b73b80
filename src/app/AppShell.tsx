import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { useLocation } from 'wouter'
import { LazyUpdatePrompt } from '@/features/pwa'
import { withScreenMessages } from '@/shared/i18n'
import { isConsolePath } from '@/shared/lib/paths'
import { tokenAtom } from '@/shared/lib/session'
import { ScreenOfflineNotice } from '@/shared/ui/OfflineNotice'
import { ToastHost } from '@/shared/ui/ToastHost'
import { AppRoutes } from './AppRoutes'
import styles from './AppShell.module.css'
import { LazySideDrawer } from './LazySideDrawer'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { TabBar } from './TabBar'
import { useHttpErrorHandler } from './use-http-error-handler'

// Close notices of contract positions, in their own chunk (out of the home route's bundle), once per session.
const CloseNotices = lazy(async () => ({
  default: (await withScreenMessages(() => import('@/features/contract/components/CloseNotices'))()).CloseNotices,
}))

// The operator console: its own chunk, layout and session; nothing of the user's shell (tab bar, drawer) shows.
const ConsoleApp = lazy(async () => ({
  default: (await withScreenMessages(() => import('@/features/console/ConsoleApp'))()).ConsoleApp,
}))

/** Everything inside the router: the user's app, or the operator console under /console. */
export function AppShell() {
  const [location] = useLocation()
  if (isConsolePath(location))
    return (
      <RouteErrorBoundary>
        <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
          <ConsoleApp />
        </Suspense>
      </RouteErrorBoundary>
    )
  return <UserShell />
}

/** The user's app: screens, tab bar, side drawer, toasts and the update prompt. */
function UserShell() {
  useHttpErrorHandler()
  const token = useAtomValue(tokenAtom)
  return (
    <>
      <main className={styles.main}>
        <ScreenOfflineNotice />
        <AppRoutes />
      </main>
      <TabBar />
      <LazySideDrawer />
      <ToastHost />
      <LazyUpdatePrompt />
      {token ? (
        <Suspense fallback={null}>
          <CloseNotices key={token} />
        </Suspense>
      ) : null}
    </>
  )
}
