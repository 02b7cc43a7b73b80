import type { z } from 'zod'
import type { LoginAnswer, LoginResult } from '../../../contract/api'
import type { credentialsSchema } from '../../../contract/schemas/accounts'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import type { ClientInfo } from '../../http/types'
import { house, reasons, refs } from '../../ledger/accounts'
import { post } from '../../ledger/ledger'
import { writeTx } from '../../ledger/tx'
import { noticeNewDevice } from './devices'
import { withHashSlot } from './hash-slots'
import { openChallenge } from './login-challenge'
import { dummyHash, hashPassword, verifyPassword } from './password'
import { findUserById, findUserByName, insertUser } from './repo'
import { checkSignInBudget, recordSignIn, reserveLogin, reserveRegistration, settleSuccess } from './throttle'
import { issueToken, revokeToken } from './tokens'
import { loginKey, normalizeUsername } from './username'

type Credentials = z.output<typeof credentialsSchema>

export const MIN_PASSWORD_LENGTH = 6
const NEW_ACCOUNT_SCORE = 100

/** Creates the account (and, in demo mode, its demo grant in the same transaction). Returns the user id. */
export async function createAccount({ db, config, clock }: Deps, credentials: Credentials): Promise<number> {
  const username = normalizeUsername(credentials.name)
  if (credentials.pwd.length < MIN_PASSWORD_LENGTH) throw new AppError('password_too_short')
  // Hash before looking the name up: "account exists" takes as long as a new account, so it is no cheap probe.
  const passwordHash = await hashPassword(credentials.pwd, config.passwordCost)
  if (await findUserByName(db, username)) throw new AppError('account_exists')
  const now = clock()
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        username,
        password_hash: passwordHash,
        ...{ realname: '', idcard_num: '', country: '', address: '' },
        ...{ basic_verify_status: 0, rzstatus: 0, score: NEW_ACCOUNT_SCORE },
        demo: config.demo ? 1 : 0,
        created_at: now.toISOString(),
      })
      if (config.demo && config.demoGrant > 0n) await grantDemoFunds(trx, id, config.demoGrant, now)
      return id
    })
  } catch (error) {
    // Two registrations racing past the check above: the unique index decides.
    if (await findUserByName(db, username)) throw new AppError('account_exists')
    throw error
  }
}

function grantDemoFunds(trx: Parameters<typeof post>[0], userId: number, amount: bigint, at: Date) {
  return post(trx, {
    reason: reasons.demoGrant,
    ref: refs.user(userId),
    at,
    entries: [
      { kind: 'house', account: house.demoGrants, asset: 'USDT', amount: -amount },
      { kind: 'user', account: userId, asset: 'USDT', amount },
    ],
  })
}

/**
 * Creates an account and signs it in. Every attempt, successful or not, counts towards the client address's
 * registration allowance, and hashes the password.
 */
export function register(deps: Deps, credentials: Credentials, client: ClientInfo): Promise<LoginResult> {
  const { db, clock, config } = deps
  return withHashSlot(client.address, async () => {
    await reserveRegistration(db, client.address, clock(), config.registrationsPerAddressHour)
    const userId = await createAccount(deps, credentials)
    return issueToken(db, userId, clock(), config.tokenTtlDays, client)
  })
}

/**
 * Wrong name and wrong password fail alike, in about the same time. An account or address past its sign-in budget
 * is refused before any hashing; then the password is checked once the address's turn in the hashing queue comes
 * (hash-slots.ts), the attempt recorded as a failure before the check (throttle.ts).
 */
export async function login(deps: Deps, credentials: Credentials, client: ClientInfo): Promise<LoginAnswer> {
  const { db, clock, config } = deps
  const key = loginKey(credentials.name)
  // The demo account is offered to every visitor: no per-account budget, no session cap.
  const shared = config.demo && key === config.demoEmail
  await checkSignInBudget(db, key, client.address, clock(), shared)
  return withHashSlot(client.address, async () => {
    // Again after the wait: the sign-ins that went first may have used the budget meanwhile.
    await checkSignInBudget(db, key, client.address, clock(), shared)
    const reservation = await reserveLogin(db, key, client.address, clock())
    const user = await findUserByName(db, key)
    const valid = await verifyPassword(credentials.pwd, user?.password_hash ?? (await dummyHash(config.passwordCost)))
    if (!user || !valid) throw new AppError('login_failed')
    await settleSuccess(db, key, client.address, reservation)
    await recordSignIn(db, key, client.address, clock())
    return writeTx(db, async (trx) => {
      // Read again in the token's transaction: a reset or change that committed while this password was checked
      // has ended every session, and this one must not start after it with the old password; nor after a freeze.
      const current = await findUserById(trx, user.id)
      if (current?.password_hash !== user.password_hash) throw new AppError('login_failed')
      // Told only to the holder of the right password; an operator froze the sign-in (features/console/freeze.ts).
      if (current.login_frozen_at !== null) throw new AppError('account_frozen', 'login_frozen')
      const now = clock()
      // Two-factor sign-in: no session yet, a challenge for the code (login-challenge.ts).
      if (current.totp_enabled === 1) return openChallenge(trx, current, now)
      await noticeNewDevice(trx, user.id, client, now)
      return issueToken(trx, user.id, now, config.tokenTtlDays, client, !shared)
    })
  })
}

export function logout({ db, clock }: Deps, userId: number, tokenId: number): Promise<void> {
  return revokeToken(db, userId, tokenId, clock())
}
