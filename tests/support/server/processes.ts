// Tern server processes for process-level tests (node --import tsx server/main.ts with a role), on the harness's database
// (SQLite, or PostgreSQL in the server-pg project). Each is its own process group, so a kill -9 takes the whole
// server down, as a crash would.
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { serverCommand } from '../../../scripts/lib/server-command'
import type { Harness } from './harness'

const root = resolve(import.meta.dirname, '../../..')

export interface ServerProcess {
  output(): string
  /** Resolves once the output contains `text`. */
  waitFor(text: string, timeoutMs?: number): Promise<void>
  /** Signals the process group; resolves with the exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null>
}

/** Starts processes on `h`'s database; stopAll() kills whatever is still running (afterAll). */
export function processesOn(h: Harness) {
  const running: ServerProcess[] = []
  const start = (env: Record<string, string>): ServerProcess => {
    const started = spawnServer(h, env)
    running.push(started)
    return started
  }
  const stopAll = async () => {
    for (const process of running.splice(0)) await process.stop('SIGKILL')
  }
  return { start, stopAll }
}

function spawnServer(h: Harness, env: Record<string, string>): ServerProcess {
  let output = ''
  const { command, args } = serverCommand(root)
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      TERN_DB: h.config.dbPath,
      TERN_DIST: h.config.distDir,
      TERN_PASSWORD_COST: String(h.config.passwordCost),
      ...(h.config.database === h.config.dbPath ? {} : { TERN_DATABASE_URL: h.config.database }),
      ...env,
    },
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return {
    output: () => output,
    async waitFor(text, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      while (!output.includes(text)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no "${text}" in:\n${output}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    stop(signal) {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        // SIGTERM to the server itself (it exits with its own code); a SIGKILL to the whole group this test created.
        process.kill(signal === 'SIGKILL' ? -child.pid : child.pid, signal)
      }
      return exited
    },
  }
}
