// `tsx bench/lighthouse.ts`: Lighthouse 12's mobile preset (simulated slow 4G, 4x CPU slowdown) against the real
// server with the production build, Debian Chromium headless; the median of 3 runs per route. The simulated
// figures still scale with the CPU Chromium observes: quote them with the machine's load.
// BENCH_COMPARE_ROOT: another checkout (the previous release, with its node_modules) measured just before this one,
// each route's LCP then given as a ratio after / before. BENCH_LIGHTHOUSE_ROUTES: a comma-separated list of routes.
// /asset is measured signed in (a new user's session put in the browser's storage, kept across its runs).
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { ensureBuild } from '../scripts/lib/build'
import { startServer } from '../scripts/lib/server'

const root = fileURLToPath(new URL('..', import.meta.url))
const routes = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',') ?? [
  '/',
  '/market',
  '/trade/12',
  '/contract/12',
  '/asset',
]
/** Routes measured signed in: a user registered through the API, their session in the browser's storage first. */
const signedIn = new Set(['/asset'])
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

interface Figures {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
}

/** The median of the runs that measured the figure (a run Lighthouse could not finish gives NaN). */
function median(values: number[]): number {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b)
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN
}

async function audit(url: string, port: number, keepStorage = false): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`)
  if (lhr.runtimeError) console.log(`  ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  }
}

/**
 * Registers a user and puts their session in the browser's storage for the server's origin: a signed-in user has
 * been here before, so the service worker the visit installs serves the repeat visits measured (as on a phone).
 */
async function signIn(baseURL: string, port: number): Promise<void> {
  const registered = await fetch(new URL('/main/register', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `lighthouse-${Date.now()}@example.com`, pwd: 'lighthouse-secret-1' }),
  })
  const { data } = (await registered.json()) as { data: { token: string } }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage()
    await page.goto(new URL('/about', baseURL).href)
    await page.evaluate((token) => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      localStorage.setItem('tern.token', token)
    }, data.token)
    await page.close()
  } finally {
    await browser.close()
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padEnd(8)

/** Builds and starts the checkout at `checkout`, audits every route, and gives each route's median figures. */
async function measure(label: string, checkout: string): Promise<Map<string, (key: keyof Figures) => number>> {
  ensureBuild(checkout)
  const server = await startServer({ root: checkout })
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  const medians = new Map<string, (key: keyof Figures) => number>()
  try {
    console.log(`${label}: Lighthouse mobile preset, median of ${RUNS} (load average ${loadavg()[0]?.toFixed(2)}):`)
    console.log('  route         perf    FCP     LCP     TBT     CLS     transferred')
    for (const route of routes) {
      const runs: Figures[] = []
      if (signedIn.has(route)) await signIn(server.baseURL, chrome.port)
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await audit(new URL(route, server.baseURL).href, chrome.port, signedIn.has(route)))
      const m = (key: keyof Figures) => median(runs.map((run) => run[key]))
      medians.set(route, m)
      console.log(
        `  ${route.padEnd(13)} ${String(m('score')).padEnd(7)} ${s(m('fcp'))}${s(m('lcp'))}${`${Math.round(m('tbt'))} ms`.padEnd(8)}${m('cls').toFixed(3).padEnd(8)}${(m('bytes') / 1024).toFixed(0)} KB`,
      )
    }
    console.log(`  (load average ${loadavg()[0]?.toFixed(2)} at the end)`)
  } finally {
    chrome.kill()
    await server.stop()
  }
  return medians
}

const compareRoot = process.env.BENCH_COMPARE_ROOT
const before = compareRoot ? await measure(`before (${compareRoot})`, compareRoot) : null
const after = await measure('this checkout', root)
if (before) {
  console.log('LCP after / before:')
  for (const route of routes) {
    const ratio = (after.get(route)?.('lcp') ?? Number.NaN) / (before.get(route)?.('lcp') ?? Number.NaN)
    console.log(`  ${route.padEnd(13)} ${ratio.toFixed(2)}`)
  }
}
