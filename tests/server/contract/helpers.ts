// Contract test helpers: a funded user who accepted the contract risk disclosure, the calls, and the house
// accounts' balances.
import type { ContractOrder } from '../../../contract/contract-trading'
import { acceptRisk } from '../../../server/features/risk/service'
import { accountBalance, balancesOf } from '../../../server/ledger/ledger'
import { call, dataOf } from '../../support/server/request'
import { BTC, type TradingHarness } from '../../support/server/trading'
import { createSignedInUser, depsOf, fund } from '../../support/server/wallet'

export const USDT = 1_000_000n

export interface Trader {
  id: number
  token: string
}

export async function contractTrader(h: TradingHarness, usdt = 1000n): Promise<Trader> {
  const user = await createSignedInUser(h)
  await acceptRisk(depsOf(h), user.id, 'contract')
  if (usdt > 0n) await fund(h, user.id, 'USDT', usdt * USDT)
  return user
}

export const place = (h: TradingHarness, user: Trader, body: Record<string, unknown>, key?: string) =>
  call<ContractOrder>(h.app, '/api/contract_order', {
    token: user.token,
    headers: key ? { 'Idempotency-Key': key } : undefined,
    body: { pid: BTC, type: 0, price_type: 0, price: '', hand: '1', level: 100, stop_win: '', stop_loss: '', ...body },
  })

export async function open(h: TradingHarness, user: Trader, body: Record<string, unknown> = {}) {
  return dataOf(await place(h, user, body))
}

export const sell = (h: TradingHarness, user: Trader, oid: number, share?: number) =>
  call<ContractOrder>(h.app, '/api/contract_sell', { token: user.token, body: share ? { oid, share } : { oid } })

export const cancel = (h: TradingHarness, user: Trader, oid: number) =>
  call<ContractOrder>(h.app, '/api/contract_cancel', { token: user.token, body: { oid } })

export const stops = (h: TradingHarness, user: Trader, oid: number, stop_win: string, stop_loss: string) =>
  call<ContractOrder>(h.app, '/api/contract_stops', { token: user.token, body: { oid, stop_win, stop_loss } })

export async function orderRow(h: TradingHarness, oid: number) {
  return h.db.selectFrom('contract_orders').selectAll().where('id', '=', oid).executeTakeFirstOrThrow()
}

export async function usdtOf(h: TradingHarness, userId: number) {
  return (await balancesOf(h.db, userId)).USDT
}

export const houseUsdt = (h: TradingHarness, account: string) => accountBalance(h.db, 'house', account, 'USDT')
