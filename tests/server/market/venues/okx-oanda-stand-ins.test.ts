// One real server (tsx server/main.ts) with TERN_FEED=okx,oanda pointed at local OKX and OANDA stand-ins replaying
// fixtures: an OKX product and an OANDA product move to the replayed prices, and the instrument OANDA says is not
// tradeable (a weekend, a halt) is `closed` in /main/products. One process for both venues: each costs seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../../../contract/market'
import { freePort } from '../../../../scripts/lib/server'
import { createHarness, type Harness } from '../../../support/server/harness'
import { processesOn } from '../../../support/server/processes'
import type { StandIn } from '../../../support/server/venues/binance-stand-in'
import { loadFixture } from '../../../support/server/venues/fixture'
import { type OandaStandIn, startOandaStandIn } from '../../../support/server/venues/oanda-stand-in'
import { startOkxStandIn } from '../../../support/server/venues/okx-stand-in'

const TOKEN = 'practice-token-for-the-stand-in'
const ACCOUNT = '101-004-1234567-001'

let h: Harness
let processes: ReturnType<typeof processesOn>
let okx: StandIn
let oanda: OandaStandIn

beforeAll(async () => {
  h = await createHarness()
  processes = processesOn(h)
  okx = await startOkxStandIn(loadFixture('okx-stand-in.ndjson'))
  oanda = await startOandaStandIn(loadFixture('oanda-stand-in.ndjson'), TOKEN, ACCOUNT)
})

afterAll(async () => {
  await processes.stopAll()
  await okx.close()
  await oanda.close()
  await h.close()
})

async function products(port: number): Promise<Map<number, Product>> {
  const res = await fetch(`http://127.0.0.1:${port}/main/products`)
  return new Map(((await res.json()) as { data: Product[] }).data.map((p) => [p.id, p]))
}

const BTC = 12
const EUR_USD = 26
const GOLD = 36

describe('TERN_FEED=okx,oanda against local stand-ins', () => {
  it('moves BTC/USDT and EUR/USD to the replayed prices and shows gold closed', async () => {
    const port = await freePort()
    const server = processes.start({
      PORT: String(port),
      TERN_FEED: 'okx,oanda',
      TERN_OKX_WS_URL: okx.wsUrl,
      TERN_OKX_REST_URL: okx.restUrl,
      TERN_OANDA_STREAM_URL: oanda.streamUrl,
      TERN_OANDA_REST_URL: oanda.restUrl,
      TERN_OANDA_TOKEN: TOKEN,
      TERN_OANDA_ACCOUNT: ACCOUNT,
    })
    await server.waitFor(`Tern is running at http://127.0.0.1:${port}`)
    expect(server.output()).toContain('Market feed: okx prices BTC-USDT, ETH-USDT,')
    expect(server.output()).toContain('Market feed: oanda prices SPX500_USD, NAS100_USD, US30_USD,')
    // The stand-ins keep quoting the same prices (a trade and a quote a second), so both products stay live.
    const wanted = (list: Map<number, Product>) =>
      list.get(BTC)?.price === '70321.70' &&
      list.get(BTC)?.status === 'live' &&
      list.get(EUR_USD)?.price === '1.08014' &&
      list.get(EUR_USD)?.status === 'live' &&
      list.get(GOLD)?.status === 'closed'
    const deadline = Date.now() + 15_000
    let list = await products(port)
    while (!wanted(list) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      list = await products(port)
    }
    const seen = (id: number) => ({ price: list.get(id)?.price, status: list.get(id)?.status })
    // 1.08012 / 1.08015: the mid 1.080135 rounds half up to the product's five decimals.
    expect([seen(BTC), seen(EUR_USD), list.get(GOLD)?.status]).toEqual([
      { price: '70321.70', status: 'live' },
      { price: '1.08014', status: 'live' },
      'closed',
    ])
    expect(oanda.refused()).toBe(0)
    expect(oanda.connections()).toBeGreaterThanOrEqual(1)
    expect(okx.connections()).toBeGreaterThanOrEqual(2)
    expect(await server.stop('SIGTERM')).toBe(0)
  }, 90_000)
})
