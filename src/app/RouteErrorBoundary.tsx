import { Trans } from '@lingui/react/macro'
import { Component, type ReactNode } from 'react'
import styles from './AppShell.module.css'
import { ChunkLoadTimeout } from './chunk-recovery'

interface State {
  error: unknown
}

/** A screen that fails to load (e.g. its chunk while offline) or crashes shows a retry instead of a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(error: unknown): void {
    console.error('screen failed', error)
  }

  override render() {
    if (this.state.error === null) return this.props.children
    return (
      <div className={styles.failure} role="alert">
        <p>
          <Trans>This screen could not be loaded.</Trans>
        </p>
        {this.state.error instanceof ChunkLoadTimeout && <p className={styles.detail}>{this.state.error.message}</p>}
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
      </div>
    )
  }
}
