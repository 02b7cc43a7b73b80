// One money-moving write transaction at a time. On SQLite, better-sqlite3 is one synchronous connection held
// for the whole callback, and BEGIN IMMEDIATE takes the write lock up front, so a second process on the same
// file (the admin CLI) waits instead of interleaving between a balance check and its posting. On PostgreSQL
// the transaction first takes one transaction-scoped advisory lock (dialect.ts), which gives every process of
// a cluster the same rule. A serialization failure or deadlock (which the lock makes rare) runs the whole
// callback again, a bounded number of times: it did nothing the first time. Everything inside must use `trx`,
// never the outer db (that would wait forever on SQLite).
import { setTimeout as sleep } from 'node:timers/promises'
import { type Kysely, sql } from 'kysely'
import { beginWrite, dialectOf, isRetryable } from '../db/dialect'
import type { Database } from '../db/schema'

const MAX_ATTEMPTS = 5

export async function writeTx<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const begin = beginWrite(dialectOf(db))
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.connection().execute(async (conn) => {
        for (const statement of begin) await statement.execute(conn)
        let result: T
        try {
          result = await work(conn)
        } catch (error) {
          await sql`rollback`.execute(conn)
          throw error
        }
        try {
          await sql`commit`.execute(conn)
        } catch (error) {
          await sql`rollback`.execute(conn).catch(() => undefined)
          throw error
        }
        return result
      })
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error
      await sleep(Math.random() * 10 * attempt)
    }
  }
}
