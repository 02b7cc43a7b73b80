// The asset answer's equity and frozen funds: with every kind of hold at once (contract position and pending order,
// spot limit buy and sell, a running timed order, staking, earn, a pending withdrawal), each asset's parts add up
// to its frozen balance in the ledger to the minor unit, and equity is the total plus the unrealized PnL.
import { afterEach, beforeEach, expect, it } from 'vitest'
import { type Asset, assetDecimals } from '../../../contract/api'
import type { ContractMarket } from '../../../contract/contract-trading'
import { orderCost } from '../../../contract/rules/contract'
import { formatDecimal, parseDecimal } from '../../../contract/rules/decimal'
import { spotFill } from '../../../contract/rules/spot'
import type { AssetAnswer, FrozenFunds } from '../../../contract/wallet'
import { acceptRisk } from '../../../server/features/risk/service'
import { balancesOf } from '../../../server/ledger/ledger'
import { buyMiner, earnId, minerId } from '../../support/server/invest'
import { call, dataOf } from '../../support/server/request'
import { withdrawConfirmed } from '../../support/server/security'
import {
  BTC,
  createTradingHarness,
  invariants,
  type TradingHarness,
  tick,
  tickAfter,
} from '../../support/server/trading'
import { approvedRecord, createSignedInUser, depsOf, fund } from '../../support/server/wallet'

let h: TradingHarness
let user: { id: number; token: string }
const USDT = 1_000_000n
const SAT = 100_000_000n

beforeEach(async () => {
  h = await createTradingHarness({ env: { TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'none' } })
  user = await createSignedInUser(h)
  await acceptRisk(depsOf(h), user.id, 'contract')
  await acceptRisk(depsOf(h), user.id, 'micro')
  await fund(h, user.id, 'USDT', 100_000n * USDT)
  await fund(h, user.id, 'BTC', SAT)
  await tick(h, { [BTC]: 6_000_000 })
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const post = async <T>(path: string, body: Record<string, unknown>) =>
  dataOf(await call<T>(h.app, path, { token: user.token, body }))
const contract = (body: Record<string, unknown>) =>
  post<{ oid: number }>('/api/contract_order', {
    pid: BTC,
    type: 0,
    price_type: 0,
    price: '',
    hand: '3',
    level: 100,
    stop_win: '',
    stop_loss: '',
    ...body,
  })
const units = (text: string, asset: Asset) => parseDecimal(text, assetDecimals[asset]) ?? Number.NaN
const sumOf = (parts: FrozenFunds, asset: Asset) =>
  Object.values(parts).reduce((sum: bigint, text) => sum + BigInt(units(text, asset)), 0n)

it('breaks the frozen funds down exactly and adds the unrealized PnL to equity', async () => {
  const position = await contract({})
  await contract({ price_type: 1, price: '50000', hand: '2', level: 50 })
  await post('/api/contract_sell', { oid: position.oid, share: 25 })
  await post('/api/coin_buy', { pid: BTC, type: 0, price_type: 1, price: '50000.12', amount: '0.01234567' })
  await post('/api/coin_sell', { pid: BTC, price_type: 1, price: '90000', amount: '0.1' })
  await post('/api/micro_order', { pid: BTC, t: 30, amount: '123.456789', type: 1 })
  await buyMiner(h, user.token, await minerId(h, 'starter-node'), '1000')
  await post('/api/earn_order', { id: await earnId(h, 'usdt-7d'), amount: '1500' })
  await approvedRecord(h, user.id, 0)
  const card = { tabType: 0, bank_name: 'Kasikorn', bank_branch: 'Silom', bank_account: `1234${user.id}` }
  const person = { name: 'Gus Tester', idcard: 'ID998877', phone: '+66812345678' }
  dataOf(await withdrawConfirmed(h, user.token, { ...card, ...person, amount: '20' }))
  await tickAfter(h, 1000, { [BTC]: 6_012_345 })

  const answer = dataOf(await call<AssetAnswer>(h.app, '/api/asset', { token: user.token, body: {} }))
  const { info } = answer
  const ledger = await balancesOf(h.db, user.id)
  expect(sumOf(info.frozen.USDT, 'USDT')).toBe(ledger.USDT.frozen)
  expect(sumOf(info.frozen.BTC, 'BTC')).toBe(ledger.BTC.frozen)
  expect(sumOf(info.frozen.ETH, 'ETH')).toBe(0n)
  const { info: terms } = await post<ContractMarket>('/main/product_lvs', { pid: BTC })
  const handPrice = BigInt(units(terms.hand_price, 'USDT'))
  const pending = orderCost(2, handPrice, 50, terms.hand_fee).total
  const price = { units: 5_000_012n, decimals: 2 }
  const spotBuy = spotFill({ side: 0, amount: 1_234_567n, coinDecimals: 8, price, ratePercent: '2.5' }).usdt
  const usdt = (v: bigint) => formatDecimal(v, 6, 2)
  expect(info.frozen.USDT).toEqual({
    // 3 lots, a quarter closed.
    contract_margin: usdt(3n * handPrice - (3n * handPrice * 25n) / 100n),
    open_orders: usdt(pending + spotBuy),
    timed_orders: '123.456789',
    staking: '1000.00',
    earn: '1500.00',
    // 20 and the 1 USDT fee.
    withdrawals: '21.00',
  })
  expect(info.frozen.BTC).toMatchObject({ open_orders: '0.1', contract_margin: '0', withdrawals: '0' })
  expect(units(info.money_frozen, 'USDT')).toBe(ledger.USDT.frozen)
  const equity = BigInt(units(info.total_money, 'USDT')) + BigInt(units(answer.contract.unrealized, 'USDT'))
  expect(units(info.equity, 'USDT')).toBe(equity)
  expect(units(answer.contract.unrealized, 'USDT')).not.toBe(0n)
})
