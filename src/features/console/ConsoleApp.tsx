// The operator console under /console: its own login, layout and screens, loaded only when an operator opens it
// (never in the user's bundle). It speaks to /admin with the operator session, never with the user's token.
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { ToastHost } from '@/shared/ui/ToastHost'
import { endOperatorSessionAtom, operatorSessionAtom } from './atoms'
import { ConsoleLayout } from './components/ConsoleLayout'
import { consolePaths } from './model'
import { LoginScreen } from './screens/LoginScreen'
import { onOperatorSessionExpired } from './session'

/** The console is a desktop tool too: it lifts the phone column's width limit while it is open. */
function useWideRoot(): void {
  useEffect(() => {
    document.documentElement.dataset.console = ''
    return () => {
      delete document.documentElement.dataset.console
    }
  }, [])
}

/** A 401 from /admin ends the session here and returns to the login. */
function useSessionExpiry(): void {
  const [, navigate] = useLocation()
  const end = useSetAtom(endOperatorSessionAtom)
  useEffect(
    () =>
      onOperatorSessionExpired(() => {
        end()
        navigate(consolePaths.login, { replace: true })
      }),
    [end, navigate],
  )
}

export function ConsoleApp() {
  useWideRoot()
  useSessionExpiry()
  const session = useAtomValue(operatorSessionAtom)
  return (
    <>
      <Switch>
        <Route path={consolePaths.login} component={LoginScreen} />
        <Route>
          {session ? (
            <ConsoleLayout key={session.token} session={session} />
          ) : (
            <Redirect to={consolePaths.login} replace />
          )}
        </Route>
      </Switch>
      <ToastHost />
    </>
  )
}
