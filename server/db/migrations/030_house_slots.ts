import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect'

// House balances in slots: a house account part (fees, trading_pnl, insurance, ...) is kept in several rows,
// its balance their sum, so concurrent write transactions on PostgreSQL each add to one slot instead of all
// waiting on one hot row (ledger/house-slots.ts). A user's part stays one row, slot 0. SQLite cannot change a
// primary key in place: the table is rebuilt there, its constraints as before (010) plus the slot.
/** MAX_MINOR (ledger/money.ts), 2^53 - 1, as SQL text. */
const MAX = sql.raw('9007199254740991')

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table balances add column slot smallint not null default 0`.execute(db)
    await sql`alter table balances drop constraint balances_pk`.execute(db)
    await sql`alter table balances add constraint balances_pk
      primary key (account_kind, account_id, asset, bucket, slot)`.execute(db)
    await sql`alter table balances add constraint balances_user_one_slot
      check (account_kind = 'house' or slot = 0)`.execute(db)
    // House slots are written with COMMIT, where no row count can refuse a sum past MAX_MINOR (2^53 - 1): a
    // row past it breaks the CHECK, a house account whose slots sum past it the trigger (which sees the
    // committed slots and its own transaction's; two transactions near the limit at once may pass it together
    // by at most their own amounts, which reads still sum exactly).
    await sql`alter table balances add constraint balances_amount_limit
      check (amount between -${MAX} and ${MAX})`.execute(db)
    await sql`create function balances_house_limit() returns trigger language plpgsql as $$
      begin
        if abs((select sum(amount) from balances where account_kind = 'house' and account_id = new.account_id
            and asset = new.asset and bucket = new.bucket)) > ${MAX} then
          raise exception using errcode = 'check_violation', constraint = 'balances_amount_limit',
            message = 'a house balance beyond the largest amount';
        end if;
        return null;
      end $$`.execute(db)
    await sql`create trigger balances_house_limit after insert or update on balances
      for each row when (new.account_kind = 'house') execute function balances_house_limit()`.execute(db)
    return
  }
  await rebuild(db, true)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create table balances_folded as select account_kind, account_id, asset, bucket, sum(amount) as amount
      from balances group by account_kind, account_id, asset, bucket`.execute(db)
    await sql`delete from balances`.execute(db)
    await sql`drop trigger balances_house_limit on balances`.execute(db)
    await sql`drop function balances_house_limit()`.execute(db)
    await sql`alter table balances drop constraint balances_amount_limit`.execute(db)
    await sql`alter table balances drop constraint balances_user_one_slot`.execute(db)
    await sql`alter table balances drop constraint balances_pk`.execute(db)
    await sql`alter table balances drop column slot`.execute(db)
    await sql`alter table balances add constraint balances_pk
      primary key (account_kind, account_id, asset, bucket)`.execute(db)
    await sql`insert into balances (account_kind, account_id, asset, bucket, amount)
      select account_kind, account_id, asset, bucket, amount from balances_folded`.execute(db)
    await sql`drop table balances_folded`.execute(db)
    return
  }
  await rebuild(db, false)
}

/** SQLite: the balances table again, with (`slotted`) or without the slot column; slots fold into one row. */
async function rebuild(db: Kysely<unknown>, slotted: boolean): Promise<void> {
  const slot = slotted ? sql`slot integer not null default 0,` : sql``
  const key = slotted
    ? sql`account_kind, account_id, asset, bucket, slot`
    : sql`account_kind, account_id, asset, bucket`
  const oneSlot = slotted ? sql`, constraint balances_user_one_slot check (account_kind = 'house' or slot = 0)` : sql``
  await sql`create table balances_next (
    account_kind text not null check (account_kind in ('user', 'house')),
    account_id text not null,
    asset text not null check (asset in ('USDT', 'BTC', 'ETH')),
    bucket text not null check (bucket in ('available', 'frozen')),
    ${slot}
    amount bigint not null,
    constraint balances_pk primary key (${key}),
    constraint balances_user_not_negative check (account_kind = 'house' or amount >= 0),
    constraint balances_amount_integer check (typeof(amount) = 'integer')${oneSlot})`.execute(db)
  await sql`insert into balances_next (account_kind, account_id, asset, bucket, amount)
    select account_kind, account_id, asset, bucket, sum(amount) from balances
    group by account_kind, account_id, asset, bucket`.execute(db)
  await sql`drop table balances`.execute(db)
  await sql`alter table balances_next rename to balances`.execute(db)
}
