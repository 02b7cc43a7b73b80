// `npx tsx bench/market-render.ts` (after `npm run build`): scripting time per 1 s market update in real
// Chromium. Starts the real server on a free loopback port with a throw-away database, opens /market at
// 390x844 (then home, whose top list holds every product) and, for ~20 polls, takes the CDP ScriptDuration delta from one poll's
// answer (plus its render) to the next, and counts long tasks (> 50 ms) seen by a PerformanceObserver.
import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium } from 'playwright-core'
import { startServer } from '../scripts/lib/server'

const root = fileURLToPath(new URL('..', import.meta.url))
const UPDATES = Number(process.env.BENCH_UPDATES ?? 20)
const TARGET_MS = 4
/** Time after a poll's answer for React to commit the update before sampling. */
const SETTLE_MS = 250

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** Opens `path` in a fresh page and samples scripting time around each answer of `pollPath`. */
async function measure(context: BrowserContext, path: string, pollPath: string): Promise<void> {
  const page = await context.newPage()
  // Runs in the page (a string, since this file is type-checked without the DOM library).
  await page.addInitScript({
    content: `globalThis.__longTasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.__longTasks.push(e.duration) })
        .observe({ type: 'longtask' });`,
  })
  await page.goto(path)
  await page.locator('a[data-product-id]').first().waitFor({ timeout: 30_000 })
  const rows = await page.locator('a[data-product-id]').count()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  const scriptSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0
  }
  const isPoll = (url: string) => new URL(url).pathname === pollPath
  const nextPoll = async () => {
    await page.waitForResponse((response) => isPoll(response.url()), { timeout: 10_000 })
    await page.waitForTimeout(SETTLE_MS)
  }

  await nextPoll()
  await page.evaluate(() => {
    ;(globalThis as unknown as { __longTasks: number[] }).__longTasks = []
  })
  let previous = await scriptSeconds()
  const perUpdateMs: number[] = []
  for (let index = 0; index < UPDATES; index++) {
    await nextPoll()
    const now = await scriptSeconds()
    perUpdateMs.push((now - previous) * 1000)
    previous = now
  }
  const longTasks = await page.evaluate(() => (globalThis as unknown as { __longTasks: number[] }).__longTasks)
  await page.close()
  const sorted = [...perUpdateMs].sort((a, b) => a - b)
  const mean = perUpdateMs.reduce((sum, value) => sum + value, 0) / perUpdateMs.length
  const p95 = percentile(sorted, 95)
  console.log(`${path} at 390x844, ${rows} rows on screen, ${UPDATES} updates of ${pollPath} (1 s polls):`)
  console.log(
    `  scripting per update: mean ${mean.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${sorted.at(-1)?.toFixed(2)} ms`,
  )
  console.log(`  long tasks (> 50 ms) while measuring: ${longTasks.length}`)
  console.log(`  target < ${TARGET_MS} ms per update (p95): ${p95 < TARGET_MS ? 'PASS' : 'OVER'}`)
}

async function main(): Promise<void> {
  const server = await startServer({ root })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseURL })
    await measure(context, '/market', '/main/products')
    await measure(context, '/', '/main/recommand_coin')
  } finally {
    await browser.close()
    await server.stop()
  }
}

await main()
