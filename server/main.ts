// Entry point: `tsx server/main.ts`. Reads the environment, prepares the database and serves on one port.
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { type Config, loadConfig } from './config'
import { type Db, openDb } from './db/db'
import { migrateToLatest } from './db/migrations'
import { seed } from './db/seed'
import { ensureDemoAccount } from './features/accounts/demo'

async function prepare(config: Config, clock: () => Date): Promise<Db> {
  const db = openDb(config.dbPath)
  await migrateToLatest(db)
  await seed(db)
  await ensureDemoAccount({ db, config, clock })
  return db
}

function announce(config: Config): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  console.log(`Tern is running at http://${host}:${config.port}`)
  console.log(`Database: ${config.dbPath}${config.demo ? ' (demo mode)' : ''}`)
  console.log(`Demo account: ${config.demoEmail} / ${config.demoPassword}`)
}

async function main(): Promise<void> {
  const config = loadConfig()
  const clock = () => new Date()
  const db = await prepare(config, clock)
  const app = createApp({ db, config, clock })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => announce(config))
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`)
    server.close(() => {
      db.destroy().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
    // Keep-alive connections can hold close() open; do not wait for them forever.
    setTimeout(() => process.exit(0), 5000).unref()
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
