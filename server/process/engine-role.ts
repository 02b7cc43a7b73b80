// The engine process: the market feed (TERN_FEED), recording (each batch before the engines see it), candles, pruning,
// housekeeping and the trading engines; no HTTP. It waits for the engine lock as a hot standby, and only once it
// holds the lock opens the market (restoring from the recorded ticks) and starts the engines, which recover what
// became due meanwhile. Losing the lock stops it at once (exit 1: a supervisor restarts it as a standby).
import type { Config } from '../config'
import type { Deps } from '../deps'
import { createTradingEngines } from '../engines'
import { prepareDemoAccount } from '../features/demo-history/seed'
import { startInvestJob } from '../features/invest/job'
import { startPushJob } from '../features/push/job'
import { describePush } from '../features/push/vapid'
import { startHousekeeping } from '../housekeeping'
import { loadMarketConfig } from '../market/config'
import { openFeedMarket } from '../market/create'
import { acquireEngineLock, engineLockFor } from './engine-lock'
import { describeDatabase, openPrepared } from './prepare'

export async function runEngine(config: Config): Promise<void> {
  const clock = () => new Date()
  const db = await openPrepared(config)
  console.log(describeDatabase(config))
  console.log(describePush(config))
  const waiting = new AbortController()
  let stop = async () => waiting.abort()
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`)
    stop()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      )
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))

  const lock = await acquireEngineLock(engineLockFor(config.database, config.dbPath), {
    signal: waiting.signal,
    onStandby: () => console.log('Tern engine: standby, waiting for the engine lock'),
    onLost: (reason) => {
      console.error(`Tern engine: lost the engine lock (${reason}), stopping`)
      process.exit(1)
    },
  })
  if (!lock) return
  stop = () => lock.release()
  const market = await openFeedMarket(db, loadMarketConfig(), clock, 'immediate', config.feed)
  const deps: Deps = { db, config, clock, market }
  await prepareDemoAccount(deps)
  const engines = createTradingEngines(deps)
  let housekeeping: { stop(): Promise<void> } | undefined
  let invest: { stop(): Promise<void> } | undefined
  let push: { stop(): Promise<void> } | undefined
  stop = async () => {
    // The run in progress finishes, the last ticks are recorded, then the standby may take over.
    await housekeeping?.stop()
    await invest?.stop()
    await push?.stop()
    await engines.stop()
    await market.stop()
    await lock.release()
  }
  await engines.start()
  market.start()
  housekeeping = startHousekeeping(deps)
  invest = startInvestJob(deps)
  push = startPushJob(deps)
  console.log('Tern engine: running')
}
