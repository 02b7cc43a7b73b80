// Identity verification, two levels: basic (country, real name, ID number, address) and advanced (front, back
// and hand-held ID images, once basic is verified). A level can be submitted only at status 0 (unverified) or
// 3 (failed); submitting makes it 1 (pending) until an operator decides, or at once 2 (verified) when
// verification reviews are auto-approved (the demo default).
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { VerifyStatus } from '../../../contract/api'
import type { advanceVerifySchema, basicVerifySchema } from '../../../contract/schemas/identity'
import { AUTO_OPERATOR } from '../../audit/log'
import type { Database, VerificationLevel } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import type { MessageKey } from '../../i18n/keys'
import { writeTx } from '../../ledger/tx'
import { findUserById } from '../accounts'
import { findOwnUpload } from '../uploads'
import { decideVerification } from './verification-review'

type BasicInput = z.output<typeof basicVerifySchema>
type AdvancedInput = z.output<typeof advanceVerifySchema>

/** The first empty field's message, in the form's order (the client focuses that field). */
function requireFields<T extends Record<string, string>>(input: T, keys: readonly [keyof T & string, MessageKey][]) {
  for (const [field, key] of keys) if (input[field] === '') throw invalid(key)
}

function assertOpen(status: VerifyStatus): void {
  if (status === 1) throw new AppError('already_decided', 'verify_pending')
  if (status === 2) throw new AppError('already_decided', 'verify_done')
}

async function loadUser(trx: Kysely<Database>, userId: number) {
  const user = await findUserById(trx, userId)
  if (!user) throw new AppError('not_found')
  return user
}

/** Records the submission and, with auto-approval on, approves it in the same transaction. True when verified. */
async function record(
  deps: Deps,
  trx: Kysely<Database>,
  submission: { userId: number; level: VerificationLevel; details: object; uploadIds?: number[] },
) {
  const { userId, level, details, uploadIds = [] } = submission
  const now = deps.clock()
  const row = await trx
    .insertInto('verifications')
    .values({
      user_id: userId,
      level,
      details: JSON.stringify(details),
      status: 0,
      reason: '',
      created_at: now.toISOString(),
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (uploadIds.length > 0) {
    const links = uploadIds.map((upload_id) => ({ verification_id: row.id, upload_id }))
    await trx.insertInto('verification_images').values(links).execute()
  }
  if (!deps.config.autoApprove.verifications) return false
  await decideVerification(trx, { id: row.id, approve: true, reason: '', operator: AUTO_OPERATOR }, now)
  return true
}

export function submitBasic(deps: Deps, userId: number, input: BasicInput): Promise<boolean> {
  requireFields(input, [
    ['country', 'country_required'],
    ['realname', 'realname_required'],
    ['idcard_num', 'idcard_required'],
    ['address', 'address_required'],
  ])
  return writeTx(deps.db, async (trx) => {
    assertOpen((await loadUser(trx, userId)).basic_verify_status)
    const { country, realname, idcard_num, address } = input
    await trx
      .updateTable('users')
      .set({ country, realname, idcard_num, address, basic_verify_status: 1, basic_verify_reason: '' })
      .where('id', '=', userId)
      .execute()
    return record(deps, trx, { userId, level: 'basic', details: { country, realname, idcard_num, address } })
  })
}

export function submitAdvanced(deps: Deps, userId: number, input: AdvancedInput): Promise<boolean> {
  requireFields(input, [
    ['cardzm', 'cardzm_required'],
    ['cardfm', 'cardfm_required'],
    ['cardtake', 'cardtake_required'],
  ])
  return writeTx(deps.db, async (trx) => {
    const user = await loadUser(trx, userId)
    if (user.basic_verify_status !== 2) throw invalid('verify_basic_first')
    assertOpen(user.rzstatus)
    const images: Record<string, string> = {}
    const uploadIds: number[] = []
    for (const field of ['cardzm', 'cardfm', 'cardtake'] as const) {
      // Only the caller's own uploads: another user's image name is refused like a missing one.
      const upload = await findOwnUpload(trx, userId, input[field])
      if (!upload) throw invalid('id_image_not_found')
      images[field] = upload.fname
      uploadIds.push(upload.id)
    }
    await trx.updateTable('users').set({ rzstatus: 1, rz_reason: '' }).where('id', '=', userId).execute()
    return record(deps, trx, { userId, level: 'advanced', details: images, uploadIds })
  })
}
