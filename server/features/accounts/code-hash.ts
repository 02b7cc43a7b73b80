// One-time codes stored as salt$sha256 (base64url): recovery codes of the second factor, mailed withdrawal codes.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest()

export function hashOneTimeCode(code: string): string {
  const salt = randomBytes(16).toString('base64url')
  return `${salt}$${digest(salt, code).toString('base64url')}`
}

export function oneTimeCodeMatches(code: string, stored: string): boolean {
  const [salt = '', hash = ''] = stored.split('$')
  const expected = Buffer.from(hash, 'base64url')
  const actual = digest(salt, code)
  return expected.length === actual.length && timingSafeEqual(actual, expected)
}

/** Six digits from a CSPRNG. */
export const newDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** A recovery code: ten characters of an unambiguous alphabet (about 49 bits), shown as xxxxx-xxxxx. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** A recovery code as typed (any case, with or without the dash or spaces) in its stored form. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')
