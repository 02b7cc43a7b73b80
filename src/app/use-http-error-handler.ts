// The shell's reaction to failed calls (spec section 8): a status-0 reply shows the server msg as an error
// toast; HTTP 204 ends the session and goes to /login (which leads back here); network failures are only logged.
import { useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { endSessionAtom } from '@/features/account'
import { ApiError, onHttpError, SessionExpiredError } from '@/shared/lib/http'
import { authPath, useCurrentPath } from '@/shared/lib/return-to'
import { showToastAtom } from '@/shared/ui/toast'
import { paths } from './routes'

export function useHttpErrorHandler(): void {
  const [, navigate] = useLocation()
  const endSession = useSetAtom(endSessionAtom)
  const showToast = useSetAtom(showToastAtom)
  // Read when the error arrives, so a new screen does not re-subscribe the handler.
  const current = useRef('')
  current.current = useCurrentPath()
  useEffect(
    () =>
      onHttpError(({ error, method, path }) => {
        if (error instanceof SessionExpiredError) {
          endSession()
          navigate(authPath(paths.login, current.current), { replace: true })
        } else if (error instanceof ApiError) {
          showToast({ kind: 'error', text: error.msg })
        } else {
          console.warn(`network failure: ${method.toUpperCase()} ${path}`, error)
        }
      }),
    [navigate, endSession, showToast],
  )
}
