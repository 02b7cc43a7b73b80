import type { Config } from '../config'
import { describeLocation, openDb } from '../db/db'
import { migrateToLatest } from '../db/migrations'
import { seed } from '../db/seed'

/** Opens the database, migrated and seeded (every role does: whichever process starts first prepares it). */
export async function openPrepared(config: Config) {
  const db = openDb(config.database)
  await migrateToLatest(db)
  await seed(db)
  return db
}

/** The start-up line naming the database and the role. */
export function describeDatabase(config: Config): string {
  return `Database: ${describeLocation(config.database)}${config.demo ? ' (demo mode)' : ''}, role ${config.role}`
}
