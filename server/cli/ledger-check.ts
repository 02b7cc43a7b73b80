// `npm run ledger:check`: opens TERN_DB and checks every ledger invariant (ledger/check.ts) and every trading
// invariant (engines.ts). Exits 0 when all hold, 1 with a report otherwise.
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { loadConfig } from '../config'
import { openDb } from '../db/db'
import { checkTrading } from '../engines'
import { checkLedger } from '../ledger/check'

export async function runLedgerCheck(dbPath: string, out: (line: string) => void): Promise<number> {
  if (!existsSync(dbPath)) {
    out(`ledger:check: no database at ${dbPath}`)
    return 1
  }
  const db = openDb(dbPath)
  try {
    const problems = [...(await checkLedger(db)), ...(await checkTrading(db))]
    const count = await db
      .selectFrom('postings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    if (problems.length === 0) {
      out(`ledger:check: OK (${count?.n ?? 0} postings in ${dbPath})`)
      return 0
    }
    out(`ledger:check: ${problems.length} problem(s) in ${dbPath}:`)
    for (const problem of problems) out(`  - ${problem}`)
    return 1
  } finally {
    await db.destroy()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runLedgerCheck(loadConfig().dbPath, console.log).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
