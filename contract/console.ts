// The operator console's access calls and their answers: operator sign-in with TOTP, the session, roles and the
// audit log. Request schemas are in schemas/console.ts. An operator session's token travels as
// `Authorization: Bearer <token>` on /admin/* only; it never works on /api/*, and a UserToken never works on /admin/*.

export const operatorRoles = ['reviewer', 'support', 'admin'] as const
export type OperatorRole = (typeof operatorRoles)[number]

/**
 * Which roles may call an /admin path: the longest matching prefix decides; a path no prefix matches needs
 * `admin`. `admin` may call everything. The server enforces it (server/http/operator.ts); the console reads it
 * to show only what the role may open.
 */
export const operatorAccess: readonly { prefix: string; roles: readonly OperatorRole[] }[] = [
  { prefix: '/admin/session', roles: ['reviewer', 'support', 'admin'] },
  { prefix: '/admin/deposits', roles: ['reviewer', 'admin'] },
  { prefix: '/admin/withdrawals', roles: ['reviewer', 'admin'] },
  { prefix: '/admin/banks', roles: ['reviewer', 'admin'] },
  { prefix: '/admin/verifications', roles: ['reviewer', 'admin'] },
  { prefix: '/admin/support', roles: ['support', 'admin'] },
  { prefix: '/admin/queues', roles: ['reviewer', 'admin'] },
  { prefix: '/admin/users', roles: ['admin'] },
  { prefix: '/admin/house', roles: ['admin'] },
  { prefix: '/admin/products', roles: ['admin'] },
  { prefix: '/admin/feed', roles: ['admin'] },
]

/** True when `path` equals `prefix` or continues it with a '/' (so /admin/banks never matches /admin/banksy). */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The roles that may call `path` (an /admin path without its query). */
export function rolesFor(path: string): readonly OperatorRole[] {
  let best: { prefix: string; roles: readonly OperatorRole[] } | undefined
  for (const entry of operatorAccess) {
    if (under(path, entry.prefix) && entry.prefix.length > (best?.prefix.length ?? -1)) best = entry
  }
  return best?.roles ?? ['admin']
}

export const canAccess = (role: OperatorRole, path: string): boolean => rolesFor(path).includes(role)

/** Operator sessions end after this long without a call, and at the latest this long after sign-in. */
export const operatorSessionLimits = { idleMinutes: 15, absoluteHours: 12 } as const

/** GET /admin/session/me: who is calling. `via: 'token'` is the legacy TERN_ADMIN_TOKEN (scripts), acting as admin. */
export interface OperatorMe {
  /** 0 for the legacy token. */
  id: number
  /** '' for the legacy token. */
  email: string
  role: OperatorRole
  via: 'session' | 'token'
}

/** The secret to put in an authenticator app (the otpauth URI is what a QR code shows). Issuer "Tern". */
export interface TotpEnrolment {
  secret: string
  uri: string
}

/** A signed-in operator: the bearer token for /admin/* and when it ends at the latest. */
export interface OperatorSession {
  token: string
  expires_at: string
  operator: OperatorMe
}

/**
 * POST /admin/session/login: a session, or (an operator without TOTP yet, who gave the CLI's enrolment code) the
 * secret to enrol with; then POST /admin/session/enrol {email, password, code} with a code from that secret answers
 * the first session. Without the enrolment code the answer is the error `enrolment_code_required`.
 */
export type OperatorLoginResult =
  | ({ kind: 'session' } & OperatorSession)
  | { kind: 'totp_enrolment'; totp_enrolment: TotpEnrolment }

/** One row of the audit log. `operator`: 'op:<email>', 'admin@<address>' (legacy token), 'cli:<os user>' or 'auto'. */
export interface AuditRecord {
  id: number
  operator: string
  /** e.g. 'deposit.approve', 'operator.login', 'user.view' */
  action: string
  /** e.g. 'user:12', 'deposit:4', 'operator:2' */
  target: string
  before: string
  after: string
  reason: string
  /** The client address of the call ('' for the CLI and automatic decisions). */
  address: string
  created_at: string
}

/** GET /admin/audit?operator&action&target&from&to&page&page_size: newest first. Admin only. */
export interface AuditPage {
  items: AuditRecord[]
  page: number
  page_size: number
  has_more: boolean
}

/** GET /admin/audit.csv with the same filters: text/csv, a header row then one row per entry (at most auditCsvMaxRows). */
export const auditCsvColumns = [
  'id',
  'created_at',
  'operator',
  'action',
  'target',
  'before',
  'after',
  'reason',
  'address',
] as const
export const auditCsvMaxRows = 50_000

/** GET /admin/operators (admin): every operator account. */
export interface OperatorAccount {
  id: number
  email: string
  role: OperatorRole
  totp_enabled: boolean
  disabled: boolean
  created_at: string
}
