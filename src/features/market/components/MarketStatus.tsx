import { OfflineNotice } from '@/shared/ui/OfflineNotice'
import type { MarketView } from '../atoms'

/** The offline notice for a market view, or nothing while the prices are live. */
export function MarketStatus({ view }: { view: MarketView<unknown> }) {
  return view.offline ? <OfflineNotice asOf={view.asOf} /> : null
}
