import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect'

// Compact tick storage with provenance (Real prices). A tick cost about 67 B: a row id, the primary key
// (product_id, t) and the time index ticks_t_idx. The table is now clustered on (product_id, t) (SQLite WITHOUT
// ROWID; PostgreSQL: the primary key is the only index), and "ticks after t" reads each product's key range
// instead of a time index (repo.ticksAfter). Each tick records where it came from: `source` a small code
// (contract in server/market/tick-source.ts: 0 simulator, 1 binance, 2 okx, 3 oanda; null for ticks recorded
// before this migration, whose source was not kept), and a venue's time and our receive time as signed offsets
// from `t` in ms (null for the simulator). Existing ticks are moved over, every one.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // Columns in alignment order (8-byte, then 4-byte, then 2-byte): no padding inside the row.
    await sql`create table ticks_compact (
      t bigint not null,
      price bigint not null,
      volume double precision not null default 0,
      product_id integer not null,
      venue_dt integer,
      received_dt integer,
      source smallint,
      constraint ticks_compact_pk primary key (product_id, t)
    )`.execute(db)
  } else {
    await sql`create table ticks_compact (
      product_id integer not null,
      t integer not null,
      price integer not null,
      volume real not null default 0,
      source integer,
      venue_dt integer,
      received_dt integer,
      primary key (product_id, t)
    ) without rowid`.execute(db)
  }
  await sql`insert into ticks_compact (product_id, t, price, volume)
    select product_id, t, price, volume from ticks order by product_id, t`.execute(db)
  await sql`drop table ticks`.execute(db)
  await sql`alter table ticks_compact rename to ticks`.execute(db)
  if (dialectOf(db) === 'postgres')
    await sql`alter table ticks rename constraint ticks_compact_pk to ticks_pk`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create table ticks_wide (product_id bigint not null, t bigint not null, price bigint not null,
    volume double precision not null default 0, constraint ticks_wide_pk primary key (product_id, t))`.execute(db)
  await sql`insert into ticks_wide (product_id, t, price, volume)
    select product_id, t, price, volume from ticks order by product_id, t`.execute(db)
  await sql`drop table ticks`.execute(db)
  await sql`alter table ticks_wide rename to ticks`.execute(db)
  await db.schema.createIndex('ticks_t_idx').on('ticks').column('t').execute()
}
