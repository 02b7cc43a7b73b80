// Trading test helpers: a harness with the trading engines running on the scripted feed, ticks that wait for
// the engines, and the ledger and trading invariants in one call.

import { checkAll } from '../../../server/checks'
import type { Deps } from '../../../server/deps'
import { createTradingEngines } from '../../../server/engines'
import { acceptRisk } from '../../../server/features/risk/service'
import { createHarness, type Harness, type HarnessOptions } from './harness'
import { createSignedInUser, depsOf } from './wallet'

export interface TradingHarness extends Harness {
  engines: ReturnType<typeof createTradingEngines>
  deps: Deps
}

export async function createTradingHarness(options: HarnessOptions = {}): Promise<TradingHarness> {
  const h = await createHarness(options)
  const deps = depsOf(h)
  const engines = createTradingEngines(deps)
  await engines.start()
  const close = async () => {
    await engines.stop()
    await h.close()
  }
  return { ...h, engines, deps, close }
}

/** A signed-in user who has accepted the timed-order risk disclosure (the server requires it before orders). */
export async function createTrader(h: Harness, name?: string): Promise<{ id: number; token: string }> {
  const user = await createSignedInUser(h, name)
  await acceptRisk(depsOf(h), user.id, 'micro')
  return user
}

export const BTC = 12
export const ETH = 13

/** Publishes ticks at the current clock time (or `t`) and waits until the engines have processed them. */
export async function tick(h: TradingHarness, prices: Record<number, number>, t = h.clock().getTime()) {
  h.feed.emit(Object.entries(prices).map(([id, price]) => ({ productId: Number(id), t, price })))
  await h.engines.idle()
}

/** Moves the clock by `ms`, then ticks there. */
export async function tickAfter(h: TradingHarness, ms: number, prices: Record<number, number>) {
  h.clock.advance(ms)
  await tick(h, prices)
}

/** Every ledger, trading and product invariant; [] when healthy. */
export async function invariants(h: Harness): Promise<string[]> {
  return checkAll(h.db)
}
