import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect'

// PostgreSQL: every process keeps the sessions it has seen in memory (features/accounts/session-cache.ts) and
// must hear at once when one ends, whoever ends it (an API process, the engine, `npm run admin`, plain SQL).
// A trigger on tokens notifies the channel tern_sessions with the user id at the commit of any change that can
// end a session: a revocation, a new expiry, a deletion (notifications of one transaction with the same
// payload arrive once). The hourly touch of last_seen_at notifies nothing. SQLite has PRAGMA data_version.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  await sql`create function tokens_session_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('tern_sessions', old.user_id::text);
      return null;
    end $$`.execute(db)
  await sql`create trigger tokens_session_ended after update of revoked_at, expires_at on tokens for each row
    when (new.revoked_at is distinct from old.revoked_at or new.expires_at is distinct from old.expires_at)
    execute function tokens_session_ended()`.execute(db)
  await sql`create trigger tokens_session_deleted after delete on tokens
    for each row execute function tokens_session_ended()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  await sql`drop trigger tokens_session_deleted on tokens`.execute(db)
  await sql`drop trigger tokens_session_ended on tokens`.execute(db)
  await sql`drop function tokens_session_ended()`.execute(db)
}
