// `npm run ledger:check`: opens the database (TERN_DATABASE_URL, else TERN_DB) and checks every ledger invariant (ledger/check.ts), every trading
// invariant (engines.ts) and every other product's (checks.ts). Exits 0 when all hold, 1 with a report otherwise.
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { checkAll } from '../checks'
import { loadConfig } from '../config'
import { describeLocation, openDb } from '../db/db'
import { isPostgresUrl } from '../db/dialect'

export async function runLedgerCheck(location: string, out: (line: string) => void): Promise<number> {
  if (!isPostgresUrl(location) && !existsSync(location)) {
    out(`ledger:check: no database at ${location}`)
    return 1
  }
  const db = openDb(location)
  const where = describeLocation(location)
  try {
    const problems = await checkAll(db)
    const count = await db
      .selectFrom('postings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    if (problems.length === 0) {
      out(`ledger:check: OK (${count?.n ?? 0} postings in ${where})`)
      return 0
    }
    out(`ledger:check: ${problems.length} problem(s) in ${where}:`)
    for (const problem of problems) out(`  - ${problem}`)
    return 1
  } finally {
    await db.destroy()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runLedgerCheck(loadConfig().database, console.log).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
