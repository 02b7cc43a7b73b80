import { Trans } from '@lingui/react/macro'
import { ApiError } from '@/shared/lib/http'
import styles from './Wallet.module.css'

/** The reason a wallet resource could not load: the server's message, or a generic network note. */
export function LoadError({ error }: { error: unknown }) {
  if (!error) return null
  return (
    <p className={styles.error} role="alert">
      {error instanceof ApiError ? error.msg : <Trans>Network error. Retrying…</Trans>}
    </p>
  )
}
