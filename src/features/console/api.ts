// The console's calls (operator side of /admin/*), through the console's own client. No React.
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
import { consoleHttp } from './client'
import type { AnnouncementTexts } from './model'
import type { ReviewItems, ReviewKind } from './types'

export function loginOperator(request: OperatorLoginRequest): Promise<OperatorLoginResult> {
  return consoleHttp.post<OperatorLoginResult>('admin/session/login', request)
}

/** The first sign-in: a code from the secret just shown proves the authenticator app holds it. */
export function enrolOperator(request: OperatorLoginRequest): Promise<OperatorSession> {
  return consoleHttp.post<OperatorSession>('admin/session/enrol', request)
}

export function fetchOperatorMe(signal?: AbortSignal): Promise<OperatorMe> {
  return consoleHttp.get<OperatorMe>('admin/session/me', { signal })
}

export function logoutOperator(): Promise<unknown> {
  return consoleHttp.post('admin/session/logout')
}

export type AuditFilters = Partial<Pick<AuditQuery, 'operator' | 'action' | 'target' | 'from' | 'to'>>

function auditParams(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])))
}

export function fetchAudit(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<AuditPage> {
  return consoleHttp.get<AuditPage>('admin/audit', { signal, searchParams: { ...auditParams(filters), page } })
}

export function downloadAuditCsv(filters: AuditFilters): Promise<Blob> {
  const query = new URLSearchParams(auditParams(filters)).toString()
  return consoleHttp.blob(`admin/audit.csv${query ? `?${query}` : ''}`)
}

export function fetchQueueCounts(signal?: AbortSignal): Promise<QueueCounts> {
  return consoleHttp.get<QueueCounts>('admin/queues', { signal })
}

/** Pending items of one queue, oldest first. */
export function fetchReviews<K extends ReviewKind>(kind: K, signal?: AbortSignal): Promise<ReviewItems[K][]> {
  return consoleHttp.get<ReviewItems[K][]>(`admin/${kind}`, { signal, searchParams: { status: '0' } })
}

export function decideReview(kind: ReviewKind, id: number, decision: 'approve' | 'reject', reason: string) {
  return consoleHttp.post(`admin/${kind}/${id}/${decision}`, { reason })
}

/** An upload (a deposit proof, an ID image) as an object URL: only the operator's bearer token may read it. */
export async function fetchUploadUrl(path: string, signal?: AbortSignal): Promise<string> {
  return URL.createObjectURL(await consoleHttp.blob(path, signal))
}

export function searchUsers(q: string, page: number, signal?: AbortSignal): Promise<Page<UserSummary>> {
  return consoleHttp.get<Page<UserSummary>>('admin/users', { signal, searchParams: { q, page } })
}

export function fetchUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
  return consoleHttp.get<UserDetail>(`admin/users/${id}`, { signal })
}

export function fetchUserLedger(id: number, page: number, signal?: AbortSignal): Promise<Page<LedgerEntry>> {
  return consoleHttp.get<Page<LedgerEntry>>(`admin/users/${id}/ledger`, { signal, searchParams: { page } })
}

export function fetchUserOrders(id: number, kind: OrderKind, signal?: AbortSignal): Promise<Page<UserOrder>> {
  return consoleHttp.get<Page<UserOrder>>(`admin/users/${id}/orders`, { signal, searchParams: { kind } })
}

export function setUserFreeze(id: number, freeze: boolean, request: FreezeRequest): Promise<FreezeAnswer> {
  return consoleHttp.post<FreezeAnswer>(`admin/users/${id}/${freeze ? 'freeze' : 'unfreeze'}`, request)
}

export function fetchHouse(signal?: AbortSignal): Promise<HouseReport> {
  return consoleHttp.get<HouseReport>('admin/house', { signal })
}

/** POST /admin/announcements: one text per language (en at least); every user gets it in the inbox. */
export function broadcastAnnouncement(texts: AnnouncementTexts): Promise<unknown> {
  return consoleHttp.post('admin/announcements', { texts })
}
