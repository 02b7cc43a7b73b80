// What `npm run verify` does (scripts/verify.ts), callable from a test: reads a saved history (timed orders, spot
// orders or contract positions, as the API answered them), checks each settled, filled or closed one against the
// server's signed prices with the code the app's worker runs (contract/verify/), and answers one line per order.
import type { ContractHistoryEntry } from '../../contract/contract-trading'
import type { CoinOrder, MicroOrder } from '../../contract/trading'
import { contractClaimOf, verifyContractClose } from '../../contract/verify/contract'
import { type HourRecord, importPublicKey, type PricesKey } from '../../contract/verify/prices'
import { spotClaimOf, verifySpotFill } from '../../contract/verify/spot'
import { type Mismatch, timedClaimOf, verifyTimedOrder } from '../../contract/verify/timed'

type Envelope<T> = { status: number; msg: string; data: T }
type SavedOrder = MicroOrder | CoinOrder | ContractHistoryEntry

/**
 * The orders of a saved file: a list; { server?, orders }; an envelope of GET /api/micro_orders or
 * /api/coin_orders (data.orders); or a contract history page, GET /api/orders/page/{n} (data.data, or its data).
 */
export function ordersOf(json: unknown): { server?: string; orders: SavedOrder[] } {
  if (Array.isArray(json)) return { orders: json as SavedOrder[] }
  const o = json as {
    server?: string
    orders?: SavedOrder[]
    data?: SavedOrder[] | { orders?: SavedOrder[]; data?: SavedOrder[] }
  }
  const inner = Array.isArray(o.data) ? o.data : (o.data?.orders ?? o.data?.data)
  return { server: o.server, orders: o.orders ?? inner ?? [] }
}

const at = (t: number) => new Date(t).toISOString().replace('T', ' ').replace('Z', ' UTC')

export function describeMismatch(m: Mismatch): string {
  switch (m.kind) {
    case 'record':
      return `the signed record of the hour from ${at(m.hour)} fails: ${m.problem}`
    case 'unsigned':
      return `no signed record for the hour from ${at(m.hour)} (not sealed yet, or not kept)`
    case 'entry_tick':
      return `the entry tick ${m.stored.price} at ${at(m.stored.t)} is not in the record`
    case 'deciding_tick':
      return `stored settlement ${m.stored.price} at ${at(m.stored.t)}, the rule gives ${m.rule.price} at ${at(m.rule.t)}`
    case 'result':
      return `stored result ${m.stored}, the rule gives ${m.rule}`
    case 'ploss':
      return `stored profit or loss ${m.stored}, the rule gives ${m.rule}`
    case 'fill_amounts':
      return `stored USDT ${m.stored}, the fill at the limit price gives ${m.rule}`
    case 'close_reason':
      return `stored close reason ${m.stored}, the rule gives ${m.rule ?? 'no close up to the stored one'}`
    case 'fill_tick':
      return `stored fill ${m.stored.price} at ${at(m.stored.t)}, the rule gives ${m.rule ? `${m.rule.price} at ${at(m.rule.t)}` : 'no fill'}`
    case 'liq_price':
      return `stored liquidation price ${m.stored}, the rule gives ${m.rule}`
  }
}

async function verdictOf(
  key: Awaited<ReturnType<typeof importPublicKey>>,
  hour: Parameters<typeof verifySpotFill>[1],
  order: SavedOrder,
  maxPriceAgeMs: number | undefined,
) {
  if ('buy_or_sell' in order) {
    const claim = spotClaimOf(order)
    return claim ? { id: claim.id, verdict: await verifySpotFill(key, hour, claim) } : null
  }
  if ('hyzd' in order) {
    const claim = contractClaimOf(order)
    return claim ? { id: claim.id, verdict: await verifyContractClose(key, hour, claim, maxPriceAgeMs) } : null
  }
  const claim = timedClaimOf(order)
  return claim ? { id: claim.id, verdict: await verifyTimedOrder(key, hour, claim) } : null
}

/** Checks every order of `orders` against `server`; `failed` counts those that do not verify. */
export async function verifyOrders(
  server: string,
  orders: readonly SavedOrder[],
): Promise<{ lines: string[]; failed: number }> {
  const published = (await (await fetch(`${server}/.well-known/tern-prices.json`)).json()) as PricesKey
  const key = await importPublicKey(published.publicKey)
  const lines = [`price key ${published.publicKey} (${published.format})`]
  const hour = async (pid: number, start: number) => {
    const answer = (await (await fetch(`${server}/main/prices/${pid}/${start}`)).json()) as Envelope<HourRecord>
    return answer.status === 1 ? answer.data : null
  }
  let failed = 0
  for (const order of orders) {
    const checked = await verdictOf(key, hour, order, published.maxPriceAgeMs)
    if (!checked) continue
    const { id, verdict } = checked
    if (verdict.ok) {
      lines.push(
        `order ${id}: verified, settled at ${verdict.tick.price} at ${at(verdict.tick.t)} by rule ${verdict.rule}`,
      )
      continue
    }
    failed++
    lines.push(`order ${id}: NOT verified`)
    for (const m of verdict.mismatches) lines.push(`  - ${describeMismatch(m)}`)
  }
  return { lines, failed }
}
