// The order load of `npm run bench`: users registered normally (funded by the demo grant, so the server must
// run with ORDERS_DEMO_GRANT), then keep-alive workers placing orders for a fixed time; the number accepted per
// second. Timed orders by default (bench/trading.ts, and through nginx bench/scale-out.ts); contract orders
// with `contractOrders` (bench/contract.ts).
import { Agent, request } from 'node:http'

/** TERN_DEMO_GRANT for the server under load: enough that no order is refused for funds. */
export const ORDERS_DEMO_GRANT = '100000000'

export interface OrderLoad {
  /** The placing call, e.g. /api/micro_order. */
  path: string
  /** The risk disclosure the call requires. */
  risk: 'micro' | 'contract'
  body(n: number): Record<string, unknown>
}

export const microOrders: OrderLoad = {
  path: '/api/micro_order',
  risk: 'micro',
  body: (n) => ({ pid: 12, t: 300, amount: '100', type: n % 2 }),
}

/** Market contract orders, long and short, 1 lot at 100x on BTC/USDT. */
export const contractOrders: OrderLoad = {
  path: '/api/contract_order',
  risk: 'contract',
  body: (n) => ({ pid: 12, type: n % 2, price_type: 0, price: '', hand: '1', level: 100, stop_win: '', stop_loss: '' }),
}

export interface OrdersOptions {
  users: number
  concurrency: number
  durationMs: number
  load?: OrderLoad
}

interface Answer {
  status: number
  data?: { token?: string }
}

function postJson(agent: Agent, url: URL, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  if (url.hostname !== '127.0.0.1') throw new Error('the benchmark runs on loopback only')
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve(text ? (JSON.parse(text) as Answer) : { status: -(res.statusCode ?? 0) }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/** The load before the counted period, the same for every server compared. */
const WARMUP_MS = 2000

/** One after another: the server refuses more than two concurrent password hashes from one address. */
async function register(agent: Agent, base: URL, users: number, risk: OrderLoad['risk']): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < users; i++) {
    const answer = await postJson(agent, new URL('/main/register', base), {
      name: `bench${i}@example.com`,
      pwd: 'bench-secret',
    })
    const token = answer.data?.token
    if (!token) throw new Error(`registration failed: ${JSON.stringify(answer)}`)
    // The server refuses a first order until the risk disclosure is accepted.
    await postJson(agent, new URL('/api/risk_accept', base), { kind: risk }, { UserToken: token })
    tokens.push(token)
  }
  return tokens
}

/** Orders accepted per second at `baseURL`; prints the counts and the first refusal. */
export async function ordersAcceptedPerSecond(baseURL: string, options: OrdersOptions): Promise<number> {
  const { users, concurrency, durationMs, load = microOrders } = options
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  try {
    const base = new URL(baseURL)
    const tokens = await register(agent, base, users, load.risk)
    // Wait for the market's first recorded tick (an order needs an entry price).
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const url = new URL(load.path, base)
    let accepted = 0
    let refused = 0
    let firstRefusal = ''
    let n = 0
    const run = async (ms: number) => {
      const deadline = performance.now() + ms
      const worker = async () => {
        while (performance.now() < deadline) {
          const token = tokens[n++ % tokens.length] ?? ''
          const body = load.body(n)
          const answer = await postJson(agent, url, body, { UserToken: token })
          if (answer.status === 1) accepted += 1
          else {
            refused += 1
            firstRefusal ||= JSON.stringify(answer)
          }
        }
      }
      await Promise.all(Array.from({ length: concurrency }, worker))
    }
    // Uncounted first: the servers' compiled code paths warm up (two API processes of a cluster each their own).
    await run(WARMUP_MS)
    accepted = 0
    refused = 0
    const started = performance.now()
    await run(durationMs)
    const seconds = (performance.now() - started) / 1000
    const rate = accepted / seconds
    console.log(`POST ${load.path}, ${users} users, ${concurrency} keep-alive workers for ${seconds.toFixed(1)} s:`)
    console.log(`  ${Math.round(rate)} orders/s accepted (${accepted} accepted, ${refused} refused)`)
    if (firstRefusal) console.log(`  first refusal: ${firstRefusal.slice(0, 200)}`)
    return rate
  } finally {
    agent.destroy()
  }
}
