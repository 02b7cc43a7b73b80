import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { ShareCard } from '../share-model'
import styles from './Buttons.module.css'

// The drawing and sharing code loads when a card is first asked for, not with the history.
const ShareCardDialog = lazy(async () => ({ default: (await import('./ShareCardDialog')).ShareCardDialog }))

/** "Share" on a closed position or a settled timed order: a card with its result, never an amount. */
export function ShareCardButton({ card }: { card: ShareCard | null }) {
  const [open, setOpen] = useState(false)
  if (card === null) return null
  return (
    <>
      <button type="button" className={styles.shareButton} onClick={() => setOpen(true)} data-testid="share-card">
        <Trans>Share</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareCardDialog card={card} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
