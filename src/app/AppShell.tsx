import { UpdatePrompt } from '@/features/pwa'
import { ToastHost } from '@/shared/ui/ToastHost'
import { AppRoutes } from './AppRoutes'
import styles from './AppShell.module.css'
import { LazySideDrawer } from './LazySideDrawer'
import { TabBar } from './TabBar'
import { useHttpErrorHandler } from './use-http-error-handler'

/** Everything inside the router: screens, tab bar, side drawer, toasts and the update prompt. */
export function AppShell() {
  useHttpErrorHandler()
  return (
    <>
      <main className={styles.main}>
        <AppRoutes />
      </main>
      <TabBar />
      <LazySideDrawer />
      <ToastHost />
      <UpdatePrompt />
    </>
  )
}
