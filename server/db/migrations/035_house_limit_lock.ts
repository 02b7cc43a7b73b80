import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect'

// The house limit holds under concurrency (PostgreSQL). Migration 030's trigger summed a house account's slots
// as its own transaction saw them: two transactions near 2^53 - 1 at once each saw the other's change
// uncommitted and could pass the limit together. Now the trigger takes an advisory lock on the house account
// part (HOUSE_LOCK_SPACE, a hash of account, asset and bucket) before it sums, with a fresh snapshot after the
// lock (a volatile PL/pgSQL function takes one per statement in READ COMMITTED):
// - shared, the common case: a change of at most D = MAX / (4 x max_connections) to a sum at most MAX - N x D
//   (N = max_connections, 3/4 of MAX). Shared holders run side by side; at most N - 1 others are open at once,
//   each at most D, so they cannot take a sum that passed this test beyond MAX. A sum past the threshold after
//   the lock is a serialization failure: the write runs again (ledger/tx.ts) and takes the lock exclusively;
// - exclusive otherwise (a large change, or a sum near the limit): it waits until every open change to that
//   account part has committed, sums them all, and refuses a sum beyond MAX. SQLite has one writer.
/** MAX_MINOR (ledger/money.ts), 2^53 - 1, as SQL text. */
const MAX = sql.raw('9007199254740991')
/** Lock keys of house account parts: (HOUSE_LOCK_SPACE, hash); db/dialect.ts keeps the other spaces. */
export const HOUSE_LOCK_SPACE = 7_460_276
const SPACE = sql.raw(String(HOUSE_LOCK_SPACE))

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  await sql`create or replace function balances_house_limit() returns trigger language plpgsql as $$
    declare
      delta numeric := new.amount - case when tg_op = 'UPDATE' then old.amount else 0 end;
      part int4 := hashtext(new.account_id || '|' || new.asset || '|' || new.bucket);
      connections numeric := current_setting('max_connections')::numeric;
      step numeric := floor(${MAX} / (4 * connections));
      threshold numeric := ${MAX} - connections * step;
      total numeric;
    begin
      total := (select sum(amount) from balances where account_kind = 'house' and account_id = new.account_id
        and asset = new.asset and bucket = new.bucket);
      if abs(delta) <= step and abs(total) <= threshold then
        perform pg_advisory_xact_lock_shared(${SPACE}, part);
        total := (select sum(amount) from balances where account_kind = 'house' and account_id = new.account_id
          and asset = new.asset and bucket = new.bucket);
        if abs(total) > threshold then
          raise exception using errcode = 'serialization_failure',
            message = 'a house balance near the largest amount: run again under the exclusive lock';
        end if;
        return null;
      end if;
      perform pg_advisory_xact_lock(${SPACE}, part);
      total := (select sum(amount) from balances where account_kind = 'house' and account_id = new.account_id
        and asset = new.asset and bucket = new.bucket);
      if abs(total) > ${MAX} then
        raise exception using errcode = 'check_violation', constraint = 'balances_amount_limit',
          message = 'a house balance beyond the largest amount';
      end if;
      return null;
    end $$`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  await sql`create or replace function balances_house_limit() returns trigger language plpgsql as $$
    begin
      if abs((select sum(amount) from balances where account_kind = 'house' and account_id = new.account_id
          and asset = new.asset and bucket = new.bucket)) > ${MAX} then
        raise exception using errcode = 'check_violation', constraint = 'balances_amount_limit',
          message = 'a house balance beyond the largest amount';
      end if;
      return null;
    end $$`.execute(db)
}
