import { Trans } from '@lingui/react/macro'
import { useOnline } from '@/shared/ui/NeedsNetwork'
import { EmptyState } from './EmptyState'

/**
 * "Loading…" while a screen's first answer is on its way. Offline it shows nothing: nothing is on its way, and
 * the shell's notice already says the screen needs the network (two messages, one of them forever, said less).
 */
export function Loading() {
  const online = useOnline()
  if (!online) return null
  return (
    <EmptyState>
      <Trans>Loading…</Trans>
    </EmptyState>
  )
}
