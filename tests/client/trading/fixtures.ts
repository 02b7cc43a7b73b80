// Shared data and helpers for the trading screens' tests: a kline answer with timed-order durations, the
// result and list shapes of contract/trading.ts, spot market info, and a reset of the stored market snapshot.

import type { KlineAnswer } from '@contract/market'
import type { CoinMarketInfo, CoinOrder, MicroOrder, MicroOrderPlaced, MicroResult } from '@contract/trading'
import { act } from '@testing-library/react'
import { vi } from 'vitest'
import { candles, klineAnswer, resetMarketState } from '../market/fixtures'

export function microKline(money: string | null = '1000'): KlineAnswer {
  const answer = klineAnswer(candles(2, Date.UTC(2024, 0, 1), 900_000))
  return {
    ...answer,
    latest: {
      ...answer.latest,
      micro_contract: [
        { time: 30, rate: '80', min: '10' },
        { time: 60, rate: '82', min: '10' },
        { time: 120, rate: '85', min: '50' },
      ],
      micro_fee: '1.5',
      userinfo: money === null ? null : { money },
    },
  }
}

export const entryTick = { t: Date.UTC(2024, 0, 1, 12, 0, 0, 250), price: '64250.50' }

export function placedOrder(patch: Partial<MicroOrderPlaced> = {}): MicroOrderPlaced {
  return {
    oid: 501,
    buyprice: '64250.50',
    fee: '0.3',
    amount: '20',
    seconds: 30,
    rate: '80',
    win_payout: '16',
    expires_at: new Date(entryTick.t + 30_000).toISOString(),
    entry: entryTick,
    ...patch,
  }
}

export function microResult(patch: Partial<MicroResult> = {}): MicroResult {
  return {
    oid: 501,
    status: 0,
    result: null,
    ploss: '0.00',
    buyprice: '64250.50',
    sellprice: null,
    amount: '20',
    fee: '0.3',
    expires_at: new Date(entryTick.t + 30_000).toISOString(),
    entry: entryTick,
    settlement: null,
    ...patch,
  }
}

export function microOrder(patch: Partial<MicroOrder> = {}): MicroOrder {
  return {
    oid: 501,
    pid: 12,
    type: 0,
    coinname: 'BTC/USDT',
    addtime: '2024-01-01T12:00:00.000Z',
    num: '20',
    fee: '0.3',
    seconds: 30,
    rate: '80',
    buyprice: '64250.50',
    price: '64260.00',
    sellprice: null,
    timeout: 12,
    status: 1,
    result: null,
    ploss: '0.00',
    expires_at: new Date(entryTick.t + 30_000).toISOString(),
    entry: entryTick,
    settlement: null,
    ...patch,
  }
}

export function coinMarket(patch: Partial<CoinMarketInfo> = {}): CoinMarketInfo {
  const level = (p: string, v: string, w: number) => ({ p, v, w })
  return {
    pid: 12,
    title: 'BTC/USDT',
    coin: 'BTC',
    balance_usdt: '5000',
    balance_btc: '0.5',
    balance_coin: '0.5',
    price: '64250.50',
    c2c_rate: '2.5',
    level5_up: [64260, 64270, 64280, 64290, 64300].map((p, i) => level(`${p}.00`, `${i + 1}.5`, 20 * (i + 1))),
    level5_down: [64240, 64230, 64220, 64210, 64200].map((p, i) => level(`${p}.00`, `${i + 1}.25`, 20 * (i + 1))),
    orders: [],
    t: Date.UTC(2024, 0, 1),
    ...patch,
  }
}

export function coinOrder(patch: Partial<CoinOrder> = {}): CoinOrder {
  return {
    oid: 71,
    pid: 12,
    coin: 'BTC',
    title: 'BTC/USDT',
    buy_or_sell: 1,
    price_type: 1,
    amount: '0.1',
    price: '70000.00',
    fee: '0.0025',
    fee_rate: '2.5',
    total: '6825',
    coin_amount: '0.1',
    status: 0,
    addtime: '2024-01-01T12:00:00.000Z',
    decided_at: null,
    fill: null,
    ...patch,
  }
}

export async function resetTradingState(): Promise<void> {
  await resetMarketState()
}

/** Advances fake timers and lets the answers they trigger settle. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}
