import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { UpdatePrompt } from '@/features/pwa'
import { isLoggedInAtom } from '@/shared/lib/session'
import { ToastHost } from '@/shared/ui/ToastHost'
import { AppRoutes } from './AppRoutes'
import styles from './AppShell.module.css'
import { SideDrawer } from './SideDrawer'
import { TabBar } from './TabBar'
import { useHttpErrorHandler } from './use-http-error-handler'

// Close notices of contract positions, in their own chunk (out of the home route's bundle), for signed-in users.
const CloseNotices = lazy(async () => ({
  default: (await import('@/features/contract/components/CloseNotices')).CloseNotices,
}))

/** Everything inside the router: screens, tab bar, side drawer, toasts and the update prompt. */
export function AppShell() {
  useHttpErrorHandler()
  const loggedIn = useAtomValue(isLoggedInAtom)
  return (
    <>
      <main className={styles.main}>
        <AppRoutes />
      </main>
      <TabBar />
      <SideDrawer />
      <ToastHost />
      <UpdatePrompt />
      {loggedIn ? (
        <Suspense fallback={null}>
          <CloseNotices />
        </Suspense>
      ) : null}
    </>
  )
}
