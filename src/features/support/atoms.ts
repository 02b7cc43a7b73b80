import { actionAtom } from '@/shared/lib/action'
import { imageUploadAtom } from '@/shared/lib/image-upload'
import { resourceAtom, resourceFamily } from '@/shared/lib/resource'
import {
  fetchClientServiceUrl,
  fetchSupportImage,
  fetchSupportThread,
  fetchSupportThreads,
  fetchSupportUnread,
  openSupportThread,
  replySupportThread,
  uploadSupportImage,
} from './api'

/** Polled while a support screen or the drawer shows: operators answer at any time. */
const SUPPORT_POLL_MS = 10_000

/** GET /main/client_service_url: the external service page, or '' for the built-in inbox. */
export const clientServiceUrlAtom = resourceAtom({
  key: 'support.url',
  scope: 'public',
  fetch: (_param, signal) => fetchClientServiceUrl(signal),
})

/** GET /api/support_threads: the user's conversations. */
export const supportThreadsAtom = resourceAtom({
  key: 'support.threads',
  scope: 'session',
  fetch: (_param, signal) => fetchSupportThreads(signal),
  pollMs: SUPPORT_POLL_MS,
})

/** One conversation with its messages (reading it marks its answers read). */
export const supportThreadFamily = resourceFamily({
  key: 'support.thread',
  scope: 'session',
  fetch: (threadId: number, signal) => fetchSupportThread(threadId, signal),
  pollMs: SUPPORT_POLL_MS,
})

/** GET /api/support_unread: operator answers not yet seen, for the drawer item. */
export const supportUnreadAtom = resourceAtom({
  key: 'support.unread',
  scope: 'session',
  fetch: (_param, signal) => fetchSupportUnread(signal),
  pollMs: SUPPORT_POLL_MS,
})

export interface SupportDraft {
  body: string
  /** The attached image's src ('' when none). */
  pic: string
}

/** Starts a conversation; resolves to its id, or null when refused (the shell shows the server's message). */
export const openSupportThreadAtom = actionAtom({
  run: async (draft: SupportDraft) => (await openSupportThread(draft)).id,
  onSuccess: (_get, set) => set(supportThreadsAtom, 'refresh'),
})

/** Writes in a conversation; resolves to true once sent, or null when refused. */
export const replySupportThreadAtom = actionAtom({
  run: async (request: SupportDraft & { threadId: number }) => {
    await replySupportThread({ thread_id: request.threadId, body: request.body, pic: request.pic })
    return true
  },
  onSuccess: (_get, set, _sent, request) => {
    set(supportThreadFamily(request.threadId), 'refresh')
    set(supportThreadsAtom, 'refresh')
  },
})

/** An image attached to a message, as a Blob (kept in memory only: not saved for offline use). */
export const supportImageFamily = resourceFamily({
  key: 'support.image',
  scope: 'session',
  offline: 'own',
  fetch: (src: string, signal) => fetchSupportImage(src, signal),
})

/** Attaches an image to the message being written: scaled in the browser, then uploaded (the user's quota applies). */
export const attachSupportImageAtom = imageUploadAtom(uploadSupportImage)
