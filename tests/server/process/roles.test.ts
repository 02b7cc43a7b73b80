// The roles as processes (tsx server/main.ts): an engine, a standby engine and an API process on one database
// (the harness's: SQLite, or PostgreSQL in the server-pg project). Slow (three server starts): the rules
// themselves are tested in-process elsewhere.
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../../contract/market'
import { freePort } from '../../../scripts/lib/server'
import { createHarness, type Harness } from '../../support/server/harness'
import { processesOn } from '../../support/server/processes'

let h: Harness
let processes: ReturnType<typeof processesOn>

beforeAll(async () => {
  h = await createHarness()
  processes = processesOn(h)
})

afterAll(async () => {
  await processes.stopAll()
  await h.close()
})

const start = (env: Record<string, string>) => processes.start(env)

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
    // The engine seeds the demo account's history before its engines start, once per database.
    expect(first.output()).toMatch(/Demo account: history seeded in \d+ ms/)
    const second = start({ TERN_ROLE: 'engine' })
    const port = await freePort()
    const api = start({ TERN_ROLE: 'api', PORT: String(port) })
    await second.waitFor('Tern engine: standby, waiting for the engine lock')
    await api.waitFor(`Tern is running at http://127.0.0.1:${port}`)
    // Printed just after the address, and perhaps in the next chunk of the pipe.
    await api.waitFor('role api')

    const before = await prices(port)
    await new Promise((r) => setTimeout(r, 2000))
    expect(await prices(port)).not.toEqual(before)

    await first.stop('SIGKILL')
    await second.waitFor('Tern engine: running', 30_000)
    const after = await prices(port)
    await new Promise((r) => setTimeout(r, 2000))
    expect(await prices(port)).not.toEqual(after)

    expect(second.output()).not.toContain('history seeded')
    const demo = await h.db.selectFrom('demo_history').select('finished_at').executeTakeFirstOrThrow()
    expect(demo.finished_at).not.toBeNull()
    expect(await second.stop('SIGTERM')).toBe(0)
    expect(existsSync(`${h.config.dbPath}.engine.lock`)).toBe(false)
    expect(await api.stop('SIGTERM')).toBe(0)
  }, 120_000)
})
