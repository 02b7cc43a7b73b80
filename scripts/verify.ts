// `npm run verify -- <orders.json> [--server https://host]`: checks settled timed orders, filled spot limit orders
// and closed contract positions outside the app, for an auditor, with the code the app's worker runs
// (contract/verify/, through scripts/lib/verify-orders.ts). The file is a user's history as GET /api/micro_orders,
// GET /api/coin_orders or GET /api/orders/page/{n} answers it (the whole envelope, its data, or the list), or
// { "server": ..., "orders": [...] }.
// Prints one line per order; exits 1 when anything does not match.
import { readFileSync } from 'node:fs'
import { ordersOf, verifyOrders } from './lib/verify-orders'

export { describeMismatch } from './lib/verify-orders'

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
  const { lines, failed } = await verifyOrders(server, parsed.orders)
  for (const line of lines) console.log(line)
  return failed > 0 ? 1 : 0
}

process.exitCode = await main()
