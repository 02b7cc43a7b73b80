import type { Kysely } from 'kysely'

// Uploads: the daily quota reads one user's uploads of the last 24 hours on every upload.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('uploads_user_created_idx').on('uploads').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uploads_user_created_idx').execute()
}
