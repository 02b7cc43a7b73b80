// A user's own security settings: two-factor sign-in (TOTP with recovery codes), the anti-phishing phrase shown
// in every mail, and the withdrawal allow-list.

/** GET /api/security */
export interface SecurityInfo {
  two_factor: boolean
  /** Recovery codes not used yet (0 without two-factor sign-in). */
  recovery_codes_left: number
  phishing_phrase: string
  withdraw_allowlist: boolean
  /** TERN_WITHDRAW_NEW_DESTINATION_HOURS: how long a new destination (or allow-list entry) waits. */
  destination_delay_hours: number
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
