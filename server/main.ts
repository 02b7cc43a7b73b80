// Entry point: `tsx server/main.ts`. Reads the environment, prepares the database and serves on one port.
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { type Config, loadConfig } from './config'
import { describeLocation, openDb } from './db/db'
import { migrateToLatest } from './db/migrations'
import { seed } from './db/seed'
import type { Deps } from './deps'
import { createTradingEngines } from './engines'
import { ensureDemoAccount } from './features/accounts/demo'
import { loadMarketConfig } from './market/config'
import { openSimulatedMarket } from './market/create'

async function prepare(config: Config, clock: () => Date): Promise<Deps> {
  const db = openDb(config.database)
  await migrateToLatest(db)
  await seed(db)
  const market = await openSimulatedMarket(db, loadMarketConfig(), clock)
  const deps = { db, config, clock, market }
  await ensureDemoAccount(deps)
  return deps
}

function announce(config: Config): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  console.log(`Tern is running at http://${host}:${config.port}`)
  console.log(`Database: ${describeLocation(config.database)}${config.demo ? ' (demo mode)' : ''}`)
  console.log(`Demo account: ${config.demoEmail} / ${config.demoPassword}`)
}

async function main(): Promise<void> {
  const config = loadConfig()
  const clock = () => new Date()
  const deps = await prepare(config, clock)
  const { db, market } = deps
  // Settle what expired while the server was down (from the recorded ticks) before new ticks arrive.
  const engines = createTradingEngines(deps)
  await engines.start()
  market.start()
  const app = createApp(deps)
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => announce(config))
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`)
    // Stop the engines (finishing the run in progress), then the feed, recording its last ticks: a restart
    // continues from them and settles whatever expires meanwhile.
    const stopped = engines.stop().then(() => market.stop())
    server.close(() => {
      stopped
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
