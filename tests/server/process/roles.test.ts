// The roles as processes (tsx server/main.ts): an engine, a standby engine and an API process on one database
// (the harness's: SQLite, or PostgreSQL in the server-pg project). Slow (three server starts): the rules
// themselves are tested in-process elsewhere.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../../contract/market'
import { freePort } from '../../../scripts/lib/server'
import { createHarness, type Harness } from '../../support/server/harness'

const root = resolve(import.meta.dirname, '../../..')
const running: Started[] = []
let h: Harness

beforeAll(async () => {
  h = await createHarness()
})

afterAll(async () => {
  for (const process of running) await process.stop('SIGKILL')
  await h.close()
})

interface Started {
  output(): string
  /** Resolves once the output contains `text`. */
  waitFor(text: string, timeoutMs?: number): Promise<void>
  /** Signals the process group; resolves with the exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null>
}

function start(env: Record<string, string>): Started {
  let output = ''
  const child: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      TERN_DB: h.config.dbPath,
      TERN_DIST: h.config.distDir,
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
  const started: Started = {
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
        // tsx runs the server in a child process: it relays SIGTERM and exits with the server's code; a
        // SIGKILL goes to the whole group this test created.
        process.kill(signal === 'SIGKILL' ? -child.pid : child.pid, signal)
      }
      return exited
    },
  }
  running.push(started)
  return started
}

async function prices(port: number): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${port}/main/products`)
  const body = (await res.json()) as { data: Product[] }
  return body.data.map((p) => p.price)
}

describe('process roles', () => {
  it('runs one engine (a second one stands by and takes over), and an API process serving its prices', async () => {
    const first = start({ TERN_ROLE: 'engine' })
    await first.waitFor('Tern engine: running')
    expect(first.output()).toContain('role engine')
    const second = start({ TERN_ROLE: 'engine' })
    const port = await freePort()
    const api = start({ TERN_ROLE: 'api', PORT: String(port) })
    await second.waitFor('Tern engine: standby, waiting for the engine lock')
    await api.waitFor(`Tern is running at http://127.0.0.1:${port}`)
    expect(api.output()).toContain('role api')

    const before = await prices(port)
    await new Promise((r) => setTimeout(r, 2000))
    expect(await prices(port)).not.toEqual(before)

    await first.stop('SIGKILL')
    await second.waitFor('Tern engine: running', 30_000)
    const after = await prices(port)
    await new Promise((r) => setTimeout(r, 2000))
    expect(await prices(port)).not.toEqual(after)

    expect(await second.stop('SIGTERM')).toBe(0)
    expect(existsSync(`${h.config.dbPath}.engine.lock`)).toBe(false)
    expect(await api.stop('SIGTERM')).toBe(0)
  }, 120_000)
})
