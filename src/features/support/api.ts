import type { SupportReplyRequest, SupportThreadRequest } from '@contract/schemas/support'
import type { ClientServiceUrl, SupportThread, SupportThreadDetail, SupportUnread } from '@contract/support'
import type { UploadAnswer } from '@contract/wallet'
import { http } from '@/shared/lib/http'
import { readStoredToken } from '@/shared/lib/session'

export function fetchClientServiceUrl(signal?: AbortSignal): Promise<ClientServiceUrl> {
  return http.get<ClientServiceUrl>('/main/client_service_url', { signal })
}

export function fetchSupportThreads(signal?: AbortSignal): Promise<SupportThread[]> {
  return http.get<SupportThread[]>('/api/support_threads', { signal })
}

/** Reading a conversation marks the operators' answers in it read. */
export function fetchSupportThread(threadId: number, signal?: AbortSignal): Promise<SupportThreadDetail> {
  return http.post<SupportThreadDetail>('/api/support_messages', { thread_id: threadId }, { signal })
}

export function fetchSupportUnread(signal?: AbortSignal): Promise<SupportUnread> {
  return http.get<SupportUnread>('/api/support_unread', { signal, quiet: true })
}

export function openSupportThread(request: SupportThreadRequest): Promise<SupportThread> {
  return http.post<SupportThread>('/api/support_thread', request)
}

export function replySupportThread(request: SupportReplyRequest): Promise<SupportThreadDetail> {
  return http.post<SupportThreadDetail>('/api/support_reply', request)
}

/** An image for a message, already scaled to a JPEG data URL (the user's upload quota applies). */
export function uploadSupportImage(dataUrl: string): Promise<UploadAnswer> {
  return http.post<UploadAnswer>('/api/stream_upload', { image: dataUrl })
}

/**
 * An attached image: uploads are served only with the owner's UserToken header, which an <img> element cannot
 * send, so it comes as a Blob (shown through an object URL).
 */
export async function fetchSupportImage(src: string, signal?: AbortSignal): Promise<Blob> {
  const base = import.meta.env.VITE_API_BASE?.replace(/\/+$/, '') ?? ''
  const token = readStoredToken()
  const response = await fetch(`${base}${src}`, { signal, headers: token ? { UserToken: token } : {} })
  if (!response.ok) throw new Error(`image ${response.status}`)
  return response.blob()
}
