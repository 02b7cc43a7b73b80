import { isPossiblePhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js'
import { z } from 'zod'
import { AppError } from '../../errors'

const email = z.email()

/**
 * The stored form of a login name: a trimmed, lower-cased email, or a phone number in E.164
 * ('+' calling code + number; a national trunk 0 such as +66 08... is dropped by the parser).
 * Throws `email_invalid` or `phone_invalid`.
 */
export function normalizeUsername(raw: string): string {
  const name = raw.trim()
  if (/^\+?[\d\s().-]+$/.test(name)) return normalizePhone(name)
  const lowered = name.toLowerCase()
  if (!email.safeParse(lowered).success) throw new AppError('email_invalid')
  return lowered
}

function normalizePhone(name: string): string {
  const compact = name.replace(/[\s().-]/g, '')
  if (!compact.startsWith('+') || !isPossiblePhoneNumber(compact)) throw new AppError('phone_invalid')
  const parsed = parsePhoneNumberFromString(compact)
  if (!parsed) throw new AppError('phone_invalid')
  return parsed.number
}

/** Same normalization for sign-in, but an unusable name simply never matches an account. */
export function loginKey(raw: string): string {
  try {
    return normalizeUsername(raw)
  } catch {
    return raw.trim().toLowerCase()
  }
}
