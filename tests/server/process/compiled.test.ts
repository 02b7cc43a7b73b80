// `npm start` serves compiled JavaScript (scripts/lib/build-server.ts): the build starts with plain `node`, no
// TypeScript loader, on the harness's database (SQLite, or PostgreSQL in the server-pg project), and answers as the
// sources do, including what it reads from files beside its modules (the server's catalogs, the seed media).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../../contract/api'
import type { Product } from '../../../contract/market'
import { buildServerScratch } from '../../../scripts/lib/build-server'
import { type RunningServer, startServer } from '../../../scripts/lib/server'
import { scratchRoot } from '../../support/scratch'
import { createHarness, type Harness } from '../../support/server/harness'

const root = resolve(import.meta.dirname, '../../..')
let h: Harness
let outDir: string
let server: RunningServer

beforeAll(async () => {
  h = await createHarness()
  outDir = await buildServerScratch(root)
  // A one-line shell: the start-up probe asks for the document.
  mkdirSync(h.config.distDir, { recursive: true })
  writeFileSync(join(h.config.distDir, 'index.html'), '<!doctype html><title>Tern</title>')
  const database: Record<string, string> =
    h.config.database === h.config.dbPath ? {} : { TERN_DATABASE_URL: h.config.database }
  server = await startServer({
    root,
    scratchRoot,
    runtime: { kind: 'compiled', outDir },
    env: { TERN_DB: h.config.dbPath, TERN_DIST: h.config.distDir, TERN_PASSWORD_COST: '12', ...database },
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  rmSync(outDir, { recursive: true, force: true })
  await h.close()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, server.baseURL), { headers })

describe('the compiled server', () => {
  it('runs under plain node, without a TypeScript loader', () => {
    const commandLine = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    expect(commandLine.slice(1)).toEqual([resolve(outDir, 'main.js')])
    expect(server.output()).toContain(`Tern is running at ${server.baseURL}`)
  })

  it('answers the market, signs a user up, and localizes from its catalogs', async () => {
    const products = (await (await get('/main/products')).json()) as Envelope<Product[]>
    expect(products.status).toBe(1)
    expect(products.data?.map((p) => p.id)).toContain(12)
    const register = await fetch(new URL('/main/register', server.baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', UserLang: 'de' },
      body: JSON.stringify({ name: 'compiled@example.com', pwd: 'compiled-secret' }),
    })
    const registered = (await register.json()) as Envelope<{ token: string }>
    expect(registered.status).toBe(1)
    const token = registered.data?.token ?? ''
    const info = (await (await get('/api/userinfo', { UserToken: token })).json()) as Envelope<{ username: string }>
    expect(info.data?.username).toBe('compiled@example.com')
    const invalid = async (lang: string) => {
      const init = { method: 'POST', headers: { 'Content-Type': 'application/json', UserLang: lang }, body: '{}' }
      return (await (await fetch(new URL('/main/login', server.baseURL), init)).json()) as Envelope<null>
    }
    expect(await invalid('de')).toMatchObject({
      status: 0,
      code: 'validation',
      msg: 'Einige Felder fehlen oder sind ungültig.',
    })
    expect((await invalid('en')).msg).toBe('Some fields are missing or invalid.')
  })

  it('serves the seed media that lies beside the sources', async () => {
    const banners = (await (await get('/main/banners')).json()) as Envelope<{ image: string }[]>
    const image = banners.data?.[0]?.image ?? ''
    expect(image).toMatch(/^\/media\/banners\//)
    const art = await get(image)
    expect(art.status).toBe(200)
    expect(await art.text()).toContain('<svg')
  })
})
