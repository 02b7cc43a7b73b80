// Starts the real Tern server (node --import tsx server/main.ts, or the compiled build) on a free loopback port with a
// throw-away SQLite database.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ServerRuntime, serverCommand } from './server-command'

export type RunningServer = {
  baseURL: string
  port: number
  /** The server's SQLite file (throw-away), for test set-up that has no call of its own (e.g. a first operator). */
  database: string
  /** The server process (one Node process), e.g. to read its CPU time. */
  pid: number
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string
  stop: () => Promise<void>
}

export type StartOptions = {
  root: string
  distDir?: string
  env?: Record<string, string>
  /** The folder its throw-away data folder is made in (default: the OS temp folder, a real disk, as benchmarks need). */
  scratchRoot?: string
  /** How long to wait for the first answer (ms). */
  timeoutMs?: number
  /** The sources under tsx (default) or a compiled build (buildServer() first). */
  runtime?: ServerRuntime
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('server exited before answering')
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`)
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve()
  const pid = child.pid
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    try {
      // Signal the whole group this launcher created (the server and anything it started).
      process.kill(-pid, 'SIGTERM')
    } catch {
      clearTimeout(force)
      resolve()
    }
  })
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(options.scratchRoot ?? tmpdir(), 'tern-server-'))
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const database = join(dataDir, 'tern.db')
  let output = ''
  const { command, args } = serverCommand(options.root, options.runtime)
  const child = spawn(command, args, {
    cwd: options.root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TERN_DB: database,
      TERN_DIST: options.distDir ?? join(options.root, 'dist'),
      TERN_DEMO: '1',
      ...options.env,
    },
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const stop = async () => {
    await stopProcessGroup(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForAnswer(`${baseURL}/`, child, options.timeoutMs ?? 60_000)
  } catch (error) {
    await stop()
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`${message}\n--- server output ---\n${output.slice(-4000)}`)
  }
  return { baseURL, port, database, pid: child.pid ?? 0, output: () => output, stop }
}
