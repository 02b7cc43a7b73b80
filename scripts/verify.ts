// `npm run verify -- <orders.json> [--server https://host]`: checks settled timed orders and filled spot limit
// orders outside the app, for an auditor, with the code the app's worker runs (contract/verify/). The file is a
// user's history as GET /api/micro_orders or GET /api/coin_orders answers it (the whole envelope, its data, or the
// list), or { "server": ..., "orders": [...] }.
// Prints one line per order; exits 1 when anything does not match.
// The proof of liabilities too: a file holding the answer of GET /api/liability_proof (the envelope or its data)
// is checked against the snapshot's signed roots, one line per asset; `--user <id>` names the user the leaves
// must be bound to (default: the file's user_id).
import { readFileSync } from 'node:fs'
import type { CoinOrder, MicroOrder } from '../contract/trading'
import { checkSnapshot, type LiabilityProofAnswer, type LiabilitySnapshot } from '../contract/verify/liabilities'
import { type HourRecord, importPublicKey, type PricesKey, type VerifyKey } from '../contract/verify/prices'
import { spotClaimOf, verifySpotFill } from '../contract/verify/spot'
import { type Mismatch, timedClaimOf, verifyTimedOrder } from '../contract/verify/timed'

type Envelope<T> = { status: number; msg: string; data: T }

function ordersOf(json: unknown): { server?: string; orders: MicroOrder[] } {
  if (Array.isArray(json)) return { orders: json as MicroOrder[] }
  const o = json as { server?: string; orders?: MicroOrder[]; data?: { orders?: MicroOrder[] } }
  return { server: o.server, orders: o.orders ?? o.data?.orders ?? [] }
}

function proofAnswerOf(json: unknown): { server?: string; answer: LiabilityProofAnswer } | null {
  const o = json as { server?: string; data?: unknown }
  const answer = (o.data ?? o) as Partial<LiabilityProofAnswer>
  if (!Array.isArray(answer.proofs) || typeof answer.snapshot !== 'number' || typeof answer.user_id !== 'number')
    return null
  return { server: o.server, answer: answer as LiabilityProofAnswer }
}

async function checkLiabilities(server: string, key: VerifyKey, answer: LiabilityProofAnswer, userId: number) {
  const reply = (await (
    await fetch(`${server}/main/liabilities/${answer.snapshot}`)
  ).json()) as Envelope<LiabilitySnapshot | null>
  if (reply.status !== 1 || !reply.data) {
    console.log(`snapshot ${answer.snapshot}: not published`)
    return 1
  }
  console.log(`snapshot ${answer.snapshot} of ${at(reply.data.at)}, user ${userId}`)
  let failed = 0
  for (const v of await checkSnapshot(key, reply.data, userId, answer.proofs)) {
    if (v.ok) console.log(`${v.asset}: included, balance ${v.balance} of the total ${v.total}, held ${v.held ?? '-'}`)
    else if (v.problems.join() === 'missing') console.log(`${v.asset}: no leaf for this user`)
    else {
      failed++
      console.log(`${v.asset}: NOT verified: ${v.problems.join(', ')}`)
    }
  }
  return failed > 0 ? 1 : 0
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
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const parsed = ordersOf(json)
  const liabilities = proofAnswerOf(json)
  const server = (flag >= 0 ? args[flag + 1] : (liabilities?.server ?? parsed.server))?.replace(/\/$/, '')
  if (!server) {
    console.error('name the server: --server https://host (or "server" in the file)')
    return 2
  }
  const published = (await (await fetch(`${server}/.well-known/tern-prices.json`)).json()) as PricesKey
  const key = await importPublicKey(published.publicKey)
  console.log(`price key ${published.publicKey} (${published.format})`)
  if (liabilities) {
    const user = args.indexOf('--user')
    return checkLiabilities(
      server,
      key,
      liabilities.answer,
      user >= 0 ? Number(args[user + 1]) : liabilities.answer.user_id,
    )
  }
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
