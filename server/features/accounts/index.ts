// The accounts feature's surface: the only file other features import from it (scripts/lib/import-rules.ts).

export {
  hashOneTimeCode,
  newDigitCode,
  newRecoveryCode,
  normalizeRecoveryCode,
  oneTimeCodeMatches,
} from './code-hash'
export { ensureDemoAccount } from './demo'
export { withHashSlot, withOperatorHashSlot } from './hash-slots'
export { dummyHash, hashPassword, verifyPassword } from './password'
export { findUserById, findUserByName } from './repo'
export { allowlistActive } from './security'
export { MIN_PASSWORD_LENGTH } from './service'
export { endingSessions, sessionCacheOf } from './session-cache'
export { revokeAllSessions, revokeOtherSessions, type Session } from './sessions'
export { operatorLoginScopes, reserveLogin, settleSuccess } from './throttle'
export { hashToken } from './tokens'
export { acceptSecondFactor, requireSecondFactor, throttledCodeCheck } from './two-factor'
export { userInfo } from './userinfo'
export { normalizeUsername } from './username'
