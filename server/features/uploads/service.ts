import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { UploadAnswer } from '../../../contract/wallet'
import type { Database, UploadRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { writeTx } from '../../ledger/tx'
import { decodeImage, type ImageKind } from './images'
import { reencodeImage } from './reencode'

export type UploadKind = 'image' | 'payimg'

export const uploadPath = (fname: string) => `/uploads/${fname}`
export const FNAME = /^[a-f0-9]{32}\.(png|jpg|gif)$/
const DAY_MS = 86_400_000

/**
 * Checks, re-encodes and stores an image data URL for the user under a random name, within the user's daily
 * quota (a count and stored bytes in any 24 hours). The quota is checked before the costly re-encoding, and
 * again with the stored size inside the write transaction that records the upload, so concurrent uploads
 * cannot pass it together.
 */
export async function saveUpload(deps: Deps, userId: number, kind: UploadKind, dataUrl: string): Promise<UploadAnswer> {
  const decoded = decodeImage(dataUrl)
  checkQuota(deps, await usedToday(deps.db, userId, deps.clock()), 1)
  return storeUpload(deps, userId, kind, await reencodeImage(userId, decoded.bytes, decoded.kind))
}

/**
 * Stores an image that holds pixels only (re-encoded, or made by the server itself) for the user, within the
 * daily quota, under a random name.
 */
export async function storeUpload(
  deps: Deps,
  userId: number,
  kind: UploadKind,
  { bytes, kind: image }: { bytes: Buffer; kind: ImageKind },
): Promise<UploadAnswer> {
  const fname = `${randomBytes(16).toString('hex')}.${image.ext}`
  const dir = deps.config.uploadsDir
  await mkdir(dir, { recursive: true })
  const file = join(dir, fname)
  await writeFile(file, bytes, { flag: 'wx' })
  try {
    await writeTx(deps.db, async (trx) => {
      const now = deps.clock()
      checkQuota(deps, await usedToday(trx, userId, now), bytes.length)
      await trx
        .insertInto('uploads')
        .values({ user_id: userId, fname, kind, mime: image.mime, size: bytes.length, created_at: now.toISOString() })
        .execute()
    })
  } catch (error) {
    await unlink(file).catch(() => undefined)
    throw error
  }
  return { src: uploadPath(fname), fname }
}

async function usedToday(db: Kysely<Database>, userId: number, now: Date) {
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  const row = await db
    .selectFrom('uploads')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('size').as('bytes'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirst()
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) }
}

/** Refuses one more upload of `adding` bytes when it would pass either daily limit. */
function checkQuota({ config }: Deps, used: { count: number; bytes: number }, adding: number): void {
  if (used.count < config.uploadsPerDay && used.bytes + adding <= config.uploadBytesPerDay) return
  throw new AppError('rate_limited', 'upload_quota', {
    count: String(config.uploadsPerDay),
    mb: String(config.uploadBytesPerDay / (1024 * 1024)),
  })
}

/** The user's own upload named by its `src` ('/uploads/<fname>') or bare fname; anything else is undefined. */
export function findOwnUpload(trx: Kysely<Database>, userId: number, pic: string): Promise<UploadRow | undefined> {
  const fname = pic.startsWith('/uploads/') ? pic.slice('/uploads/'.length) : pic
  if (!FNAME.test(fname)) return Promise.resolve(undefined)
  return trx
    .selectFrom('uploads')
    .selectAll()
    .where('fname', '=', fname)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** The file for a viewer: the owner (userId) or an operator (userId 'operator'); undefined for anyone else. */
export async function readUpload(deps: Deps, fname: string, viewer: number | 'operator') {
  if (!FNAME.test(fname)) return undefined
  const row = await deps.db.selectFrom('uploads').selectAll().where('fname', '=', fname).executeTakeFirst()
  if (!row || (viewer !== 'operator' && row.user_id !== viewer)) return undefined
  try {
    return {
      mime: row.mime,
      kind: row.kind,
      userId: row.user_id,
      bytes: await readFile(join(deps.config.uploadsDir, fname)),
    }
  } catch {
    return undefined
  }
}
