// The live share of accounts that lost money on contracts: of the accounts with a contract close in the last
// 30 days, those whose summed result (payout - margin of their closes, less the open fees) was negative. Shown
// with the risk disclosure; computed from the platform's own ledger postings, cached briefly per process.
import type { ContractRisk } from '../../../contract/contract-trading'
import { lossShareDays } from '../../../contract/risk'
import { divide, formatDecimal } from '../../../contract/rules/decimal'
import type { Db } from '../../db/db'
import type { Deps } from '../../deps'
import { resultsSince } from './repo'

const WINDOW_MS = lossShareDays * 86_400_000
const CACHE_MS = 30_000

const cache = new WeakMap<Db, { at: number; value: Omit<ContractRisk, 'accepted'> }>()

export async function lossShare({ db, clock }: Pick<Deps, 'db' | 'clock'>): Promise<Omit<ContractRisk, 'accepted'>> {
  const now = clock().getTime()
  const hit = cache.get(db)
  if (hit && now - hit.at < CACHE_MS && now >= hit.at) return hit.value
  const { accounts, losers } = await resultsSince(db, new Date(now - WINDOW_MS).toISOString())
  // Percent with two decimals, rounded down: losers x 10000 / accounts hundredths of a percent.
  const value = {
    loss_share: accounts === 0 ? null : formatDecimal(divide(BigInt(losers) * 10_000n, BigInt(accounts), 'down'), 2),
    accounts,
  }
  cache.set(db, { at: now, value })
  return value
}
