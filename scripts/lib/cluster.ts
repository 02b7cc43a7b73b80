// Tern on PostgreSQL as several processes on one machine, loopback only: one engine (TERN_ROLE=engine), N API
// processes (TERN_ROLE=api) on the ports after the public one, and nginx on the public port in front of them.
// The PostgreSQL cluster is the caller's (scripts/lib/postgres.ts); `npm run cluster` and the bench use this.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { nginxConfig } from './nginx'
import { type ServerRuntime, serverCommand } from './server-command'

export const NGINX = '/usr/sbin/nginx'

/** Why nginx cannot be started here, or null when it can. */
export function nginxUnavailable(): string | null {
  return existsSync(NGINX) ? null : 'nginx is not installed (Debian package nginx)'
}

export interface ClusterOptions {
  root: string
  /** Folder for nginx's files and the shared uploads; created if missing. */
  dir: string
  /** The public port (nginx); the API processes take the next ones. */
  port: number
  apiCount: number
  databaseUrl: string
  /** Added to every Tern process's environment. */
  env?: Record<string, string>
  /** Each line a process prints; default: to stdout, prefixed by the process's name. */
  onLine?: (name: string, line: string) => void
  timeoutMs?: number
  /** Aborting it while starting stops what was started and rejects. */
  signal?: AbortSignal
  /** The Tern processes run the sources under tsx (default) or a compiled build (buildServer() first). */
  runtime?: ServerRuntime
}

export interface RunningCluster {
  url: string
  apiPorts: number[]
  /** Resolves with a description when a process exits before stop() was called. */
  failed: Promise<string>
  /** nginx, then the API processes, then the engine; each gets SIGTERM, SIGKILL after 10 s. */
  stop(): Promise<void>
}

interface Named {
  name: string
  child: ChildProcess
  output: string
}

const printLine = (name: string, line: string) => process.stdout.write(`[${name}] ${line}\n`)

function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)))
  })
}

function launch(name: string, command: string, args: string[], options: ClusterOptions, env: object): Named {
  // Its own process group, so a terminal's Ctrl-C reaches only us and we stop everything in order.
  const child = spawn(command, args, {
    cwd: options.root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, ...env },
  })
  const named: Named = { name, child, output: '' }
  const onLine = options.onLine ?? printLine
  const forward = (chunk: Buffer) => {
    // Only the recent output is kept: enough to see readiness and why a process failed.
    named.output = (named.output + chunk.toString()).slice(-64 * 1024)
    for (const line of chunk.toString().split(/\r?\n/)) if (line) onLine(name, line)
  }
  child.stdout?.on('data', forward)
  child.stderr?.on('data', forward)
  return named
}

type Ready = () => boolean | Promise<boolean>

function waitFor(named: Named, ready: Ready, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs
  return new Promise((done, fail) => {
    const check = async () => {
      if (signal?.aborted) fail(new Error('stopped while starting'))
      else if (named.child.exitCode !== null || named.child.signalCode !== null) {
        const tail = named.output.trim().split('\n').slice(-10).join('\n')
        fail(new Error(`${named.name} exited before it was ready:\n${tail}`))
      } else if (await ready()) done()
      else if (Date.now() > deadline) fail(new Error(`${named.name} was not ready within ${timeoutMs / 1000} s`))
      else setTimeout(check, 100)
    }
    void check()
  })
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
    await response.arrayBuffer()
    return response.status < 500
  } catch {
    return false
  }
}

function stopOne({ child }: Named): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve()
  const pid = child.pid
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name)
    } catch {
      // already gone
    }
  }
  return new Promise((done) => {
    const force = setTimeout(() => signal('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    signal('SIGTERM')
  })
}

function ternProcess(name: string, options: ClusterOptions, env: Record<string, string>): Named {
  const { command, args } = serverCommand(options.root, options.runtime)
  return launch(name, command, args, options, {
    TERN_DATABASE_URL: options.databaseUrl,
    TERN_UPLOADS: join(resolve(options.dir), 'uploads'),
    TERN_DIST: join(options.root, 'dist'),
    HOST: '127.0.0.1',
    ...env,
  })
}

/** Writes the nginx configuration and checks it with `nginx -t`; returns the nginx arguments. */
function prepareNginx(options: ClusterOptions, apiPorts: number[]): string[] {
  const dir = join(resolve(options.dir), 'nginx')
  for (const sub of ['logs', 'temp']) mkdirSync(join(dir, sub), { recursive: true })
  const user = process.getuid?.() === 0 ? 'root' : undefined
  const distDir = join(options.root, 'dist')
  const conf = join(dir, 'nginx.conf')
  const supportUrl = (options.env?.TERN_SUPPORT_URL ?? process.env.TERN_SUPPORT_URL)?.trim() || undefined
  const listen = { host: '127.0.0.1', port: options.port }
  writeFileSync(conf, nginxConfig({ dir, distDir, listen, apiPorts, user, supportUrl }))
  const args = ['-p', dir, '-c', conf, '-e', join(dir, 'logs/error.log')]
  const test = spawnSync(NGINX, ['-t', '-q', ...args], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`)
  return args
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { signal } = options
  const timeoutMs = options.timeoutMs ?? 60_000
  const apiPorts = Array.from({ length: options.apiCount }, (_, i) => options.port + 1 + i)
  for (const port of [options.port, ...apiPorts]) {
    if (!(await portFree(port))) throw new Error(`port ${port} on 127.0.0.1 is in use (choose another with --port)`)
  }
  mkdirSync(join(resolve(options.dir), 'uploads'), { recursive: true })
  const nginxArgs = prepareNginx(options, apiPorts)
  const processes: Named[] = []
  let stopping = false
  let reportFailure: (why: string) => void = () => {}
  const failed = new Promise<string>((done) => {
    reportFailure = done
  })
  const track = (named: Named) => {
    processes.push(named)
    named.child.on('exit', (code, signal) => {
      if (!stopping) reportFailure(`${named.name} exited (${code ?? signal})`)
    })
    return named
  }
  const stop = async () => {
    stopping = true
    const named = (test: (name: string) => boolean) => Promise.all(processes.filter((p) => test(p.name)).map(stopOne))
    await named((name) => name === 'nginx')
    await named((name) => name.startsWith('api'))
    await named((name) => name === 'engine')
  }
  try {
    // The engine migrates the database first; the API processes then find it ready.
    const engine = track(ternProcess('engine', options, { TERN_ROLE: 'engine' }))
    await waitFor(engine, () => /Tern engine: (running|standby)/.test(engine.output), timeoutMs, signal)
    const apis = apiPorts.map((port, i) =>
      track(ternProcess(`api${i + 1}`, options, { TERN_ROLE: 'api', PORT: String(port), TERN_TRUST_PROXY: '1' })),
    )
    await Promise.all(
      apis.map((api) => waitFor(api, () => api.output.includes('Tern is running at'), timeoutMs, signal)),
    )
    const url = `http://127.0.0.1:${options.port}`
    const nginx = track(launch('nginx', NGINX, nginxArgs, options, {}))
    await waitFor(nginx, () => answers(`${url}/main/banners`), timeoutMs, signal)
    return { url, apiPorts, failed, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
