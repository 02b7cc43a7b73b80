// The timed-order load of `npm run bench`: users registered normally (funded by the demo grant, so the server
// must run with ORDERS_DEMO_GRANT), then keep-alive workers placing timed orders for a fixed time; the number
// accepted per second. Used against one server (bench/trading.ts) and through nginx (bench/scale-out.ts).
import { Agent, request } from 'node:http'

/** TERN_DEMO_GRANT for the server under load: enough that no order is refused for funds. */
export const ORDERS_DEMO_GRANT = '100000000'

export interface OrdersOptions {
  users: number
  concurrency: number
  durationMs: number
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

/** One after another: the server refuses more than two concurrent password hashes from one address. */
async function register(agent: Agent, base: URL, users: number): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < users; i++) {
    const answer = await postJson(agent, new URL('/main/register', base), {
      name: `bench${i}@example.com`,
      pwd: 'bench-secret',
    })
    if (!answer.data?.token) throw new Error(`registration failed: ${JSON.stringify(answer)}`)
    tokens.push(answer.data.token)
  }
  return tokens
}

/** Timed orders accepted per second at `baseURL`; prints the counts and the first refusal. */
export async function ordersAcceptedPerSecond(baseURL: string, options: OrdersOptions): Promise<number> {
  const { users, concurrency, durationMs } = options
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  try {
    const base = new URL(baseURL)
    const tokens = await register(agent, base, users)
    // Wait for the market's first recorded tick (an order needs an entry price).
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const url = new URL('/api/micro_order', base)
    let accepted = 0
    let refused = 0
    let firstRefusal = ''
    let n = 0
    const run = async (ms: number) => {
      const deadline = performance.now() + ms
      const worker = async () => {
        while (performance.now() < deadline) {
          const token = tokens[n++ % tokens.length] ?? ''
          const body = { pid: 12, t: 300, amount: '100', type: n % 2 }
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
    await run(500) // warm-up
    accepted = 0
    refused = 0
    const started = performance.now()
    await run(durationMs)
    const seconds = (performance.now() - started) / 1000
    const rate = accepted / seconds
    console.log(`POST /api/micro_order, ${users} users, ${concurrency} keep-alive workers for ${seconds.toFixed(1)} s:`)
    console.log(`  ${Math.round(rate)} orders/s accepted (${accepted} accepted, ${refused} refused)`)
    if (firstRefusal) console.log(`  first refusal: ${firstRefusal.slice(0, 200)}`)
    return rate
  } finally {
    agent.destroy()
  }
}
