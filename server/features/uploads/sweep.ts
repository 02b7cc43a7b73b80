// Removes uploads that no record refers to once their grace period (TERN_UPLOAD_GRACE_HOURS) has passed: a
// proof uploaded but never submitted, a /api/stream_upload image nothing uses, a file left behind by a crash
// between writing it and recording it. Housekeeping (server/housekeeping.ts) runs it every hour in the engine
// process (and in `all`), which must see the same uploads folder as the API processes.
import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { writeTx } from '../../ledger/tx'
import { FNAME } from './service'

const HOUR_MS = 3_600_000
const BATCH = 500

/**
 * The records that keep an upload: a feature that stores an upload's id adds its table and column here, and the
 * sweep keeps every upload one of them names.
 */
const references = [
  { table: 'deposits', column: 'upload_id' },
  { table: 'support_messages', column: 'upload_id' },
  { table: 'verification_images', column: 'upload_id' },
] as const

function unreferenced(db: Kysely<Database>, before: string) {
  return db
    .selectFrom('uploads')
    .select(['uploads.id', 'uploads.fname'])
    .where('uploads.created_at', '<', before)
    .where(({ and, not, exists, selectFrom }) =>
      and(
        references.map((r) =>
          not(
            exists(
              selectFrom(r.table).select(sql.lit(1).as('one')).whereRef(`${r.table}.${r.column}`, '=', 'uploads.id'),
            ),
          ),
        ),
      ),
    )
}

/** Deletes expired unreferenced uploads (records, then files) and stray files; answers how many files went. */
export async function removeOrphanUploads(deps: Pick<Deps, 'db' | 'config' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock().getTime() - deps.config.uploadGraceHours * HOUR_MS)
  let removed = 0
  for (;;) {
    // The check and the delete run in one write transaction, so a deposit naming the upload cannot slip between.
    const fnames = await writeTx(deps.db, async (trx) => {
      const rows = await unreferenced(trx, before.toISOString()).limit(BATCH).execute()
      if (rows.length === 0) return []
      const ids = rows.map((r) => r.id)
      await trx.deleteFrom('uploads').where('id', 'in', ids).execute()
      return rows.map((r) => r.fname)
    })
    for (const fname of fnames) await removeFile(deps.config.uploadsDir, fname)
    removed += fnames.length
    if (fnames.length < BATCH) break
  }
  return removed + (await removeStrayFiles(deps, before))
}

/** Upload-named files with no record, older than the grace period (by modification time). */
async function removeStrayFiles(deps: Pick<Deps, 'db' | 'config'>, before: Date): Promise<number> {
  const names = await readdir(deps.config.uploadsDir).catch(() => [])
  let removed = 0
  for (const name of names.filter((n) => FNAME.test(n))) {
    const info = await stat(join(deps.config.uploadsDir, name)).catch(() => undefined)
    if (!info || info.mtime >= before) continue
    const row = await deps.db.selectFrom('uploads').select('id').where('fname', '=', name).executeTakeFirst()
    if (row) continue
    if (await removeFile(deps.config.uploadsDir, name)) removed += 1
  }
  return removed
}

function removeFile(dir: string, fname: string): Promise<boolean> {
  return unlink(join(dir, fname)).then(
    () => true,
    () => false,
  )
}
