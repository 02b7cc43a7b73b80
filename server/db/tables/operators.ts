// Operators, their sessions, the audit log of their decisions, and operator-editable settings.
import type { Generated, Selectable } from 'kysely'
import type { OperatorRole } from '../../../contract/console'

/** Append-only (a trigger refuses updates and deletes): every operator decision, with before -> after. */
export interface OperatorAuditTable {
  id: Generated<number>
  /** Who decided: 'admin@<address>' (/admin), 'cli:<os user>' (npm run admin) or 'auto' (auto-approval setting). */
  operator: string
  /** e.g. 'verification.approve' */
  action: string
  /** e.g. 'user:12' */
  target: string
  before: string
  after: string
  reason: string
  /** The client address of the call; '' for the CLI and automatic decisions. */
  address: Generated<string>
  created_at: string
}

export interface OperatorsTable {
  id: Generated<number>
  /** Lower case. */
  email: string
  password_hash: string
  role: OperatorRole
  /** Base32; '' until a sign-in with an enrolment code hands one out. */
  totp_secret: Generated<string>
  totp_enabled: Generated<0 | 1>
  /** The last TOTP time step accepted (a code is never taken twice). */
  totp_last_step: Generated<number>
  disabled: Generated<0 | 1>
  created_at: string
  /** The one-time enrolment code the CLI printed, as salt$sha256; '' when none is waiting (used or never made). */
  enrol_code_hash: Generated<string>
  /** When that code stops working (ISO time); '' without one. */
  enrol_code_expires_at: Generated<string>
}

export interface OperatorSessionsTable {
  id: Generated<number>
  operator_id: number
  /** SHA-256 of the bearer token, hex. */
  token_hash: string
  address: string
  created_at: string
  last_seen_at: string
  expires_at: string
  revoked_at: string | null
}

/** Operator-editable settings (features/console/settings.ts); a key without a row takes its configuration default. */
export interface SettingsTable {
  key: string
  value: string
  updated_at: string
}

export interface OperatorsTables {
  operators: OperatorsTable
  operator_sessions: OperatorSessionsTable
  operator_audit: OperatorAuditTable
  settings: SettingsTable
}

export type OperatorRow = Selectable<OperatorsTable>
export type OperatorAuditRow = Selectable<OperatorAuditTable>
