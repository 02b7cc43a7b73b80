import type { PushCategory } from '@contract/notifications'
import type { PushInfo } from '@contract/push'
import type { PushSubscribeRequest } from '@contract/schemas/push'
import { type Answer, http } from '@/shared/lib/http'

export function fetchPushInfo(endpoint?: string): Promise<PushInfo> {
  return http.get<PushInfo>('/api/push', endpoint ? { searchParams: { endpoint } } : {})
}

export function subscribePush(request: PushSubscribeRequest): Promise<Answer<PushInfo>> {
  return http.postWithMessage<PushInfo>('/api/push_subscribe', request)
}

export function savePushCategories(endpoint: string, categories: PushCategory[]): Promise<Answer<PushInfo>> {
  return http.postWithMessage<PushInfo>('/api/push_settings', { endpoint, categories })
}

export function unsubscribePush(endpoint: string): Promise<Answer<PushInfo>> {
  return http.postWithMessage<PushInfo>('/api/push_unsubscribe', { endpoint })
}
