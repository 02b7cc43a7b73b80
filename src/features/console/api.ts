// The console's calls (operator side of /admin/*), through the one HTTP client as the operator. No React.
import type { AuditPage, OperatorLoginResult, OperatorMe, OperatorSession } from '@contract/console'
import type {
  FreezeAnswer,
  FreezeRequest,
  HouseReport,
  LedgerEntry,
  OrderKind,
  Page,
  QueueCounts,
  UserDetail,
  UserOrder,
  UserSummary,
} from '@contract/console-data'
import type { AuditQuery, OperatorLoginRequest } from '@contract/schemas/console'
import { http } from '@/shared/lib/http'
import type { AnnouncementTexts } from './model'
import { operatorAuth } from './session'
import type { ReviewItems, ReviewKind } from './types'

export function loginOperator(request: OperatorLoginRequest): Promise<OperatorLoginResult> {
  return http.post<OperatorLoginResult>('admin/session/login', request, { auth: operatorAuth })
}

/** The first sign-in: a code from the secret just shown proves the authenticator app holds it. */
export function enrolOperator(request: OperatorLoginRequest): Promise<OperatorSession> {
  return http.post<OperatorSession>('admin/session/enrol', request, { auth: operatorAuth })
}

export function fetchOperatorMe(signal?: AbortSignal): Promise<OperatorMe> {
  return http.get<OperatorMe>('admin/session/me', { auth: operatorAuth, signal })
}

export function logoutOperator(): Promise<unknown> {
  return http.post('admin/session/logout', {}, { auth: operatorAuth })
}

export type AuditFilters = Partial<Pick<AuditQuery, 'operator' | 'action' | 'target' | 'from' | 'to'>>

function auditParams(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])))
}

export function fetchAudit(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<AuditPage> {
  return http.get<AuditPage>('admin/audit', {
    auth: operatorAuth,
    signal,
    searchParams: { ...auditParams(filters), page },
  })
}

export function downloadAuditCsv(filters: AuditFilters): Promise<Blob> {
  const query = new URLSearchParams(auditParams(filters)).toString()
  return http.blob(`admin/audit.csv${query ? `?${query}` : ''}`, { auth: operatorAuth })
}

export function fetchQueueCounts(signal?: AbortSignal): Promise<QueueCounts> {
  return http.get<QueueCounts>('admin/queues', { auth: operatorAuth, signal })
}

/** Pending items of one queue, oldest first. */
export function fetchReviews<K extends ReviewKind>(kind: K, signal?: AbortSignal): Promise<ReviewItems[K][]> {
  return http.get<ReviewItems[K][]>(`admin/${kind}`, { auth: operatorAuth, signal, searchParams: { status: '0' } })
}

export function decideReview(kind: ReviewKind, id: number, decision: 'approve' | 'reject', reason: string) {
  return http.post(`admin/${kind}/${id}/${decision}`, { reason }, { auth: operatorAuth })
}

/** An upload (a deposit proof, an ID image): only the operator's bearer token may read it. */
export function fetchUpload(path: string, signal?: AbortSignal): Promise<Blob> {
  return http.blob(path, { auth: operatorAuth, signal })
}

export function searchUsers(q: string, page: number, signal?: AbortSignal): Promise<Page<UserSummary>> {
  return http.get<Page<UserSummary>>('admin/users', { auth: operatorAuth, signal, searchParams: { q, page } })
}

export function fetchUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
  return http.get<UserDetail>(`admin/users/${id}`, { auth: operatorAuth, signal })
}

export function fetchUserLedger(id: number, page: number, signal?: AbortSignal): Promise<Page<LedgerEntry>> {
  return http.get<Page<LedgerEntry>>(`admin/users/${id}/ledger`, { auth: operatorAuth, signal, searchParams: { page } })
}

export function fetchUserOrders(id: number, kind: OrderKind, signal?: AbortSignal): Promise<Page<UserOrder>> {
  return http.get<Page<UserOrder>>(`admin/users/${id}/orders`, { auth: operatorAuth, signal, searchParams: { kind } })
}

export function setUserFreeze(id: number, freeze: boolean, request: FreezeRequest): Promise<FreezeAnswer> {
  return http.post<FreezeAnswer>(`admin/users/${id}/${freeze ? 'freeze' : 'unfreeze'}`, request, { auth: operatorAuth })
}

export function fetchHouse(signal?: AbortSignal): Promise<HouseReport> {
  return http.get<HouseReport>('admin/house', { auth: operatorAuth, signal })
}

/** POST /admin/announcements: one text per language (en at least); every user gets it in the inbox. */
export function broadcastAnnouncement(texts: AnnouncementTexts): Promise<unknown> {
  return http.post('admin/announcements', { texts }, { auth: operatorAuth })
}
