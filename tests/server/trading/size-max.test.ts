// The size shortcuts' Max, proven against the server through real HTTP: for each product, the largest order the
// shared rules (contract/rules/sizing.ts) compute from the API's own answers is accepted, and one step more (a
// lot, a satoshi, a micro-USDT) is refused for the balance, with nothing moved.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { assetDecimals, type Envelope } from '../../../contract/api'
import type { ContractMarket, ContractOrder } from '../../../contract/contract-trading'
import type { KlineAnswer } from '../../../contract/market'
import { formatDecimal, parseDecimal } from '../../../contract/rules/decimal'
import { maxContractLots, maxMicroStake, maxSpotAmount } from '../../../contract/rules/sizing'
import { spotMinUsdt } from '../../../contract/rules/spot'
import type { CoinMarketInfo, CoinOrder, MicroOrderPlaced } from '../../../contract/trading'
import { acceptRisk } from '../../../server/features/risk/service'
import { balancesOf } from '../../../server/ledger/ledger'
import { listen } from '../../support/server/listen'
import { BTC, createTradingHarness, invariants, type TradingHarness, tick } from '../../support/server/trading'
import { createSignedInUser, depsOf, fund } from '../../support/server/wallet'

let h: TradingHarness
let server: { url: string; close(): Promise<void> }
let user: { id: number; token: string }
// An awkward balance, so that every rounding of the fee matters.
const BALANCE = 1_234_567_891n

beforeEach(async () => {
  h = await createTradingHarness()
  server = await listen(h.app)
  user = await createSignedInUser(h)
  await acceptRisk(depsOf(h), user.id, 'contract')
  await acceptRisk(depsOf(h), user.id, 'micro')
  await fund(h, user.id, 'USDT', BALANCE)
  await tick(h, { [BTC]: 6_701_234 })
})
afterEach(async () => {
  await server.close()
  expect(await invariants(h)).toEqual([])
  await h.close()
})

async function http<T>(path: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', UserToken: user.token },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as Envelope<T>
}

function data<T>(envelope: Envelope<T>): T {
  if (envelope.status !== 1) throw new Error(`Expected success, got ${JSON.stringify(envelope)}`)
  return envelope.data
}

const usdtUnits = (text: string | null | undefined) => parseDecimal(text ?? '', assetDecimals.USDT) ?? -1n
const usdtAvailable = async () => (await balancesOf(h.db, user.id)).USDT.available

describe('Max is accepted and one step more is refused', () => {
  it('contract lots, at every offered leverage', async () => {
    const market = data(await http<ContractMarket>('/main/product_lvs', { pid: BTC }))
    const { info } = market
    expect(usdtUnits(market.balance)).toBe(BALANCE)
    for (const level of info.leverages) {
      const budget = await usdtAvailable()
      const max = maxContractLots(budget, usdtUnits(info.hand_price), level, info.hand_fee)
      expect(max).toBeGreaterThan(0)
      const order = { pid: BTC, type: 0, price_type: 0, level, stop_win: '', stop_loss: '' }
      const over = await http<ContractOrder>('/api/contract_order', { ...order, hand: String(max + 1) })
      expect(over).toMatchObject({ status: 0, code: 'insufficient_balance' })
      expect(await usdtAvailable()).toBe(budget)
      const placed = data(await http<ContractOrder>('/api/contract_order', { ...order, hand: String(max) }))
      expect(placed.hand).toBe(String(max))
      // What is left pays for not one lot more at this leverage.
      const left = await usdtAvailable()
      expect(left).toBe(budget - usdtUnits(placed.num) - usdtUnits(placed.fee))
      expect(maxContractLots(left, usdtUnits(info.hand_price), level, info.hand_fee)).toBe(0)
      // Room for the next leverage's test.
      data(await http<ContractOrder>('/api/contract_sell', { oid: placed.oid }))
    }
  })

  it('spot market buy and sell quantity', async () => {
    const info = data(await http<CoinMarketInfo>('/main/coin_lvs', { pid: BTC }))
    const ask = info.level5_up[0]?.p ?? ''
    const decimals = ask.split('.')[1]?.length ?? 0
    const price = { units: parseDecimal(ask, decimals) ?? 0n, decimals }
    const rules = { coinDecimals: assetDecimals.BTC, price, ratePercent: info.c2c_rate, minUsdt: spotMinUsdt }
    const max = maxSpotAmount({ side: 0, budget: usdtUnits(info.balance_usdt), ...rules })
    if (max === null) throw new Error('no Max')
    const coin = (units: bigint) => formatDecimal(units, assetDecimals.BTC, 0)
    const buy = (amount: bigint) =>
      http<CoinOrder>('/api/coin_buy', { pid: BTC, type: 0, price_type: 0, price: '', amount: coin(amount) })
    expect(await buy(max + 1n)).toMatchObject({ status: 0, code: 'insufficient_balance' })
    expect(await usdtAvailable()).toBe(BALANCE)
    const bought = data(await buy(max))
    expect(bought.amount).toBe(coin(max))
    expect(await usdtAvailable()).toBe(BALANCE - usdtUnits(bought.total))

    const held = (await balancesOf(h.db, user.id)).BTC.available
    const sellMax = maxSpotAmount({ side: 1, budget: held, ...rules })
    if (sellMax === null) throw new Error('no sell Max')
    const sell = (amount: bigint) =>
      http<CoinOrder>('/api/coin_sell', { pid: BTC, price_type: 0, price: '', amount: coin(amount) })
    expect(await sell(sellMax + 1n)).toMatchObject({ status: 0, code: 'insufficient_balance' })
    data(await sell(sellMax))
    expect((await balancesOf(h.db, user.id)).BTC.available).toBe(0n)
  })

  it('timed-order stake', async () => {
    const { latest } = data(await http<KlineAnswer>('/main/kline/pid/12/t/1m?limit=1'))
    const duration = latest.micro_contract[0]
    if (!duration) throw new Error('no duration')
    const budget = usdtUnits(latest.userinfo?.money)
    expect(budget).toBe(BALANCE)
    const max = maxMicroStake(budget, latest.micro_fee, usdtUnits(duration.min))
    if (max === null) throw new Error('no Max')
    const stake = (units: bigint) =>
      http<MicroOrderPlaced>('/api/micro_order', {
        pid: BTC,
        t: duration.time,
        type: 0,
        amount: formatDecimal(units, assetDecimals.USDT),
      })
    expect(await stake(max + 1n)).toMatchObject({ status: 0, code: 'insufficient_balance' })
    expect(await usdtAvailable()).toBe(BALANCE)
    data(await stake(max))
    expect(await usdtAvailable()).toBeLessThan(usdtUnits(duration.min))
  })
})
