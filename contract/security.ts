// A user's own security settings: two-factor sign-in (TOTP with recovery codes), the anti-phishing phrase shown
// in every mail, and the withdrawal allow-list.

/** GET /api/security */
export interface SecurityInfo {
  two_factor: boolean
  /** Recovery codes not used yet (0 without two-factor sign-in). */
  recovery_codes_left: number
  phishing_phrase: string
  /** The allow-list applies now (also while a confirmed turn-off waits for its time). */
  withdraw_allowlist: boolean
  /** When a confirmed turn-off takes effect (ISO time); null when none is waiting. */
  withdraw_allowlist_off_at: string | null
  /** TERN_WITHDRAW_NEW_DESTINATION_HOURS: how long a new destination (or allow-list entry) waits. */
  destination_delay_hours: number
}

/**
 * POST /api/withdraw_allowlist: the allow-list after the call. Turning it off without two-factor sign-in takes two
 * calls: the first mails a code (`code_expires_at`), the second, with that code, sets `off_at`, the new-destination
 * delay from now; turning it on again cancels a waiting turn-off.
 */
export interface AllowlistState {
  /** The list applies now. */
  enabled: boolean
  /** When a confirmed turn-off takes effect; null when none is waiting. */
  off_at: string | null
  /** Set when this call sent a code to confirm the turn-off: until when it works. */
  code_expires_at: string | null
}

/** POST /api/two_factor_setup: the secret to add to an authenticator app (as a QR code of `uri`, or typed). */
export interface TwoFactorSetup {
  secret: string
  uri: string
}

/** POST /api/two_factor_enable: the ten recovery codes, shown once (only their hashes are kept). */
export interface RecoveryCodes {
  recovery_codes: string[]
}

export const recoveryCodeCount = 10
export const phishingPhraseMaxLength = 32
