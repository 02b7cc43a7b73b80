import Sqlite from 'better-sqlite3'
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type CachedDatabase, withStatementCache } from '../../../server/db/statement-cache'

interface Db {
  items: { id: Generated<number>; name: string }
}

let cached: CachedDatabase
let db: Kysely<Db>

function open(capacity?: number) {
  cached = withStatementCache(new Sqlite(':memory:'), capacity)
  db = new Kysely<Db>({ dialect: new SqliteDialect({ database: cached }) })
}

beforeEach(async () => {
  open(4)
  await sql`create table items (id integer primary key, name text not null)`.execute(db)
})
afterEach(() => db.destroy())

const byName = (name: string) => db.selectFrom('items').select('id').where('name', '=', name).executeTakeFirst()

describe('the prepared-statement cache', () => {
  it('reuses a statement for the same SQL text, with fresh parameters each time', async () => {
    for (const name of ['a', 'b', 'c']) await db.insertInto('items').values({ name }).execute()
    const before = cached.stats()
    expect(await byName('b')).toEqual({ id: 2 })
    expect(await byName('c')).toEqual({ id: 3 })
    expect(await byName('zz')).toBeUndefined()
    const after = cached.stats()
    expect(after.hits - before.hits).toBe(2)
    expect(after.misses - before.misses).toBe(1)
  })

  it('answers rows for readers and counts for writers, also when a statement is reused', async () => {
    for (let i = 0; i < 3; i++) {
      const inserted = await db
        .insertInto('items')
        .values({ name: `n${i}` })
        .executeTakeFirstOrThrow()
      expect(inserted.insertId).toBe(BigInt(2 * i + 1))
      const returned = await db
        .insertInto('items')
        .values({ name: `r${i}` })
        .returning('id')
        .executeTakeFirstOrThrow()
      expect(returned.id).toBe(2 * i + 2)
    }
    for (let i = 0; i < 2; i++) {
      const updated = await db.updateTable('items').set({ name: 'x' }).where('id', '<=', 2).executeTakeFirst()
      expect(updated.numUpdatedRows).toBe(2n)
    }
    expect(await db.selectFrom('items').select('id').where('name', '=', 'x').execute()).toHaveLength(2)
  })

  it('stays within its capacity, dropping the least recently used statement', async () => {
    const queries = [1, 2, 3, 4, 5].map((n) => () => sql`select id + ${sql.lit(n)} from items`.execute(db))
    for (const q of queries) await q()
    expect(cached.stats().size).toBe(4)
    const { hits } = cached.stats()
    await queries[4]?.()
    expect(cached.stats().hits).toBe(hits + 1)
    // The first query was evicted: running it again prepares it anew.
    const { misses } = cached.stats()
    await queries[0]?.()
    expect(cached.stats().misses).toBe(misses + 1)
    expect(cached.stats().size).toBe(4)
  })

  it('gives a nested run of a statement still being streamed its own statement', async () => {
    for (const name of ['a', 'b', 'c']) await db.insertInto('items').values({ name }).execute()
    const all = db.selectFrom('items').select(['id', 'name']).orderBy('id')
    const seen: string[] = []
    // Streaming holds the connection, so the nested query goes through the same database directly.
    const nested = new Kysely<Db>({ dialect: new SqliteDialect({ database: cached }) })
    for await (const row of all.stream()) {
      seen.push(
        `${row.name}:${(await nested.selectFrom('items').select(['id', 'name']).orderBy('id').execute()).length}`,
      )
    }
    expect(seen).toEqual(['a:3', 'b:3', 'c:3'])
  })

  it('follows schema changes under a cached statement', async () => {
    await db.insertInto('items').values({ name: 'a' }).execute()
    const everything = () => sql<Record<string, unknown>>`select * from items`.execute(db)
    expect((await everything()).rows).toEqual([{ id: 1, name: 'a' }])
    await sql`alter table items add column note text not null default 'n'`.execute(db)
    expect((await everything()).rows).toEqual([{ id: 1, name: 'a', note: 'n' }])
  })
})
