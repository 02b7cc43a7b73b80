// `tsx bench/lighthouse.ts`: Lighthouse 12's mobile preset (simulated slow 4G, 4x CPU slowdown) against the real
// server with the production build, Debian Chromium headless; the median of 3 runs per route. The simulated
// figures still scale with the CPU Chromium observes: quote them with the machine's load.
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { ensureBuild } from '../scripts/lib/build'
import { startServer } from '../scripts/lib/server'

const root = fileURLToPath(new URL('..', import.meta.url))
const routes = ['/', '/market', '/trade/12']
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

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
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

ensureBuild(root)
const server = await startServer({ root })
const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
try {
  console.log(`Lighthouse mobile preset, median of ${RUNS} (load average ${loadavg()[0]?.toFixed(2)}):`)
  console.log('  route         perf    FCP     LCP     TBT     CLS     transferred')
  for (const route of routes) {
    const runs: Figures[] = []
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(new URL(route, server.baseURL).href, chrome.port))
    const m = (key: keyof Figures) => median(runs.map((run) => run[key]))
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padEnd(8)
    console.log(
      `  ${route.padEnd(13)} ${String(m('score')).padEnd(7)} ${s(m('fcp'))}${s(m('lcp'))}${`${Math.round(m('tbt'))} ms`.padEnd(8)}${m('cls').toFixed(3).padEnd(8)}${(m('bytes') / 1024).toFixed(0)} KB`,
    )
  }
} finally {
  chrome.kill()
  await server.stop()
}
