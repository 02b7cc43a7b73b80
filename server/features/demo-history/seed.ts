// Gives the demo account (demo mode only) a history a newcomer can look through: timed, spot and contract orders,
// deposits, withdrawals, an earn subscription, a watchlist and the notifications these cause. Runs once per
// database, in the process that runs the engines, before they start: the account's actions are replayed through
// the real services and engines against the market's recorded ticks (path.ts, replay.ts).
import type { Deps } from '../../deps'
import { ensureDemoAccount, findUserByName } from '../accounts'
import { recordedPath, recordPath } from './path'
import { Replay } from './replay'
import { claimDemoHistory, finishDemoHistory } from './repo'
import { BTC, contractOrders, ETH, spotOrders, timedOrders } from './trading'
import { WATCHED, walletHistory } from './wallet'

/** The hours of recorded prices the history spans, in minutes: it ends where the live market begins. */
export const DEMO_HISTORY_MINUTES = 300

/** Seeds the demo account's history unless done before; true when it seeded now. */
export async function seedDemoHistory(deps: Deps): Promise<boolean> {
  if (!deps.config.demo) return false
  const user = await findUserByName(deps.db, deps.config.demoEmail)
  if (!user) return false
  const path = await recordedPath(deps.db, [BTC, ETH], DEMO_HISTORY_MINUTES)
  if (!path || !(await claimDemoHistory(deps.db, user.id, deps.clock()))) return false
  await recordPath(deps.db, path)
  const replay = await Replay.open(deps, path, WATCHED)
  try {
    const steps = [
      ...walletHistory(replay, user.id),
      ...timedOrders(replay, user.id),
      ...spotOrders(replay, user.id),
      ...contractOrders(replay, user.id),
    ].sort((a, b) => a.minute - b.minute)
    for (const step of steps) {
      await replay.advanceTo(step.minute)
      await step.run()
    }
    await replay.advanceTo(path.minutes - 1)
  } finally {
    await replay.close()
  }
  await finishDemoHistory(deps.db, user.id, deps.clock())
  return true
}

/**
 * Start-up of the process that runs the engines: the demo account, then its history (once). A failed seeding is
 * logged and the server starts all the same.
 */
export async function prepareDemoAccount(deps: Deps): Promise<void> {
  await ensureDemoAccount(deps)
  const started = Date.now()
  try {
    if (await seedDemoHistory(deps)) console.log(`Demo account: history seeded in ${Date.now() - started} ms`)
  } catch (error) {
    console.error('[tern] seeding the demo account history failed:', error)
  }
}
