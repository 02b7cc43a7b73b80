import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { UploadAnswer } from '../../../contract/wallet'
import type { Database, UploadRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { decodeImage } from './images'

export type UploadKind = 'image' | 'payimg'

export const uploadPath = (fname: string) => `/uploads/${fname}`
const FNAME = /^[a-f0-9]{32}\.(png|jpg|gif)$/

/** Checks and stores an image data URL for the user under a random name. */
export async function saveUpload(deps: Deps, userId: number, kind: UploadKind, dataUrl: string): Promise<UploadAnswer> {
  const { bytes, kind: image } = decodeImage(dataUrl)
  const fname = `${randomBytes(16).toString('hex')}.${image.ext}`
  const dir = deps.config.uploadsDir
  await mkdir(dir, { recursive: true })
  const file = join(dir, fname)
  await writeFile(file, bytes, { flag: 'wx' })
  try {
    await deps.db
      .insertInto('uploads')
      .values({
        user_id: userId,
        fname,
        kind,
        mime: image.mime,
        size: bytes.length,
        created_at: deps.clock().toISOString(),
      })
      .execute()
  } catch (error) {
    await unlink(file).catch(() => undefined)
    throw error
  }
  return { src: uploadPath(fname), fname }
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
    return { mime: row.mime, bytes: await readFile(join(deps.config.uploadsDir, fname)) }
  } catch {
    return undefined
  }
}
