// `npm run verify -- <orders.json> [--server https://host]`: checks settled timed orders, filled spot limit orders
// and closed contract positions outside the app, for an auditor, with the code the app's worker runs
// (contract/verify/, through scripts/lib/verify-orders.ts). The file is a user's history as GET /api/micro_orders,
// GET /api/coin_orders or GET /api/orders/page/{n} answers it (the whole envelope, its data, or the list), or
// { "server": ..., "orders": [...] }.
// Prints one line per order; exits 1 when anything does not match.
// The proof of liabilities too: a file holding the answer of GET /api/liability_proof (the envelope or its data)
// is checked against the snapshot's signed roots, one line per asset; `--user <id>` names the user the leaves
// must be bound to (default: the file's user_id).
import { readFileSync } from 'node:fs'
import { checkSnapshot, type LiabilityProofAnswer, type LiabilitySnapshot } from '../contract/verify/liabilities'
import { importPublicKey, type PricesKey, type VerifyKey } from '../contract/verify/prices'
import { ordersOf, verifyOrders } from './lib/verify-orders'

export { describeMismatch } from './lib/verify-orders'

type Envelope<T> = { status: number; msg: string; data: T }

function proofAnswerOf(json: unknown): { server?: string; answer: LiabilityProofAnswer } | null {
  const o = json as { server?: string; data?: unknown }
  const answer = (o.data ?? o) as Partial<LiabilityProofAnswer>
  if (!Array.isArray(answer.proofs) || typeof answer.snapshot !== 'number' || typeof answer.user_id !== 'number')
    return null
  return { server: o.server, answer: answer as LiabilityProofAnswer }
}

const at = (t: number) => new Date(t).toISOString().replace('T', ' ').replace('Z', ' UTC')

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
  if (liabilities) {
    const published = (await (await fetch(`${server}/.well-known/tern-prices.json`)).json()) as PricesKey
    const key = await importPublicKey(published.publicKey)
    console.log(`price key ${published.publicKey} (${published.format})`)
    const user = args.indexOf('--user')
    return checkLiabilities(
      server,
      key,
      liabilities.answer,
      user >= 0 ? Number(args[user + 1]) : liabilities.answer.user_id,
    )
  }
  const { lines, failed } = await verifyOrders(server, parsed.orders)
  for (const line of lines) console.log(line)
  return failed > 0 ? 1 : 0
}

process.exitCode = await main()
