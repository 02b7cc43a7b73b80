// Restart: alerts whose price was reached while the engine was down fire from the recorded ticks, at the first
// tick after they were set that reached them, exactly once however often the server restarts.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PriceAlert } from '../../../contract/price-alerts'
import { openDb } from '../../../server/db/db'
import { alertBookOf } from '../../../server/features/price-alerts/engine'
import { scratchRoot } from '../../support/scratch'
import { createClock, databaseFor, type TestClock } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { BTC, createTradingHarness, invariants, type TradingHarness, tickAfter } from '../../support/server/trading'
import { createSignedInUser } from '../../support/server/wallet'

let dir: string
let clock: TestClock
let h: TradingHarness | undefined

beforeEach(() => {
  dir = mkdtempSync(join(scratchRoot, 'tern-alerts-restart-'))
  clock = createClock()
})
afterEach(async () => {
  await h?.close()
  h = undefined
  rmSync(dir, { recursive: true, force: true })
})

async function start(): Promise<TradingHarness> {
  h = await createTradingHarness({ dir, clock })
  return h
}

async function recordWhileDown(ticks: { t: number; price: number }[]) {
  const db = openDb(databaseFor(dir))
  await db
    .insertInto('ticks')
    .values(ticks.map((k) => ({ product_id: BTC, ...k })))
    .execute()
  await db.destroy()
}

describe('restart', () => {
  it('fires alerts reached while down at the first crossing tick, once', async () => {
    const s = await start()
    const user = await createSignedInUser(s)
    await tickAfter(s, 1000, { [BTC]: 6_000_000 })
    const add = async (direction: string, price: string) =>
      dataOf(
        await call<PriceAlert>(s.app, '/api/price_alert_add', {
          token: user.token,
          body: { pid: BTC, direction, price },
        }),
      )
    const up = await add('above', '60300')
    const down = await add('below', '59000')
    const far = await add('above', '70000')
    const t0 = clock().getTime()
    await s.close()
    h = undefined
    await recordWhileDown([
      { t: t0 + 1000, price: 6_010_000 },
      { t: t0 + 2000, price: 6_031_000 },
      { t: t0 + 3000, price: 6_050_000 },
      { t: t0 + 4000, price: 5_890_000 },
    ])
    clock.advance(5000)
    for (let round = 0; round < 2; round++) {
      const r = await start()
      const alerts = dataOf(await call<PriceAlert[]>(r.app, '/api/price_alerts', { token: user.token }))
      const byId = new Map(alerts.map((a) => [a.id, a]))
      expect(byId.get(up.id)).toMatchObject({ status: 'fired', fired_price: '60310.00', fired_t: t0 + 2000 })
      expect(byId.get(down.id)).toMatchObject({ status: 'fired', fired_price: '58900.00', fired_t: t0 + 4000 })
      expect(byId.get(far.id)?.status).toBe('active')
      expect(alertBookOf(r.db).size).toBe(1)
      const sent = await r.db.selectFrom('notifications').select('id').where('user_id', '=', user.id).execute()
      expect(sent).toHaveLength(2)
      expect(await invariants(r)).toEqual([])
      await r.close()
      h = undefined
    }
  })
})
