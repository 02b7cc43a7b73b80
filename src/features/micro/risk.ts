// Acceptance of the timed-order risk disclosure, per account, in localStorage, so the disclosure shows once.
// The server keeps the record that counts (POST /api/risk_accept, see atoms.ts). The stored record carries the
// disclosure's version: when the text changes materially, the version in the API contract goes up and every
// account is asked again (older records migrate to "not accepted").
import { riskDisclosureVersion } from '@contract/risk'

const STORAGE_KEY = 'tern.risk-disclosure'
export const RISK_DISCLOSURE_VERSION = riskDisclosureVersion.micro

interface StoredAcceptance {
  version: number
  /** Account id -> ISO time of acceptance. */
  accepted: Record<string, string>
}

function read(): StoredAcceptance {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')
    return migrate(parsed)
  } catch {
    return { version: RISK_DISCLOSURE_VERSION, accepted: {} }
  }
}

/** Any record of another version (or a malformed one) accepts nothing: the text it agreed to has changed. */
export function migrate(stored: unknown): StoredAcceptance {
  const fresh = { version: RISK_DISCLOSURE_VERSION, accepted: {} }
  if (typeof stored !== 'object' || stored === null) return fresh
  const { version, accepted } = stored as Partial<StoredAcceptance>
  if (version !== RISK_DISCLOSURE_VERSION || typeof accepted !== 'object' || accepted === null) return fresh
  return { version, accepted }
}

export function hasAcceptedRisk(accountId: number): boolean {
  return read().accepted[String(accountId)] !== undefined
}

/** Forgets every local acceptance (the server has none on record): the disclosure shows again. */
export function forgetRiskAcceptances(): void {
  try {
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

export function acceptRisk(accountId: number, at: Date = new Date()): void {
  const stored = read()
  stored.accepted[String(accountId)] = at.toISOString()
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Storage unavailable (private mode): the disclosure shows again on the next visit.
  }
}
