// PostgreSQL: the statements kept by statement-cache.ts run as named prepared statements (db/pg-prepared.ts),
// and one whose result columns change under it (a migration beside a running process) is parsed again: at once
// outside a transaction, by running the write transaction again inside one. SQLite prepares its own (the cache's
// LRU, statement-cache.test.ts): skipped there.
import { type Kysely, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Db, openDb } from '../../../server/db/db'
import { preparedQuery } from '../../../server/db/statement-cache'
import { writeTx } from '../../../server/ledger/tx'
import { createHarness, type Harness, postgresUrl } from '../../support/server/harness'

let h: Harness
/** A handle with one connection: every call below meets the statements that connection prepared. */
let one: Db
let other: Db

beforeEach(async () => {
  h = await createHarness()
  one = openDb(h.config.database, { poolSize: 1 })
  other = openDb(h.config.database, { poolSize: 1 })
  await sql`create table prepared_probe (a integer not null)`.execute(h.db)
  await sql`insert into prepared_probe (a) values (1), (2)`.execute(h.db)
})

afterEach(async () => {
  await one.destroy()
  await other.destroy()
  await h.close()
})

// `select *`: the statement whose result changes when a column is added.
const probe = preparedQuery<Record<string, number>>((db) => {
  const statement = sql<Record<string, number>>`select * from prepared_probe where a >= ${0} order by a`
  return { compile: () => statement.compile(db) }
})
const rowsOf = async (db: Kysely<never> | Db) => (await probe(db as Db)).rows

describe.skipIf(!postgresUrl)('named prepared statements on PostgreSQL', () => {
  it('prepares a kept statement once on a connection and runs it by name after', async () => {
    const names = await one.connection().execute(async (conn) => {
      expect(await rowsOf(conn)).toEqual([{ a: 1 }, { a: 2 }])
      expect(await rowsOf(conn)).toEqual([{ a: 1 }, { a: 2 }])
      const { rows } = await sql<{
        name: string
        statement: string
      }>`select name, statement from pg_prepared_statements`.execute(conn)
      return rows
    })
    const kept = names.filter((row) => row.statement.includes('prepared_probe'))
    expect(kept).toHaveLength(1)
    expect(kept[0]?.name).toMatch(/^tern_\d+_\d+$/)
  })

  it('parses a statement again when a column is added under it, outside a transaction', async () => {
    expect(await rowsOf(one)).toEqual([{ a: 1 }, { a: 2 }])
    await sql`alter table prepared_probe add column b integer not null default 7`.execute(other)
    expect(await rowsOf(one)).toEqual([
      { a: 1, b: 7 },
      { a: 2, b: 7 },
    ])
  })

  it('moves every connection to fresh names once one meets a stale plan', async () => {
    const two = openDb(h.config.database, { poolSize: 2 })
    try {
      await two.connection().execute(async (first) => {
        await two.connection().execute(async (second) => {
          expect(await rowsOf(first)).toEqual([{ a: 1 }, { a: 2 }])
          expect(await rowsOf(second)).toEqual([{ a: 1 }, { a: 2 }])
          await sql`alter table prepared_probe add column d integer not null default 4`.execute(other)
          // The first connection meets the stale plan (outside a transaction: run again at once).
          expect(await rowsOf(first)).toEqual([
            { a: 1, d: 4 },
            { a: 2, d: 4 },
          ])
          // The second, inside a transaction, parses afresh instead of failing it.
          await sql`begin`.execute(second)
          expect(await rowsOf(second)).toEqual([
            { a: 1, d: 4 },
            { a: 2, d: 4 },
          ])
          await sql`commit`.execute(second)
        })
      })
    } finally {
      await two.destroy()
    }
  })

  it('runs a write transaction again when a column is added under one of its statements', async () => {
    expect(await rowsOf(one)).toEqual([{ a: 1 }, { a: 2 }])
    await sql`alter table prepared_probe add column c integer not null default 9`.execute(other)
    let attempts = 0
    const rows = await writeTx(one, async (trx) => {
      attempts += 1
      await sql`insert into prepared_probe (a) values (3)`.execute(trx)
      return rowsOf(trx)
    })
    expect(attempts).toBe(2)
    // The first attempt's insert was rolled back with it: one row 3.
    expect(rows).toEqual([
      { a: 1, c: 9 },
      { a: 2, c: 9 },
      { a: 3, c: 9 },
    ])
  })
})
