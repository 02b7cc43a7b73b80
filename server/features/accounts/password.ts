// Password hashing with scrypt, by default at the OWASP minimum (N=2^17, r=8, p=1; TERN_PASSWORD_COST is log2 N).
// The parameters are stored with the hash, so the cost can change without invalidating existing passwords.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { DEFAULT_PASSWORD_COST } from '../../config'

const R = 8
const P = 1
const KEY_BYTES = 32
const SALT_BYTES = 32
/** scrypt needs 128 * N * r bytes (128 MiB here); Node's default cap is 32 MiB. */
const MAX_MEM = 256 * 1024 * 1024

let derivations = 0

/** How many keys this process has derived (hashes and checks): tests count work instead of timing it. */
export function passwordDerivations(): number {
  return derivations
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  derivations += 1
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

/** Returns `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` with base64url salt and hash. */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, { N: 2 ** cost, r: R, p: P, maxmem: MAX_MEM })
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  const n = Number(logN)
  if (!Number.isInteger(n) || n < 10 || n > 20 || expected.length !== KEY_BYTES) return false
  const options = { N: 2 ** n, r: Number(r), p: Number(p), maxmem: MAX_MEM }
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options)
  return timingSafeEqual(actual, expected)
}

/** A start-up warning when new passwords are hashed below the OWASP minimum (only tests should do that). */
export function describeWeakPasswordCost({ passwordCost }: { passwordCost: number }): string | undefined {
  if (passwordCost >= DEFAULT_PASSWORD_COST) return undefined
  return `Passwords: TERN_PASSWORD_COST=${passwordCost} is below the OWASP minimum of ${DEFAULT_PASSWORD_COST}; use it only for tests`
}

const dummies = new Map<number, Promise<string>>()
/** A real hash to check against when the account does not exist, so both failures take the same time. */
export function dummyHash(cost = DEFAULT_PASSWORD_COST): Promise<string> {
  let dummy = dummies.get(cost)
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost)
    dummies.set(cost, dummy)
  }
  return dummy
}
