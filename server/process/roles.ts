// What each TERN_ROLE runs. all: today's single process (market feed, recording, engines, HTTP). api: HTTP
// only, its market read from the ticks the engine records; any number behind a load balancer. engine: feed,
// recording, pruning and the trading engines, no HTTP; one at a time (engine-role.ts).

import { describeAdminToken } from '../admin-token'
import { createApp, fastReads } from '../app'
import { backgroundSettled } from '../background'
import type { Config } from '../config'
import type { Deps } from '../deps'
import { createTradingEngines } from '../engines'
import { demoAccountNotice, ensureDemoAccount } from '../features/accounts/demo'
import { describeWeakPasswordCost } from '../features/accounts/password'
import { prepareDemoAccount } from '../features/demo-history/seed'
import { startInvestJob } from '../features/invest/job'
import { describeMail } from '../features/mail/mailer'
import { startPushJob } from '../features/push/job'
import { describePush } from '../features/push/vapid'
import { startHousekeeping } from '../housekeeping'
import { serveApp } from '../http/serve'
import { loadMarketConfig } from '../market/config'
import { openFeedMarket, openRecordedMarket } from '../market/create'
import { startFeedControl } from '../market/venues/feed-control'
import { startPriceRecord } from '../verifiable/job'
import { startLiabilities } from '../verifiable/liabilities-job'
import { runEngine } from './engine-role'
import { describeDatabase, openPrepared } from './prepare'
import { describeRuntime } from './runtime'

export function runRole(config: Config): Promise<void> {
  const runtime = describeRuntime(process.version, new Date())
  if (runtime) console.warn(runtime)
  if (config.role === 'engine') return runEngine(config)
  return config.role === 'api' ? runApi(config) : runAll(config)
}

async function runAll(config: Config): Promise<void> {
  const clock = () => new Date()
  const db = await openPrepared(config)
  const market = await openFeedMarket(db, loadMarketConfig(), clock, 'batched', config.feed)
  const deps: Deps = { db, config, clock, market }
  await prepareDemoAccount(deps)
  // Settle what expired while the server was down (from the recorded ticks) before new ticks arrive.
  const engines = createTradingEngines(deps)
  await engines.start()
  market.start()
  const housekeeping = startHousekeeping(deps)
  const invest = startInvestJob(deps)
  const push = startPushJob(deps)
  const feedControl = startFeedControl(deps)
  const priceRecord = startPriceRecord(deps)
  const liabilities = startLiabilities(deps)
  // Stop the engines (finishing the run in progress), then the feed, recording its last ticks: a restart
  // continues from them and settles whatever expires meanwhile.
  serveHttp(deps, () =>
    housekeeping
      .stop()
      .then(() => invest.stop())
      .then(() => push.stop())
      .then(() => feedControl.stop())
      .then(() => priceRecord.stop())
      .then(() => liabilities.stop())
      .then(() => engines.stop())
      .then(() => market.stop()),
  )
}

async function runApi(config: Config): Promise<void> {
  const clock = () => new Date()
  const db = await openPrepared(config)
  const market = await openRecordedMarket(db, loadMarketConfig(), clock, config.feed)
  const deps: Deps = { db, config, clock, market }
  await ensureDemoAccount(deps)
  market.start()
  serveHttp(deps, () => market.stop())
}

/** Serves the app until SIGINT/SIGTERM, then runs `stopWork` and closes the database. */
function serveHttp(deps: Deps, stopWork: () => Promise<void>): void {
  const { config, db } = deps
  const app = createApp(deps)
  // Behind a trusted proxy every connection comes from the proxy: the proxy limits its clients there.
  const maxConnectionsPerAddress = config.trustProxy ? 0 : config.maxConnectionsPerAddress
  const listening = { port: config.port, hostname: config.host, maxConnectionsPerAddress }
  const server = serveApp(app, listening, onListening, fastReads(deps))
  function onListening() {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    console.log(`Tern is running at http://${host}:${config.port}`)
    console.log(describeDatabase(config))
    console.log(describeMail(config))
    console.log(describePush(config))
    const demo = demoAccountNotice(config)
    if (demo) console.log(demo)
    const weak = describeWeakPasswordCost(config)
    if (weak) console.warn(weak)
    const adminToken = describeAdminToken(config)
    if (adminToken) console.warn(adminToken)
  }
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`)
    const stopped = stopWork()
    server.close(() => {
      // The messages sent after answers go out before the database closes.
      stopped
        .then(() => backgroundSettled(db))
        .then(() => db.destroy())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        )
    })
    // Keep-alive connections can hold close() open; do not wait for them forever.
    setTimeout(() => void stopped.finally(() => process.exit(0)), 5000).unref()
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))
}
