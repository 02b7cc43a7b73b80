// A throwaway PostgreSQL cluster in a folder of the project's, on loopback: for the test suite and
// `npm run cluster`. Uses Debian's postgresql binaries; PostgreSQL refuses to run as root, so as root the
// folder is handed to the `postgres` user and every binary runs as that user.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/<database> for a database name. */
  url(database: string): string
  port: number
  dir: string
  stop(): void
}

export interface StartOptions {
  /** The cluster's folder (data, socket and log inside); created if missing, reused if already initialized. */
  dir: string
  port: number
  /** Tests: no fsync, nothing durable (fast). A real run keeps the defaults. */
  durable?: boolean
  /** Server settings added to postgresql.conf (e.g. { max_connections: '200' }). */
  settings?: Record<string, string>
}

const binDirs = () => {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return []
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(root, v, 'bin'))
}

/** The folder with initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  return binDirs().find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null
}

/** Why PostgreSQL cannot be started here, or null when it can. */
export function postgresUnavailable(): string | null {
  if (!postgresBinDir()) return 'PostgreSQL is not installed (Debian package postgresql; .ci/run installs it)'
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root without a postgres user'
  return null
}

const isRoot = () => process.getuid?.() === 0

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
  return { uid, gid }
}

/** Runs a PostgreSQL binary, as the postgres user when we are root; throws with its output on failure. */
function runPg(bin: string, args: string[]): string {
  const binDir = postgresBinDir()
  if (!binDir) throw new Error('PostgreSQL is not installed')
  const command = isRoot() ? 'runuser' : join(binDir, bin)
  const argv = isRoot() ? ['-u', 'postgres', '--', join(binDir, bin), ...args] : args
  const result = spawnSync(command, argv, { encoding: 'utf8', cwd: '/' })
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`)
  }
  return result.stdout
}

function own(path: string): void {
  if (!isRoot()) return
  const { uid, gid } = postgresIds()
  chownSync(path, uid, gid)
}

function isRunning(data: string): boolean {
  try {
    runPg('pg_ctl', ['-D', data, 'status'])
    return true
  } catch {
    return false
  }
}

/** Initializes (once) and starts a cluster; stop() is synchronous so it can run from exit handlers. */
export function startPostgres(options: StartOptions): PostgresCluster {
  const dir = resolve(options.dir)
  const data = join(dir, 'data')
  const socket = join(dir, 'socket')
  mkdirSync(dir, { recursive: true })
  mkdirSync(socket, { recursive: true })
  own(dir)
  own(socket)
  if (!existsSync(join(data, 'PG_VERSION'))) {
    rmSync(data, { recursive: true, force: true })
    runPg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-locale', '-E', 'UTF8', '--no-sync'])
  }
  const settings: Record<string, string> = {
    listen_addresses: "'127.0.0.1'",
    port: String(options.port),
    unix_socket_directories: `'${socket}'`,
    max_connections: '200',
    ...(options.durable === false ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
    ...options.settings,
  }
  const conf = Object.entries(settings)
    .map(([k, v]) => `${k} = ${v}`)
    .join('\n')
  const confPath = join(data, 'tern.conf')
  writeFileSync(confPath, `${conf}\n`)
  own(confPath)
  const mainConf = join(data, 'postgresql.conf')
  const include = "include_if_exists = 'tern.conf'"
  if (!readFileSync(mainConf, 'utf8').includes(include)) appendFileSync(mainConf, `\n${include}\n`)
  const log = join(dir, 'postgres.log')
  if (!isRunning(data)) runPg('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '30', 'start'])
  let stopped = false
  return {
    port: options.port,
    dir,
    url: (database) => `postgres://postgres@127.0.0.1:${options.port}/${database}`,
    stop() {
      if (stopped) return
      stopped = true
      runPg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    },
  }
}

/** Runs SQL through psql on the cluster (database `postgres`). */
export function psql(cluster: PostgresCluster, statement: string): string {
  return runPg('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(cluster.port),
    '-U',
    'postgres',
    '-d',
    'postgres',
    '-Atc',
    statement,
  ])
}
