import { describe, expect, it } from 'vitest'
import { calculateMicroQuote, microNet, validateStake } from '@/features/micro/micro-model'
import { acceptRisk, hasAcceptedRisk, migrate, RISK_DISCLOSURE_VERSION } from '@/features/micro/risk'
import {
  calculateSpotQuote,
  filterOrders,
  initialSpotForm,
  noFilter,
  toOrderRequest,
  validateSpotForm,
} from '@/features/spot/model'
import { coinOrder } from './fixtures'

describe('timed order model', () => {
  const duration = { time: 30, rate: '80', min: '10' }

  it.each([
    ['', { kind: 'required' }],
    ['0', { kind: 'required' }],
    ['0.99', { kind: 'required' }],
    ['1', { kind: 'belowMinimum', min: '10' }],
    ['9.999999', { kind: 'belowMinimum', min: '10' }],
    ['10', null],
    ['10.5', null],
  ])('validates %j', (amount, expected) => {
    expect(validateStake(amount, duration)).toEqual(expected)
  })

  it.each([
    // amount, fee %, rate %, fee (up), profit (down), total: the house's favour
    ['10', '1', '80', '0.100000', '8.000000', '10.100000'],
    ['12.5', '1', '80', '0.125000', '10.000000', '12.625000'],
    ['33.333333', '1.5', '85', '0.500000', '28.333333', '33.833333'],
    ['100', '0', '88', '0.000000', '88.000000', '100.000000'],
    ['0.000001', '1.5', '80', '0.000001', '0.000000', '0.000002'],
  ])('stake %s at fee %s%% and rate %s%%: fee %s, profit %s, total %s', (amount, fee, rate, f, p, total) => {
    expect(calculateMicroQuote(amount, fee, rate)).toEqual({ fee: f, profit: p, total })
  })
})

describe('a settled timed order as charged', () => {
  it.each([
    // ploss (fee excluded), fee, what the balance changed by
    ['-100.000000', '1.000000', '-101.000000'],
    ['-100', '1', '-101.000000'],
    ['80.000000', '1.5', '78.500000'],
    ['+0.5', '1', '-0.500000'],
    ['0.00', '0.3', '-0.300000'],
    ['16.000000', '0', '16.000000'],
  ])('%s with a fee of %s is %s', (ploss, fee, net) => {
    expect(microNet(ploss, fee)).toBe(net)
  })
})

describe('risk disclosure acceptance', () => {
  it('is stored per account', () => {
    expect(hasAcceptedRisk(1)).toBe(false)
    acceptRisk(1)
    expect(hasAcceptedRisk(1)).toBe(true)
    expect(hasAcceptedRisk(2)).toBe(false)
  })

  it('migrates another version (or garbage) to nothing accepted', () => {
    expect(migrate({ version: RISK_DISCLOSURE_VERSION - 1, accepted: { 1: 'x' } }).accepted).toEqual({})
    expect(migrate('nonsense').accepted).toEqual({})
    expect(migrate({ version: RISK_DISCLOSURE_VERSION, accepted: { 1: 'x' } }).accepted).toEqual({ 1: 'x' })
    localStorage.setItem('tern.risk-disclosure', JSON.stringify({ version: 0, accepted: { 1: 'then' } }))
    expect(hasAcceptedRisk(1)).toBe(false)
  })
})

describe('spot model', () => {
  it('asks for a quantity, and for a price on limit orders only', () => {
    expect(validateSpotForm(initialSpotForm)).toBe('quantity')
    expect(validateSpotForm({ ...initialSpotForm, amount: '0' })).toBe('quantity')
    expect(validateSpotForm({ ...initialSpotForm, amount: '0.1' })).toBeNull()
    expect(validateSpotForm({ ...initialSpotForm, amount: '0.1', priceType: 1 })).toBe('price')
    expect(validateSpotForm({ ...initialSpotForm, amount: '0.1', priceType: 1, price: '1' })).toBeNull()
  })

  it.each([
    // side, amount, price, fee (coin, 8 decimals, up), total USDT (buy up, sell down)
    [0, '0.1', '64260.00', '0.00250000', '6426.000000'],
    [0, '0.00123456', '64260.00', '0.00003087', '79.332826'],
    [1, '0.1', '64240.00', '0.00250000', '6263.400000'],
    [1, '0.00123456', '64240.00', '0.00003087', '77.325045'],
  ] as const)('side %i amount %s at %s: fee %s, total %s', (side, amount, price, fee, total) => {
    expect(calculateSpotQuote({ ...initialSpotForm, side, amount }, price, '2.5')).toEqual({ fee, total })
  })

  it('sends type only on buys and a price only on limit orders', () => {
    expect(toOrderRequest(12, { side: 0, priceType: 0, price: '5', amount: '1' })).toEqual({
      pid: 12,
      type: 0,
      price_type: 0,
      amount: '1',
    })
    expect(toOrderRequest(13, { side: 1, priceType: 1, price: '5', amount: '1' })).toEqual({
      pid: 13,
      price_type: 1,
      price: '5',
      amount: '1',
    })
  })

  it('filters current and historical orders by side and status', () => {
    const orders = [
      coinOrder({ oid: 1, status: 0, buy_or_sell: 0 }),
      coinOrder({ oid: 2, status: 0, buy_or_sell: 1 }),
      coinOrder({ oid: 3, status: 1, buy_or_sell: 0 }),
      coinOrder({ oid: 4, status: 2, buy_or_sell: 1 }),
      coinOrder({ oid: 5, status: 1, buy_or_sell: 1 }),
    ]
    const ids = (list: { oid: number }[]) => list.map((order) => order.oid)
    expect(ids(filterOrders(orders, 'current', noFilter))).toEqual([1, 2])
    expect(ids(filterOrders(orders, 'current', { side: 1, status: 2 }))).toEqual([2])
    expect(ids(filterOrders(orders, 'history', noFilter))).toEqual([3, 4, 5])
    expect(ids(filterOrders(orders, 'history', { side: 1, status: null }))).toEqual([4, 5])
    expect(ids(filterOrders(orders, 'history', { side: null, status: 2 }))).toEqual([4])
  })
})
