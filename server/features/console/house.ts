// The house's side of the ledger: every house account's balances, the insurance figure users see on the contract
// screen, and the result of the ledger checks (`npm run ledger:check`), kept for a short time because they read
// the whole ledger.
import type { Asset } from '../../../contract/api'
import { assets } from '../../../contract/api'
import type { HouseReport } from '../../../contract/console-data'
import { checkAll } from '../../checks'
import type { Db } from '../../db/db'
import type { Deps } from '../../deps'
import { house } from '../../ledger/accounts'
import { houseBalances } from '../../ledger/ledger'
import { formatAmount } from '../../ledger/money'

const CHECK_TTL_MS = 60_000

type CheckResult = HouseReport['check']
const checks = new WeakMap<Db, { until: number; result: Promise<CheckResult> }>()

/** The checks' result, run again once it is a minute old (one run at a time per database). */
function ledgerCheck({ db, clock }: Pick<Deps, 'db' | 'clock'>): Promise<CheckResult> {
  const now = clock()
  const cached = checks.get(db)
  if (cached && cached.until > now.getTime()) return cached.result
  const result = checkAll(db).then((problems) => ({
    ok: problems.length === 0,
    problems,
    checked_at: now.toISOString(),
  }))
  checks.set(db, { until: now.getTime() + CHECK_TTL_MS, result })
  result.catch(() => checks.delete(db))
  return result
}

export async function houseReport(deps: Pick<Deps, 'db' | 'clock'>): Promise<HouseReport> {
  const rows = await houseBalances(deps.db)
  const amountOf = (name: string, asset: Asset) =>
    rows.filter((r) => r.account === name && r.asset === asset).reduce((sum, r) => sum + r.amount, 0n)
  const accounts = Object.values(house).map((name) => ({
    name,
    balances: assets.map((asset) => ({ asset, amount: formatAmount(amountOf(name, asset), asset) })),
  }))
  return {
    accounts,
    insurance: formatAmount(amountOf(house.insurance, 'USDT'), 'USDT'),
    check: await ledgerCheck(deps),
  }
}
