// globalSetup of the `server-pg` project: a throwaway PostgreSQL cluster for the run (no fsync), and one
// migrated, seeded template database that every test's database is created from (harness.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { sql } from 'kysely'
import type { TestProject } from 'vitest/node'
import { type PostgresCluster, psql, startPostgres } from '../../../scripts/lib/postgres'
import { openDb } from '../../../server/db/db'
import { migrateToLatest } from '../../../server/db/migrations'
import { seed } from '../../../server/db/seed'
import { catalog } from '../../../server/market/catalog'
import { ensureCatalog } from '../../../server/market/repo'
import { scratchRoot } from '../scratch'

export const TEMPLATE = 'tern_template'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

let cluster: PostgresCluster | undefined
let dir: string | undefined

export async function setup(project: TestProject): Promise<void> {
  const given = process.env.TERN_TEST_DATABASE_URL
  let adminUrl: string
  if (given) {
    adminUrl = given
  } else {
    dir = mkdtempSync(join(scratchRoot, 'tern-pg-'))
    cluster = startPostgres({ dir, port: await freePort(), durable: false })
    adminUrl = cluster.url('postgres')
  }
  const admin = openDb(adminUrl, { poolSize: 1 })
  // On a server of one's own (TERN_TEST_DATABASE_URL), what an interrupted run left: tests' databases and the
  // copies made ahead for them (harness.ts).
  const left = await sql<{
    datname: string
  }>`select datname from pg_database where datname like 'tern\_t\_%' or datname like 'tern\_s\_%'`.execute(admin)
  for (const { datname } of left.rows) await sql`drop database if exists ${sql.id(datname)} with (force)`.execute(admin)
  await sql`drop database if exists ${sql.id(TEMPLATE)} with (force)`.execute(admin)
  await sql`create database ${sql.id(TEMPLATE)}`.execute(admin)
  await admin.destroy()
  const url = new URL(adminUrl)
  url.pathname = `/${TEMPLATE}`
  const template = openDb(url.toString(), { poolSize: 1 })
  await migrateToLatest(template)
  await seed(template)
  // The market's catalog as its first start writes it: every test's Market.open finds it there (about a tenth of
  // a second of a fresh database's first writes, per test).
  await ensureCatalog(template, catalog)
  await template.destroy()
  project.provide('postgresUrl', adminUrl)
  if (cluster) {
    const version = psql(cluster, 'show server_version').trim()
    console.log(`[server-pg] PostgreSQL ${version} on port ${cluster.port}`)
  }
}

export function teardown(): void {
  cluster?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}
