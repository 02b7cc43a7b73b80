import { atom } from 'jotai'
import { resourceAtom, resourceFamily } from '@/shared/lib/resource'
import {
  fetchClientServiceUrl,
  fetchSupportThread,
  fetchSupportThreads,
  fetchSupportUnread,
  openSupportThread,
  replySupportThread,
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
export const openSupportThreadAtom = atom(null, async (_get, set, draft: SupportDraft) => {
  try {
    const thread = await openSupportThread(draft)
    set(supportThreadsAtom, 'refresh')
    return thread.id
  } catch {
    return null
  }
})

/** Writes in a conversation; resolves to true once sent. */
export const replySupportThreadAtom = atom(null, async (_get, set, request: SupportDraft & { threadId: number }) => {
  try {
    await replySupportThread({ thread_id: request.threadId, body: request.body, pic: request.pic })
    set(supportThreadFamily(request.threadId), 'refresh')
    set(supportThreadsAtom, 'refresh')
    return true
  } catch {
    return false
  }
})
