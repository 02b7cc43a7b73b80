// The console's pure parts: its sections and the /admin prefix each one calls (a role sees a section only when
// the server's role table lets it call that prefix), the stored session, and small decision rules.
import type { LanguageCode } from '@contract/api'
import { canAccess, type OperatorRole, type OperatorSession } from '@contract/console'

/** What the console keeps of a session: the bearer token, who it is and when it ends at the latest. */
export interface StoredSession {
  token: string
  email: string
  role: OperatorRole
  expires_at: string
}

export function toStoredSession(session: OperatorSession): StoredSession {
  const { token, expires_at, operator } = session
  return { token, expires_at, email: operator.email, role: operator.role }
}

export const consoleSections = [
  'queues',
  'users',
  'support',
  'announcements',
  'products',
  'feed',
  'house',
  'audit',
] as const
export type ConsoleSection = (typeof consoleSections)[number]

/** The /admin call each section stands on. */
const sectionCalls: Record<ConsoleSection, string> = {
  queues: '/admin/deposits',
  users: '/admin/users',
  support: '/admin/support',
  announcements: '/admin/announcements',
  products: '/admin/products',
  feed: '/admin/feed',
  house: '/admin/house',
  audit: '/admin/audit',
}

export function sectionsFor(role: OperatorRole): ConsoleSection[] {
  return consoleSections.filter((section) => canAccess(role, sectionCalls[section]))
}

export const consolePaths = {
  root: '/console',
  login: '/console/login',
  section: (section: ConsoleSection) => `/console/${section}`,
  user: (id: number) => `/console/users/${id}`,
} as const

/** Where an operator lands after signing in: the first section the role may open. */
export function homeSection(role: OperatorRole): ConsoleSection {
  return sectionsFor(role)[0] ?? 'queues'
}

/** A rejection needs a reason the user will read; an approval may carry one. */
export function reasonError(decision: 'approve' | 'reject', reason: string): 'reason_required' | null {
  return decision === 'reject' && reason.trim() === '' ? 'reason_required' : null
}

/** A six-digit code from an authenticator app (spaces allowed while typing). */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''))
}

/** POST /admin/announcements texts: a title and content per language code. */
export type AnnouncementTexts = Partial<Record<LanguageCode, { title: string; content: string }>>

/** The languages an operator filled in: both a title and content. English is required. */
export function announcementTexts(drafts: AnnouncementTexts): AnnouncementTexts {
  return Object.fromEntries(
    Object.entries(drafts).filter(([, text]) => text && text.title.trim() !== '' && text.content.trim() !== ''),
  )
}
