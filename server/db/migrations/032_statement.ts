import { type Kysely, sql } from 'kysely'

// The statement (GET /api/statement) reads a user's postings newest first, a page at a time:
// `where account_kind = 'user' and account_id = ? [and id < before] order by id desc limit n`. This index serves
// that order directly (no sort of the user's whole ledger). It is partial: house accounts' postings (about half of
// all rows) are never read by user, so they stay out of it and cost no index write. The query names the kind as a
// literal so that SQLite can prove the index applies (a bound parameter does not).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('postings_user_statement_idx')
    .on('postings')
    .columns(['account_id', 'id'])
    .where(sql.ref('account_kind'), '=', sql.lit('user'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('postings_user_statement_idx').execute()
}
