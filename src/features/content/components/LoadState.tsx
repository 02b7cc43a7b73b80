import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '@/shared/ui/Button'
import styles from '../Content.module.css'

/** Loading and failure placeholders; the server's message itself arrives as the shell's error toast. */
export function LoadState({ status, onRetry }: { status: 'loading' | 'error'; onRetry: () => void }) {
  if (status === 'loading') {
    return (
      <p className={styles.state} aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    )
  }
  return (
    <div className={styles.state} role="alert">
      <p>
        <Trans>This page could not be loaded.</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>
}
