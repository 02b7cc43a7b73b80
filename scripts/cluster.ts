// `npm run cluster [-- --api N --port P --pg-port P]`: Tern on PostgreSQL on this machine, loopback only, in
// data/cluster/: a PostgreSQL cluster, one engine, N API processes (default 2) and nginx on the public port
// (PORT, default 8080) as the load balancer serving the built PWA; the Tern processes run the compiled server
// (dist-server/). Ctrl-C or SIGTERM stops everything.
import { rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config'
import { ensureBuild } from './lib/build'
import { buildServer } from './lib/build-server'
import { nginxUnavailable, type RunningCluster, startCluster } from './lib/cluster'
import { type PostgresCluster, postgresUnavailable, psql, startPostgres } from './lib/postgres'

const root = fileURLToPath(new URL('..', import.meta.url))
const dir = join(root, 'data/cluster')
/** This script's process: SIGTERM to it stops everything (npm does not pass a SIGTERM on to its script). */
const pidFile = join(dir, 'cluster.pid')

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: process.env.TERN_CLUSTER_API ?? '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'pg-port': { type: 'string', default: process.env.TERN_CLUSTER_PG_PORT ?? '5544' },
  },
})

function count(name: string, value: string, min: number, max: number): number {
  const n = Number(value)
  if (Number.isInteger(n) && n >= min && n <= max) return n
  console.error(`--${name} must be a whole number from ${min} to ${max}, not ${value}`)
  return process.exit(1)
}

const apiCount = count('api', values.api, 1, 16)
const port = count('port', values.port, 1, 65535 - apiCount - 1)
const pgPort = count('pg-port', values['pg-port'], 1, 65535)

const missing = [postgresUnavailable(), nginxUnavailable()].filter((why) => why !== null)
if (missing.length > 0) {
  console.error(`npm run cluster needs PostgreSQL and nginx:\n  ${missing.join('\n  ')}`)
  console.error('On Debian or Ubuntu: apt-get install postgresql nginx')
  process.exit(1)
}

const config = loadConfig()
const say = (line: string) => console.log(`[cluster] ${line}`)
const starting = new AbortController()
let postgres: PostgresCluster | undefined
let cluster: RunningCluster | undefined
let stopping = false

function startPostgresOrExplain(pgPort: number): PostgresCluster {
  try {
    return startPostgres({ dir: join(dir, 'postgres'), port: pgPort, durable: true })
  } catch (error) {
    const log = relative(process.cwd(), join(dir, 'postgres/postgres.log'))
    const hint = `PostgreSQL did not start: see ${log} (another server on port ${pgPort}? choose one with --pg-port)`
    throw new Error(`${error instanceof Error ? error.message : error}\n${hint}`)
  }
}

async function shutdown(why: string, exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true
    starting.abort()
    say(`${why}: stopping nginx, the API processes, the engine and PostgreSQL`)
    await cluster?.stop()
    rmSync(pidFile, { force: true })
    try {
      postgres?.stop()
    } catch (error) {
      console.error(error instanceof Error ? error.message : error)
    }
  }
  return process.exit(exitCode)
}
process.on('SIGINT', () => void shutdown('SIGINT', 0))
process.on('SIGTERM', () => void shutdown('SIGTERM', 0))

try {
  const ms = ensureBuild(root)
  say(ms > 0 ? `built dist/ in ${(ms / 1000).toFixed(1)} s` : 'dist/ is up to date')
  say(`compiled the server into dist-server/ in ${((await buildServer(root)) / 1000).toFixed(1)} s`)
  postgres = startPostgresOrExplain(pgPort)
  if (psql(postgres, "SELECT 1 FROM pg_database WHERE datname = 'tern'").trim() === '') {
    psql(postgres, 'CREATE DATABASE tern')
  }
  say(`PostgreSQL on 127.0.0.1:${pgPort}, data in ${join(dir, 'postgres')}`)
  const databaseUrl = postgres.url('tern')
  cluster = await startCluster({
    root,
    dir,
    port,
    apiCount,
    databaseUrl,
    signal: starting.signal,
    runtime: { kind: 'compiled' },
  })
  say(`Tern is running at ${cluster.url} (nginx -> ${apiCount} API processes on ports ${cluster.apiPorts.join(', ')})`)
  say(`Database: ${databaseUrl}`)
  if (config.demo) say(`Demo account: ${config.demoEmail} / ${config.demoPassword}`)
  writeFileSync(pidFile, `${process.pid}\n`)
  say(`Ctrl-C or \`kill $(cat ${relative(process.cwd(), pidFile)})\` stops everything`)
  void cluster.failed.then((why) => shutdown(why, 1))
} catch (error) {
  if (!stopping) {
    console.error(error instanceof Error ? error.message : error)
    await shutdown('failed to start', 1)
  }
}
