import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ProductSettings, TimedDuration } from '../../../contract/console-data'
import type { KlineAnswer } from '../../../contract/market'
import type { MicroOrderPlaced, MicroResult } from '../../../contract/trading'
import { balancesOf } from '../../../server/ledger/ledger'
import { catalog } from '../../../server/market/catalog'
import { ensureCatalog } from '../../../server/market/repo'
import { ADMIN_TOKEN, admin, auditRows, openConsoleMarket, operatorBearer } from '../../support/server/console'
import { call, dataOf } from '../../support/server/request'
import { BTC, invariants, type TradingHarness, tickAfter } from '../../support/server/trading'

let h: TradingHarness
let user: { id: number; token: string }
const USDT = 1_000_000n

beforeEach(async () => {
  ;({ h, user } = await openConsoleMarket())
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const remove = (seconds: unknown, reason = 'Retired') =>
  admin<TimedDuration[]>(h, '/admin/products/timed_remove', { seconds, reason })
const place = (t: number) =>
  call<MicroOrderPlaced>(h.app, '/api/micro_order', {
    token: user.token,
    body: { pid: BTC, t, amount: '100', type: 0 },
  })
const offered = async () =>
  (await h.db.selectFrom('micro_durations').select('seconds').orderBy('seconds').execute()).map((d) => d.seconds)
const kline = async () => dataOf(await call<KlineAnswer>(h.app, '/main/kline/pid/12/t/1m')).latest.micro_contract

describe('removing a timed duration', () => {
  it('stops offering it to new orders and in the app, audited, and answers the durations left', async () => {
    const answer = await remove(60)
    expect(answer.envelope).toMatchObject({
      status: 1,
      msg: 'Settings saved',
      data: [
        { seconds: 30, rate: '80', min: '10' },
        { seconds: 120, rate: '85', min: '50' },
        { seconds: 300, rate: '88', min: '100' },
      ],
    })
    expect((await kline()).map((c) => c.time)).toEqual([30, 120, 300])
    const settings = dataOf(await admin<ProductSettings>(h, '/admin/products'))
    expect(settings.timed.durations.map((d) => d.seconds)).toEqual([30, 120, 300])
    expect((await place(60)).envelope).toMatchObject({
      status: 0,
      code: 'validation',
      msg: 'Please choose one of the offered durations.',
    })
    const rows = await auditRows(h, 'timed:60')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'products.timed.remove', reason: 'Retired', after: '' })
    expect(JSON.parse(rows[0]?.before ?? '')).toEqual({ seconds: 60, rate: '82', min: '10' })
  })

  it('an order placed before the removal settles on the terms it was placed with', async () => {
    const placed = dataOf(await place(120))
    expect(placed).toMatchObject({ seconds: 120, rate: '85', win_payout: '85.00' })
    dataOf(await remove(120))
    await tickAfter(h, 60_000, { [BTC]: 6_600_000 })
    const running = dataOf(await call<MicroResult>(h.app, '/api/micro_result', { token: user.token, body: placed }))
    expect(running).toMatchObject({ status: 0, result: null })
    await tickAfter(h, 60_000, { [BTC]: 6_800_000 })
    const settled = dataOf(await call<MicroResult>(h.app, '/api/micro_result', { token: user.token, body: placed }))
    expect(settled).toMatchObject({ status: 1, result: 1, ploss: '85.00', sellprice: '68000.00' })
    expect((await balancesOf(h.db, user.id)).USDT).toEqual({ available: 1084n * USDT, frozen: 0n })
  })

  it('refuses an unknown duration and the last one, changing nothing', async () => {
    expect((await remove(45)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    for (const bad of [0, -30, 'thirty', undefined]) {
      expect((await remove(bad)).envelope).toMatchObject({ status: 0, code: 'validation' })
    }
    for (const seconds of [30, 60, 120]) dataOf(await remove(seconds))
    const last = await remove(300)
    expect(last.envelope).toMatchObject({
      status: 0,
      code: 'validation',
      msg: 'Timed trading needs at least one duration: add another before removing this one.',
    })
    const german = await call(h.app, '/admin/products/timed_remove', {
      body: { seconds: 300 },
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      lang: 'de',
    })
    expect(german.envelope).toMatchObject({
      code: 'validation',
      msg: 'Zeitorders brauchen mindestens eine Laufzeit: Fügen Sie eine weitere hinzu, bevor Sie diese entfernen.',
    })
    expect(await offered()).toEqual([300])
    expect((await auditRows(h)).filter((r) => r.action === 'products.timed.remove')).toHaveLength(3)
  })

  it('needs the admin role', async () => {
    for (const role of ['reviewer', 'support'] as const) {
      const answer = await admin(h, '/admin/products/timed_remove', { seconds: 30 }, await operatorBearer(h, role))
      expect(answer.status).toBe(403)
      expect(answer.envelope).toMatchObject({ status: 0, code: 'forbidden' })
    }
    const byAdmin = await admin(h, '/admin/products/timed_remove', { seconds: 30 }, await operatorBearer(h, 'admin'))
    expect(byAdmin.envelope).toMatchObject({ status: 1 })
    expect(await offered()).toEqual([60, 120, 300])
  })

  it('stays removed when the catalogue is seeded again (a restart); an empty table is seeded', async () => {
    dataOf(await remove(30))
    await ensureCatalog(h.db, catalog)
    expect(await offered()).toEqual([60, 120, 300])
    expect((await kline()).map((c) => c.time)).toEqual([60, 120, 300])
    await h.db.deleteFrom('micro_durations').execute()
    await ensureCatalog(h.db, catalog)
    expect(await offered()).toEqual([30, 60, 120, 300])
  })
})
