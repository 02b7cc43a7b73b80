// `npm run verify -- <orders.json> [--server https://host]`: checks settled timed orders and filled spot limit
// orders outside the app, for an auditor, with the code the app's worker runs (contract/verify/). The file is a
// user's history as GET /api/micro_orders or GET /api/coin_orders answers it (the whole envelope, its data, or the
// list), or { "server": ..., "orders": [...] }.
// Prints one line per order; exits 1 when anything does not match.
import { readFileSync } from 'node:fs'
import type { CoinOrder, MicroOrder } from '../contract/trading'
import { type HourRecord, importPublicKey, type PricesKey } from '../contract/verify/prices'
import { spotClaimOf, verifySpotFill } from '../contract/verify/spot'
import { type Mismatch, timedClaimOf, verifyTimedOrder } from '../contract/verify/timed'

type Envelope<T> = { status: number; msg: string; data: T }

function ordersOf(json: unknown): { server?: string; orders: MicroOrder[] } {
  if (Array.isArray(json)) return { orders: json as MicroOrder[] }
  const o = json as { server?: string; orders?: MicroOrder[]; data?: { orders?: MicroOrder[] } }
  return { server: o.server, orders: o.orders ?? o.data?.orders ?? [] }
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
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const file = args.find((a) => !a.startsWith('--'))
  const flag = args.indexOf('--server')
  if (!file) {
    console.error('usage: npm run verify -- <orders.json> [--server https://host]')
    return 2
  }
  const parsed = ordersOf(JSON.parse(readFileSync(file, 'utf8')))
  const server = (flag >= 0 ? args[flag + 1] : parsed.server)?.replace(/\/$/, '')
  if (!server) {
    console.error('name the server: --server https://host (or "server" in the file)')
    return 2
  }
  const published = (await (await fetch(`${server}/.well-known/tern-prices.json`)).json()) as PricesKey
  const key = await importPublicKey(published.publicKey)
  console.log(`price key ${published.publicKey} (${published.format})`)
  const hour = async (pid: number, start: number) => {
    const answer = (await (await fetch(`${server}/main/prices/${pid}/${start}`)).json()) as Envelope<HourRecord>
    return answer.status === 1 ? answer.data : null
  }
  let failed = 0
  for (const order of parsed.orders) {
    const spot = 'buy_or_sell' in order ? spotClaimOf(order as unknown as CoinOrder) : null
    const timed = spot ? null : timedClaimOf(order)
    const claim = spot ?? timed
    if (!claim) continue
    const verdict = spot
      ? await verifySpotFill(key, hour, spot)
      : timed
        ? await verifyTimedOrder(key, hour, timed)
        : null
    if (!verdict) continue
    if (verdict.ok) {
      console.log(
        `order ${claim.id}: verified, settled at ${verdict.tick.price} at ${at(verdict.tick.t)} by rule ${verdict.rule}`,
      )
      continue
    }
    failed++
    console.log(`order ${claim.id}: NOT verified`)
    for (const m of verdict.mismatches) console.log(`  - ${describeMismatch(m)}`)
  }
  return failed > 0 ? 1 : 0
}

process.exitCode = await main()
