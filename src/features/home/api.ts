import type { Banner } from '@contract/api'
import { http } from '@/shared/lib/http'

export function fetchBanners(signal?: AbortSignal): Promise<Banner[]> {
  return http.get<Banner[]>('/main/banners', { signal })
}
