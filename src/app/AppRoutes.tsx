import { useAtomValue } from 'jotai'
import { type ReactNode, Suspense, useState } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { authPath, useCurrentPath } from '@/shared/lib/return-to'
import { isLoggedInAtom } from '@/shared/lib/session'
import styles from './AppShell.module.css'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { type Guard, guardFor, NotFoundScreen, paths, routeTable } from './routes'

function Guarded({ guard, children }: { guard: Guard | null; children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const current = useCurrentPath()
  // A guest screen checks once on arrival: after signing in there it shows its success state, then leaves itself.
  const [loggedInOnArrival] = useState(loggedIn)
  // A visitor logs in first, then comes back here.
  if (guard === 'auth' && !loggedIn) return <Redirect to={authPath(paths.login, current)} replace />
  if (guard === 'guest' && loggedInOnArrival) return <Redirect to={paths.home} replace />
  return children
}

export function AppRoutes() {
  const [location] = useLocation()
  return (
    <Guarded key={location} guard={guardFor(location)}>
      <RouteErrorBoundary key={location}>
        <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
          <Switch>
            {routeTable.map((route) => (
              <Route key={route.pattern} path={route.pattern} component={route.screen} />
            ))}
            <Route component={NotFoundScreen} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </Guarded>
  )
}
