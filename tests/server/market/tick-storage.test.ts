// Compact tick storage (migration 027): the table clustered on (product_id, t) with its key as the only index,
// every existing tick moved over, provenance recorded by the market's flush, and "ticks after t" read per product.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Db, openDb } from '../../../server/db/db'
import { migrations } from '../../../server/db/migrations'
import { keptSince, ticksAfter, ticksWithProvenance } from '../../../server/market/repo'
import { recordTick } from '../../../server/trading/ticks'
import { createHarness, type Harness, postgresUrl } from '../../support/server/harness'

const T0 = Date.parse('2026-03-01T12:00:00.000Z')

/** An empty database of this run's kind (a SQLite file, or a PostgreSQL database of its own); `drop` removes it. */
async function emptyDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  if (postgresUrl) {
    const name = `tern_t_${randomBytes(8).toString('hex')}`
    const admin = openDb(postgresUrl, { poolSize: 1 })
    await sql`create database ${sql.id(name)}`.execute(admin)
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    const db = openDb(url.toString(), { poolSize: 2 })
    return {
      db,
      drop: async () => {
        await db.destroy()
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)
        await admin.destroy()
      },
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'tern-ticks-'))
  const db = openDb(join(dir, 'tern.db'))
  return {
    db,
    drop: async () => {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe('the tick storage migration', () => {
  it('moves every existing tick into the clustered table, with no index but its key', async () => {
    const { db, drop } = await emptyDatabase()
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      expect((await migrator.migrateTo('025_verification_images')).error).toBeUndefined()
      // Ticks as the code before the migration wrote them: a deciding tick without volume, same-time ticks of
      // different products, prices beyond 32 bits, fractional volumes.
      const before: { product_id: number; t: number; price: number; volume: number }[] = []
      for (let i = 0; i < 300; i++) {
        for (const productId of [12, 13, 26]) {
          before.push({
            product_id: productId,
            t: T0 + i * 250 + (productId === 26 ? 1 : 0),
            price: productId === 13 ? 9_000_000_000 + i : 6_800_000 + i * 7,
            volume: i === 0 ? 0 : i / 8,
          })
        }
      }
      for (let i = 0; i < before.length; i += 200) {
        const rows = before.slice(i, i + 200)
        await sql`insert into ticks (product_id, t, price, volume) values ${sql.join(
          rows.map((r) => sql`(${r.product_id}, ${r.t}, ${r.price}, ${r.volume})`),
        )}`.execute(db)
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined()

      const after = await db
        .selectFrom('ticks')
        .select(['product_id', 't', 'price', 'volume', 'source', 'venue_dt', 'received_dt'])
        .orderBy('product_id')
        .orderBy('t')
        .execute()
      const expected = [...before]
        .sort((a, b) => a.product_id - b.product_id || a.t - b.t)
        .map((r) => ({ ...r, source: null, venue_dt: null, received_dt: null }))
      expect(after).toEqual(expected)

      if (postgresUrl) {
        const indexes = await sql<{
          indexname: string
          indexdef: string
        }>`select indexname, indexdef from pg_indexes where tablename = 'ticks'`.execute(db)
        expect(indexes.rows).toEqual([
          {
            indexname: 'ticks_pk',
            indexdef: 'CREATE UNIQUE INDEX ticks_pk ON public.ticks USING btree (product_id, t)',
          },
        ])
      } else {
        const table = await sql<{ sql: string }>`select sql from sqlite_master where name = 'ticks'`.execute(db)
        expect(table.rows[0]?.sql).toMatch(/primary key \(product_id, t\)\s*\)\s*without rowid$/i)
        const indexes = await sql<{
          name: string
        }>`select name from sqlite_master where type = 'index' and tbl_name = 'ticks' and sql is not null`.execute(db)
        expect(indexes.rows).toEqual([])
      }
    } finally {
      await drop()
    }
  })
})

describe('recorded ticks', () => {
  let h: Harness
  beforeEach(async () => {
    h = await createHarness()
  })
  afterEach(async () => {
    await h.close()
  })

  it('keep their source, the venue time and the receive time, as the flush records them', async () => {
    h.feed.emit([
      { productId: 12, t: T0 + 1000, price: 6_800_000, volume: 0.25 },
      {
        productId: 13,
        t: T0 + 1000,
        price: 350_000,
        volume: 2,
        source: 'okx',
        venueT: T0 - 14_000,
        receivedT: T0 + 1000,
      },
    ])
    // A deciding tick recorded first by an order (no volume, no source), then by the flush.
    await recordTick(h.db, { productId: 12, t: T0 + 2000, price: 6_800_100 })
    h.feed.emit([
      {
        productId: 12,
        t: T0 + 2000,
        price: 6_800_100,
        volume: 1.5,
        source: 'binance',
        venueT: T0 + 2003,
        receivedT: T0 + 1999,
      },
    ])
    await h.market.flush()

    expect(await ticksWithProvenance(h.db, 12, T0, T0 + 5000)).toEqual([
      { productId: 12, t: T0 + 1000, price: 6_800_000, volume: 0.25, source: 'simulator' },
      {
        productId: 12,
        t: T0 + 2000,
        price: 6_800_100,
        volume: 1.5,
        source: 'binance',
        venueT: T0 + 2003,
        receivedT: T0 + 1999,
      },
    ])
    expect(await ticksWithProvenance(h.db, 13, T0, T0 + 5000)).toEqual([
      {
        productId: 13,
        t: T0 + 1000,
        price: 350_000,
        volume: 2,
        source: 'okx',
        venueT: T0 - 14_000,
        receivedT: T0 + 1000,
      },
    ])
    const stored = await h.db
      .selectFrom('ticks')
      .select(['product_id', 'source', 'venue_dt', 'received_dt'])
      .orderBy('product_id')
      .orderBy('t')
      .execute()
    expect(stored).toEqual([
      { product_id: 12, source: 0, venue_dt: null, received_dt: null },
      { product_id: 12, source: 1, venue_dt: 3, received_dt: -1 },
      { product_id: 13, source: 2, venue_dt: -15_000, received_dt: 0 },
    ])
  })

  it('after a time are read per product and merged in (t, product id) order, the first `limit` of them', async () => {
    h.feed.emit([
      { productId: 26, t: T0 + 1000, price: 108_600 },
      { productId: 12, t: T0 + 1000, price: 6_800_000 },
    ])
    h.feed.emit([{ productId: 12, t: T0 + 1500, price: 6_800_001 }])
    h.feed.emit([
      { productId: 13, t: T0 + 2000, price: 350_000 },
      { productId: 26, t: T0 + 2000, price: 108_601 },
    ])
    h.feed.emit([{ productId: 12, t: T0 + 3000, price: 6_800_002 }])
    await h.market.flush()

    const at = (ticks: { productId: number; t: number }[]) => ticks.map((k) => [k.productId, k.t - T0])
    expect(at(await ticksAfter(h.db, 0, 100))).toEqual([
      [12, 1000],
      [26, 1000],
      [12, 1500],
      [13, 2000],
      [26, 2000],
      [12, 3000],
    ])
    expect(at(await ticksAfter(h.db, T0 + 1000, 3))).toEqual([
      [12, 1500],
      [13, 2000],
      [26, 2000],
    ])
    expect(await ticksAfter(h.db, T0 + 3000, 10)).toEqual([])

    // The invariant checks' oldest kept tick per product (key lookups, no scan): products without ticks have none.
    const kept = await sql<{ product_id: number; since: number | null }>`${keptSince}`.execute(h.db)
    const since = kept.rows.filter((r) => r.since !== null).map((r) => [Number(r.product_id), Number(r.since) - T0])
    expect(since.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual([
      [12, 1000],
      [13, 2000],
      [26, 1000],
    ])
    expect(kept.rows.length).toBeGreaterThan(40)
  })
})
