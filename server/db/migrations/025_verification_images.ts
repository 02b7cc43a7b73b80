import type { Kysely } from 'kysely'
import { tableWithId } from './id-column'

// The uploads an advanced verification names (front, back, hand-held), by upload id, so the orphan-upload sweep
// keeps them. Submissions made before this migration are linked from the file names in their details.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'verification_images')
    .addColumn('verification_id', 'bigint', (c) => c.notNull().references('verifications.id').onDelete('cascade'))
    .addColumn('upload_id', 'bigint', (c) => c.notNull().references('uploads.id'))
    .execute()
  await db.schema.createIndex('verification_images_upload_idx').on('verification_images').column('upload_id').execute()
  await linkExisting(db as Kysely<LinkTables>)
}

interface LinkTables {
  verifications: { id: number; level: string; details: string }
  uploads: { id: number; fname: string }
  verification_images: { verification_id: number; upload_id: number }
}

async function linkExisting(db: Kysely<LinkTables>): Promise<void> {
  const rows = await db.selectFrom('verifications').select(['id', 'details']).where('level', '=', 'advanced').execute()
  for (const row of rows) {
    const fnames = Object.values(JSON.parse(row.details) as Record<string, string>)
    if (fnames.length === 0) continue
    const uploads = await db.selectFrom('uploads').select('id').where('fname', 'in', fnames).execute()
    if (uploads.length === 0) continue
    await db
      .insertInto('verification_images')
      .values(uploads.map((u) => ({ verification_id: row.id, upload_id: u.id })))
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_images').execute()
}
