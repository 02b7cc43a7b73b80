import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { UpdatePrompt } from '@/features/pwa'
import { tokenAtom } from '@/shared/lib/session'
import { ToastHost } from '@/shared/ui/ToastHost'
import { AppRoutes } from './AppRoutes'
import styles from './AppShell.module.css'
import { LazySideDrawer } from './LazySideDrawer'
import { TabBar } from './TabBar'
import { useHttpErrorHandler } from './use-http-error-handler'

// Close notices of contract positions, in their own chunk (out of the home route's bundle), once per session.
const CloseNotices = lazy(async () => ({
  default: (await import('@/features/contract/components/CloseNotices')).CloseNotices,
}))

/** Everything inside the router: screens, tab bar, side drawer, toasts and the update prompt. */
export function AppShell() {
  useHttpErrorHandler()
  const token = useAtomValue(tokenAtom)
  return (
    <>
      <main className={styles.main}>
        <AppRoutes />
      </main>
      <TabBar />
      <LazySideDrawer />
      <ToastHost />
      <UpdatePrompt />
      {token ? (
        <Suspense fallback={null}>
          <CloseNotices key={token} />
        </Suspense>
      ) : null}
    </>
  )
}
