// The shell's reaction to failed calls (spec section 8): a status-0 reply shows the server msg as an error
// toast; HTTP 204 ends the session and goes to /login; network failures are only logged.
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { endSessionAtom } from '@/features/account'
import { ApiError, onHttpError, SessionExpiredError } from '@/shared/lib/http'
import { showToastAtom } from '@/shared/ui/toast'
import { paths } from './routes'

export function useHttpErrorHandler(): void {
  const [, navigate] = useLocation()
  const endSession = useSetAtom(endSessionAtom)
  const showToast = useSetAtom(showToastAtom)
  useEffect(
    () =>
      onHttpError(({ error, method, path }) => {
        if (error instanceof SessionExpiredError) {
          endSession()
          navigate(paths.login, { replace: true })
        } else if (error instanceof ApiError) {
          showToast({ kind: 'error', text: error.msg })
        } else {
          console.warn(`network failure: ${method.toUpperCase()} ${path}`, error)
        }
      }),
    [navigate, endSession, showToast],
  )
}
