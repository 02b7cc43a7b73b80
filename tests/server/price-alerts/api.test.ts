// Price alerts through HTTP: setting (validated against the current price and the 50-alert limit), listing,
// deleting (own only), and the engine firing each alert once on the first tick that reaches it, with an inbox
// notification naming the deciding tick.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PriceAlert } from '../../../contract/price-alerts'
import { alertBookOf } from '../../../server/features/price-alerts/engine'
import { call, dataOf } from '../../support/server/request'
import {
  BTC,
  createTradingHarness,
  ETH,
  invariants,
  type TradingHarness,
  tick,
  tickAfter,
} from '../../support/server/trading'
import { createSignedInUser } from '../../support/server/wallet'

let h: TradingHarness
let user: { id: number; token: string }

beforeEach(async () => {
  h = await createTradingHarness()
  user = await createSignedInUser(h)
  await tick(h, { [BTC]: 6_700_000, [ETH]: 345_000 })
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const add = (body: Record<string, unknown>, token = user.token) =>
  call<PriceAlert>(h.app, '/api/price_alert_add', { token, body: { pid: BTC, direction: 'above', ...body } })
const remove = (id: number, token = user.token) => call<null>(h.app, '/api/price_alert_delete', { token, body: { id } })
const list = async (query = '', token = user.token) =>
  dataOf(await call<PriceAlert[]>(h.app, `/api/price_alerts${query}`, { token }))
const notifications = (userId = user.id) =>
  h.db.selectFrom('notifications').select(['kind', 'params', 'created_at']).where('user_id', '=', userId).execute()

describe('setting an alert', () => {
  it('sets alerts beyond the current price and lists them, newest first, per product on request', async () => {
    const above = dataOf(await add({ price: '68000' }))
    expect(above).toMatchObject({
      pid: BTC,
      title: 'BTC/USDT',
      direction: 'above',
      price: '68000.00',
      status: 'active',
    })
    expect(above.fired_price).toBeNull()
    const below = dataOf(await add({ direction: 'below', price: '66000.5' }))
    const eth = dataOf(await add({ pid: ETH, direction: 'below', price: 3000 }))
    expect((await list()).map((a) => a.id)).toEqual([eth.id, below.id, above.id])
    expect((await list(`?pid=${BTC}`)).map((a) => [a.id, a.price])).toEqual([
      [below.id, '66000.50'],
      [above.id, '68000.00'],
    ])
  })

  it('refuses a target on the wrong side of the current price, naming that price', async () => {
    for (const [direction, price] of [
      ['above', '67000'],
      ['above', '66000'],
      ['below', '67000'],
      ['below', '68000'],
    ]) {
      const res = await add({ direction, price })
      expect(res.envelope).toMatchObject({ status: 0, code: 'validation' })
      expect(res.envelope?.msg).toContain('67000.00')
    }
    const res = await add({ price: '66000' }, undefined)
    expect(res.envelope?.msg).toBe('An alert for a price above must be higher than the current price, 67000.00.')
    expect(await list()).toEqual([])
  })

  it('refuses prices that are not positive or have more decimals than the product, and unknown products', async () => {
    for (const price of ['0', '0.00', '68000.123', 'abc', '-68000', '']) {
      const res = await add({ price })
      expect(res.envelope).toMatchObject({
        status: 0,
        code: 'validation',
        msg: 'Please enter a price above zero with at most 2 decimals.',
      })
    }
    expect((await add({ pid: 99999, price: '1' })).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect((await add({ direction: 'sideways', price: '68000' })).envelope).toMatchObject({ status: 0 })
    expect(await list()).toEqual([])
  })

  it('answers in the caller language', async () => {
    const res = await call(h.app, '/api/price_alert_add', {
      token: user.token,
      lang: 'de',
      body: { pid: BTC, direction: 'below', price: '70000' },
    })
    expect(res.envelope).toMatchObject({
      status: 0,
      msg: 'Ein Alarm für einen niedrigeren Preis muss unter dem aktuellen Preis von 67000.00 liegen.',
    })
  })

  it('allows at most 50 active alerts per user; a deleted or fired one frees a place', async () => {
    const ids: number[] = []
    for (let i = 1; i <= 50; i++) ids.push(dataOf(await add({ price: String(68000 + i) })).id)
    const refused = await add({ price: '69000' })
    expect(refused.envelope).toMatchObject({
      status: 0,
      code: 'validation',
      msg: 'You can have at most 50 active price alerts. Please delete one first.',
    })
    const other = await createSignedInUser(h)
    expect(dataOf(await add({ price: '69000' }, other.token)).status).toBe('active')
    dataOf(await remove(ids[0] as number))
    expect(dataOf(await add({ price: '69000' })).status).toBe('active')
    await tickAfter(h, 1000, { [BTC]: 6_800_200 })
    expect(dataOf(await add({ price: '69001' })).status).toBe('active')
    const mine = await list()
    expect(mine.filter((a) => a.status === 'active')).toHaveLength(50)
    expect(mine.filter((a) => a.status === 'fired').map((a) => a.price)).toEqual(['68002.00'])
  })
})

describe('deleting an alert', () => {
  it('deletes the caller own alert only', async () => {
    const mine = dataOf(await add({ price: '68000' }))
    const other = await createSignedInUser(h)
    const theirs = dataOf(await add({ price: '68000' }, other.token))
    expect((await remove(theirs.id)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect((await remove(123456)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect((await list('', other.token)).map((a) => a.id)).toEqual([theirs.id])
    expect((await remove(mine.id)).envelope).toMatchObject({ status: 1, msg: 'Price alert deleted' })
    expect((await remove(mine.id)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect(await list()).toEqual([])
  })

  it('a deleted alert never fires and leaves the engine index', async () => {
    const alert = dataOf(await add({ price: '68000' }))
    await tickAfter(h, 1000, { [BTC]: 6_750_000 })
    expect(alertBookOf(h.db).has(alert.id)).toBe(true)
    dataOf(await remove(alert.id))
    await tickAfter(h, 1000, { [BTC]: 6_900_000 })
    expect(alertBookOf(h.db).has(alert.id)).toBe(false)
    expect(await notifications()).toEqual([])
  })
})

describe('firing', () => {
  it('fires an alert added through the API on the next tick that reaches it, once, with its deciding tick', async () => {
    const alert = dataOf(await add({ price: '68000' }))
    await tickAfter(h, 1000, { [BTC]: 6_799_999 })
    expect(await notifications()).toEqual([])
    await tickAfter(h, 1000, { [BTC]: 6_800_000 })
    const firedT = h.clock().getTime()
    await tickAfter(h, 1000, { [BTC]: 6_900_000 })
    const [fired] = await list()
    expect(fired).toMatchObject({ id: alert.id, status: 'fired', fired_price: '68000.00', fired_t: firedT })
    const rows = await notifications()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.kind).toBe('price_alert')
    expect(JSON.parse(rows[0]?.params ?? '{}')).toEqual({
      product: 'BTC/USDT',
      direction: 'above',
      target: '68000.00',
      price: '68000.00',
      time: new Date(firedT).toISOString(),
    })
    const tickRow = await h.db
      .selectFrom('ticks')
      .select('price')
      .where('product_id', '=', BTC)
      .where('t', '=', firedT)
      .executeTakeFirst()
    expect(Number(tickRow?.price)).toBe(6_800_000)
  })

  it('fires every alert a gap passes over at the gap price, for each user, and none beyond it', async () => {
    const other = await createSignedInUser(h)
    const a = dataOf(await add({ direction: 'below', price: '66000' }))
    const b = dataOf(await add({ direction: 'below', price: '65000' }, other.token))
    const c = dataOf(await add({ direction: 'below', price: '60000' }))
    const up = dataOf(await add({ price: '70000' }))
    await tickAfter(h, 1000, { [BTC]: 6_450_000 })
    const byId = new Map((await list()).map((x) => [x.id, x]))
    expect(byId.get(a.id)).toMatchObject({ status: 'fired', fired_price: '64500.00' })
    expect(byId.get(c.id)).toMatchObject({ status: 'active', fired_price: null })
    expect(byId.get(up.id)?.status).toBe('active')
    expect((await list('', other.token))[0]).toMatchObject({ id: b.id, status: 'fired', fired_price: '64500.00' })
    expect(await notifications()).toHaveLength(1)
    expect(await notifications(other.id)).toHaveLength(1)
  })
})
