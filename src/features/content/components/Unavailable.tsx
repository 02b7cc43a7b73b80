import { Trans } from '@lingui/react/macro'
import { paths } from '@/shared/lib/paths'
import { TopBar } from '@/shared/ui/TopBar'
import { EmptyState } from './LoadState'

/** A content address whose id or type cannot exist. */
export function Unavailable() {
  return (
    <div>
      <TopBar backTo={paths.home} />
      <EmptyState>
        <Trans>This page is not available.</Trans>
      </EmptyState>
    </div>
  )
}
