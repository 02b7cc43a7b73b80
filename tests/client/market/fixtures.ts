import type { Candle, KlineAnswer, Product, ProductCategory } from '@contract/market'
import { clear } from 'idb-keyval'

export function product(id: number, category: ProductCategory, patch: Partial<Product> = {}): Product {
  return {
    id,
    code: `p${id}`,
    title: `P${id}/USDT`,
    name: `Product ${id}`,
    logo: `/media/logos/p${id}.svg`,
    category,
    precision: 2,
    price: '100.00',
    c: '100.00',
    change: '1.50',
    vol: '1500000',
    vol_format: '1.50M',
    type: 0,
    ...patch,
  }
}

export const btc = product(12, 1, {
  title: 'BTC/USDT',
  name: 'Bitcoin',
  price: '64250.5',
  c: '64250.5',
  change: '2.35',
  type: 0,
})
export const eth = product(13, 1, {
  title: 'ETH/USDT',
  name: 'Ethereum',
  price: '3120.1',
  c: '3120.1',
  change: '-0.80',
  type: 1,
})
export const doge = product(14, 1, {
  title: 'DOGE/USDT',
  name: 'Dogecoin',
  precision: 5,
  price: '0.12345',
  change: '0.00',
  type: 2,
})
export const eurusd = product(30, 2, { title: 'EUR/USD', name: 'Euro / US Dollar', precision: 5, price: '1.08321' })
export const gold = product(40, 3, { title: 'Gold', name: 'Gold spot', price: '2350.40' })
export const oil = product(1, 0, { title: 'Crude oil', name: 'WTI crude oil futures', price: '78.12' })

export const allProducts: Product[] = [oil, btc, eth, doge, eurusd, gold]

export function candles(count: number, start: number, stepMs: number): Candle[] {
  return Array.from({ length: count }, (_, index) => {
    const price = (100 + index).toFixed(2)
    return { t: start + index * stepMs, o: price, h: price, l: price, c: price, v: '10' }
  })
}

export function klineAnswer(kline: Candle[]): KlineAnswer {
  return {
    kline,
    latest: {
      id: 12,
      code: 'btc',
      title: 'BTC/USDT',
      name: 'Bitcoin',
      desc: '',
      logo: '/media/logos/btc.svg',
      category: 1,
      precision: 2,
      c: '64250.50',
      o: '62775.00',
      h: '64900.00',
      l: '62100.00',
      vol: '1523345678',
      vol_format: '1.52B',
      change: '2.35',
      ce: '1475.50',
      type: 0,
      t: Date.now(),
      micro_contract: [],
      micro_fee: '1',
      userinfo: null,
    },
    txs: [
      { price: '64250.50', num: '0.0123', type: 0, t: Date.UTC(2024, 0, 1, 12, 0, 5) },
      { price: '64249.00', num: '0.5', type: 1, t: Date.UTC(2024, 0, 1, 12, 0, 1) },
    ],
  }
}

/** IndexedDB outlives a test inside one file: start each test without a snapshot. */
export async function resetMarketState(): Promise<void> {
  await clear()
}

/** Makes document.visibilityState controllable; returns a setter that also fires visibilitychange. */
export function controlVisibility(): (state: DocumentVisibilityState) => void {
  let visibility: DocumentVisibilityState = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  return (state) => {
    visibility = state
    document.dispatchEvent(new Event('visibilitychange'))
  }
}
