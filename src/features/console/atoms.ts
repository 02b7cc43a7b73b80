// The console's state in the one store: the operator session and its actions, and the /admin resources. Every
// resource is kept under the operator's token, so one operator's data is never shown to the next one in this tab.
import type { TotpEnrolment } from '@contract/console'
import type { OrderKind } from '@contract/console-data'
import type { OperatorLoginRequest } from '@contract/schemas/console'
import { atom } from 'jotai'
import { type ResourceAtom, resourceAtom, resourceFamily } from '@/shared/lib/resource'
import {
  type AuditFilters,
  broadcastAnnouncement,
  decideReview,
  downloadAuditCsv,
  enrolOperator,
  fetchAudit,
  fetchHouse,
  fetchQueueCounts,
  fetchReviews,
  fetchUpload,
  fetchUser,
  fetchUserLedger,
  fetchUserOrders,
  loginOperator,
  logoutOperator,
  searchUsers,
  setUserFreeze,
} from './api'
import { consoleActionAtom } from './console-action'
import { type AnnouncementTexts, toStoredSession } from './model'
import { answerSupportThread, closeSupportThread, fetchOperatorThread, fetchSupportQueue } from './products-api'
import { operatorSessionAtom } from './session'
import { type ReviewItems, type ReviewKind, reviewKinds } from './types'

export type { ConsoleAction, ConsoleOutcome } from './console-action'
export { failureText } from './console-action'
export type { AuditFilters }
export { operatorSessionAtom }

export type LoginOutcome = { kind: 'signed_in' } | { kind: 'enrol'; enrolment: TotpEnrolment }

/** Signs in; an operator without TOTP yet gets the secret to enrol with instead of a session. */
export const loginOperatorAtom = atom(null, async (_get, set, request: OperatorLoginRequest): Promise<LoginOutcome> => {
  const answer = await loginOperator(request)
  if (answer.kind === 'totp_enrolment') return { kind: 'enrol', enrolment: answer.totp_enrolment }
  set(operatorSessionAtom, toStoredSession(answer))
  return { kind: 'signed_in' }
})

/** Confirms the authenticator app with its first code; answers the first session. */
export const enrolOperatorAtom = atom(null, async (_get, set, request: OperatorLoginRequest) => {
  set(operatorSessionAtom, toStoredSession(await enrolOperator(request)))
})

/** Ends the session on the server (best effort) and forgets it here. */
export const logoutOperatorAtom = atom(null, async (_get, set) => {
  await logoutOperator().catch(() => undefined)
  set(operatorSessionAtom, null)
})

/** The server ended the session (idle, expired, revoked): forget it without a call. */
export const endOperatorSessionAtom = atom(null, (_get, set) => set(operatorSessionAtom, null))

/** Queues refresh on their own: users keep submitting while an operator works. */
const QUEUE_POLL_MS = 15_000

/** The operator's token: every console resource is kept under it, so one operator's data never shows to the next. */
export const operatorTokenAtom = atom((get) => get(operatorSessionAtom)?.token ?? null)

// The operator's session, never the user's; offline 'own': nothing of the console is saved on the device.
export const ofOperator = { scope: 'session', identity: operatorTokenAtom, offline: 'own' } as const

export const queueCountsAtom = resourceAtom({
  key: 'console.queues',
  ...ofOperator,
  fetch: (_param, signal) => fetchQueueCounts(signal),
  pollMs: QUEUE_POLL_MS,
})

function reviewsAtom<K extends ReviewKind>(kind: K) {
  return resourceAtom({
    key: `console.reviews.${kind}`,
    ...ofOperator,
    fetch: (_param, signal) => fetchReviews(kind, signal),
    pollMs: QUEUE_POLL_MS,
  })
}

export const reviewAtoms: { [K in ReviewKind]: ResourceAtom<ReviewItems[K][]> } = {
  deposits: reviewsAtom('deposits'),
  withdrawals: reviewsAtom('withdrawals'),
  banks: reviewsAtom('banks'),
  verifications: reviewsAtom('verifications'),
}

export const userFamily = resourceFamily({
  key: 'console.user',
  ...ofOperator,
  fetch: (id: number, signal) => fetchUser(id, signal),
})

export const userLedgerFamily = resourceFamily({
  key: 'console.user.ledger',
  ...ofOperator,
  fetch: ({ id, page }: { id: number; page: number }, signal) => fetchUserLedger(id, page, signal),
})

export const userOrdersFamily = resourceFamily({
  key: 'console.user.orders',
  ...ofOperator,
  fetch: ({ id, kind }: { id: number; kind: OrderKind }, signal) => fetchUserOrders(id, kind, signal),
})

/** A user's upload (a deposit proof, an ID image): an <img> cannot send the operator's token, so it comes as a Blob. */
export const uploadFamily = resourceFamily({
  key: 'console.upload',
  ...ofOperator,
  fetch: (path: string, signal) => fetchUpload(path, signal),
})

/** One page of the audit log under the applied filters. */
export interface AuditView {
  filters: AuditFilters
  page: number
}

export const auditFamily = resourceFamily({
  key: 'console.audit',
  ...ofOperator,
  fetch: ({ filters, page }: AuditView, signal) => fetchAudit(filters, page, signal),
})

/** Fetches a page of the audit log again, also when it is the one on screen (filtering again shows new entries). */
export const reloadAuditAtom = atom(null, (_get, set, view: AuditView) => set(auditFamily(view), 'refresh'))

export const houseAtom = resourceAtom({
  key: 'console.house',
  ...ofOperator,
  fetch: (_param, signal) => fetchHouse(signal),
})

export const supportQueueFamily = resourceFamily({
  key: 'console.support',
  ...ofOperator,
  fetch: (status: 'open' | 'closed', signal) => fetchSupportQueue(status, signal),
  pollMs: QUEUE_POLL_MS,
})

export const operatorThreadFamily = resourceFamily({
  key: 'console.support.thread',
  ...ofOperator,
  fetch: (id: number, signal) => fetchOperatorThread(id, signal),
  pollMs: QUEUE_POLL_MS,
})

export interface SupportAction {
  id: number
  action: 'answer' | 'close'
  body?: string
}

/** Answers or closes a conversation, then reloads it and the queue. */
export const supportActionAtom = consoleActionAtom(
  ({ id, action, body }: SupportAction) =>
    action === 'answer' ? answerSupportThread(id, body ?? '') : closeSupportThread(id),
  (set, _thread, { id }) => {
    set(operatorThreadFamily(id), 'refresh')
    set(supportQueueFamily('open'), 'refresh')
  },
)

export interface ReviewDecision {
  kind: ReviewKind
  id: number
  decision: 'approve' | 'reject'
  reason: string
}

/** Approves or rejects one item, then refreshes its queue and the counts. */
export const decideReviewAtom = consoleActionAtom(
  ({ kind, id, decision, reason }: ReviewDecision) => decideReview(kind, id, decision, reason),
  (set, _answer, { kind }) => {
    const queue: ResourceAtom<unknown> = reviewAtoms[kind]
    set(queue, 'refresh')
    set(queueCountsAtom, 'refresh')
  },
)

export interface FreezeChange {
  id: number
  freeze: boolean
  what: 'login' | 'withdraw'
  reason: string
}

/** Freezes or unfreezes a user's login or withdrawals (with the reason for the audit log), then reloads the user. */
export const setUserFreezeAtom = consoleActionAtom(
  ({ id, freeze, what, reason }: FreezeChange) => setUserFreeze(id, freeze, { what, reason }),
  (set, _answer, { id }) => set(userFamily(id), 'refresh'),
)

export { reviewKinds }

/** Finds users by id, e-mail or phone (the first page of matches). */
export const searchUsersAtom = consoleActionAtom((query: string) => searchUsers(query, 1))

/** Sends an announcement to every user's inbox, one text per language (en at least). */
export const broadcastAnnouncementAtom = consoleActionAtom((texts: AnnouncementTexts) => broadcastAnnouncement(texts))

/** The audit log under the given filters as a CSV file (the screen saves it). */
export const downloadAuditCsvAtom = consoleActionAtom((filters: AuditFilters) => downloadAuditCsv(filters))
