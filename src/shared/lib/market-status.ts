import type { MarketStatus } from '@contract/market'

/** Whether the server takes orders on a product now: live or simulated prices (a server without statuses: yes). */
export function isTradable(status: MarketStatus | undefined): boolean {
  return status !== 'delayed' && status !== 'closed'
}
