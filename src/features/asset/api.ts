import type { AssetAnswer } from '@contract/wallet'
import { http } from '@/shared/lib/http'

/** POST /api/asset {}: totals and per-asset balances. Failures reach the shell (a 204 ends the session). */
export function fetchAsset(signal: AbortSignal): Promise<AssetAnswer> {
  return http.post<AssetAnswer>('/api/asset', {}, { signal })
}
