// `npm run admin` opens the server's database, never a new one by mistake: an SQLite file that does not exist is
// refused (with what to set) unless --create-database asks for it; PostgreSQL URLs are never refused here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { missingDatabase } from '../../server/cli/admin'
import { loadConfig } from '../../server/config'
import { scratchRoot } from '../support/scratch'

const dir = mkdtempSync(join(scratchRoot, 'tern-admin-db-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the admin CLI database', () => {
  it('refuses an SQLite file that does not exist, naming it and the settings', () => {
    const config = loadConfig({ TERN_DB: join(dir, 'typo.db') })
    expect(missingDatabase(config, false)).toBe(
      `No database at ${resolve(dir, 'typo.db')}: set TERN_DB (or TERN_DATABASE_URL) to the server's, or add --create-database to make a new one.`,
    )
  })

  it('opens an existing file, a new one when asked, and a PostgreSQL URL', () => {
    const existing = join(dir, 'tern.db')
    writeFileSync(existing, '')
    expect(missingDatabase(loadConfig({ TERN_DB: existing }), false)).toBeNull()
    expect(missingDatabase(loadConfig({ TERN_DB: join(dir, 'new.db') }), true)).toBeNull()
    const pg = loadConfig({ TERN_DB: join(dir, 'none.db'), TERN_DATABASE_URL: 'postgres://tern@127.0.0.1:5432/tern' })
    expect(missingDatabase(pg, false)).toBeNull()
  })
})
