// The real server (tsx server/main.ts) with TERN_FEED=binance pointed at a local Binance stand-in replaying a
// fixture: /main/products moves to the replayed price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../../../contract/market'
import { freePort } from '../../../../scripts/lib/server'
import { createHarness, type Harness } from '../../../support/server/harness'
import { processesOn } from '../../../support/server/processes'
import { type StandIn, startBinanceStandIn } from '../../../support/server/venues/binance-stand-in'
import { loadFixture } from '../../../support/server/venues/fixture'

let h: Harness
let processes: ReturnType<typeof processesOn>
let standIn: StandIn

beforeAll(async () => {
  h = await createHarness()
  processes = processesOn(h)
  standIn = await startBinanceStandIn(loadFixture('binance-stand-in.ndjson'))
})

afterAll(async () => {
  await processes.stopAll()
  await standIn.close()
  await h.close()
})

async function products(port: number): Promise<Product[]> {
  const res = await fetch(`http://127.0.0.1:${port}/main/products`)
  return ((await res.json()) as { data: Product[] }).data
}

describe('TERN_FEED=binance against a local stand-in', () => {
  it('drives BTC/USDT to the replayed prices', async () => {
    const port = await freePort()
    const server = processes.start({
      PORT: String(port),
      TERN_FEED: 'binance',
      TERN_BINANCE_WS_URL: standIn.wsUrl,
      TERN_BINANCE_REST_URL: standIn.restUrl,
    })
    await server.waitFor(`Tern is running at http://127.0.0.1:${port}`)
    expect(server.output()).toContain('Market feed: binance prices BTCUSDT, ETHUSDT')
    const deadline = Date.now() + 15_000
    let btc: Product | undefined
    while (Date.now() < deadline) {
      btc = (await products(port)).find((p) => p.id === 12)
      if (btc?.price === '70200.56') break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    // 70200.555 rounds half up to the product's two decimals.
    expect(btc?.price).toBe('70200.56')
    expect(standIn.connections()).toBeGreaterThanOrEqual(1)
    expect(await server.stop('SIGTERM')).toBe(0)
  }, 90_000)
})
