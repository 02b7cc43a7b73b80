// The build's JavaScript budget: what loads before the home route's first paint (the written entry, its
// modulepreloads and the catalog) within its budget, each other lazy screen within 60 KB of its own, the chart
// screen exempt.
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { homeRouteScripts, measureHomeBundle } from '../../bench/bundle'
import { type BudgetChunk, budgetLines, homeChunks, LAZY_BUDGET_BYTES, overBudget } from '../../scripts/build/budget'
import { firstPaintScripts, measureFirstPaint } from '../../scripts/build/first-paint'

/** Random text compresses poorly: about `kb` KB of gzip. */
const code = (kb: number) =>
  randomBytes(kb * 1024)
    .toString('base64')
    .slice(0, Math.round(kb * 1024 * 1.33))

function chunk(fileName: string, kb: number, rest: Partial<BudgetChunk> = {}): BudgetChunk {
  return { fileName, code: code(kb), isEntry: false, isDynamicEntry: false, facadeModuleId: null, imports: [], ...rest }
}

const app = (homeKb: number, tradeKb: number, chartKb: number) => [
  chunk('assets/index.js', 40, { isEntry: true, imports: ['assets/shared.js'] }),
  chunk('assets/shared.js', 10),
  chunk('assets/home.js', homeKb, {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/features/home/index.ts',
    imports: ['assets/shared.js'],
  }),
  chunk('assets/messages.js', 6, { isDynamicEntry: true, facadeModuleId: '/app/locale/en/messages.po?part=first' }),
  chunk('assets/TradeScreen.js', tradeKb, {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/features/micro/TradeScreen.tsx',
    imports: ['assets/shared.js'],
  }),
  chunk('assets/KlineChart.js', chartKb, {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/features/micro/KlineChart.tsx',
  }),
]

describe('the build budget', () => {
  it('counts the entry and the home screen with their imports once, and each lazy screen without them', () => {
    const chunks = app(5, 20, 70)
    expect([...homeChunks(chunks)].sort()).toEqual(['assets/home.js', 'assets/index.js', 'assets/shared.js'])
    expect(homeChunks(chunks, { messages: true }).has('assets/messages.js')).toBe(true)
    const lines = budgetLines(chunks)
    expect(lines.some((line) => line.name === 'assets/home.js')).toBe(false)
    const trade = lines.find((line) => line.name === 'assets/TradeScreen.js')
    expect(trade?.gzipBytes).toBeGreaterThan(19 * 1024)
    expect(trade?.gzipBytes).toBeLessThan(21 * 1024)
    expect(trade?.budget).toBe(LAZY_BUDGET_BYTES)
    expect(lines.find((line) => line.name === 'assets/KlineChart.js')?.budget).toBeNull()
    expect(overBudget(lines)).toEqual([])
  })

  it('fails a lazy screen over 60 KB', () => {
    const over = overBudget(budgetLines(app(52, 62, 70)))
    expect(over.map((line) => line.name)).toEqual(['assets/TradeScreen.js'])
  })
})

describe('the first-paint JavaScript', () => {
  it('is the written entry, every modulepreload (preload lists inside) and the catalog; the benchmark agrees', () => {
    const dist = mkdtempSync(join(tmpdir(), 'tern-first-paint-'))
    try {
      mkdirSync(join(dist, 'assets'))
      const files = { 'assets/index.js': 8, 'assets/main.js': 3, 'assets/messages-Ab1.js': 2, 'assets/lazy.js': 5 }
      for (const [path, kb] of Object.entries(files)) writeFileSync(join(dist, path), code(kb))
      writeFileSync(
        join(dist, 'index.html'),
        `<script type="module" crossorigin src="/assets/index.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/main.js">
        <link rel="modulepreload" crossorigin href="/assets/messages-Ab1.js">
        <link rel="preload" as="style" crossorigin href="/assets/main.css">`,
      )
      const measured = measureFirstPaint(dist)
      expect(measured.files.map((file) => file.path)).toEqual([
        'assets/index.js',
        'assets/main.js',
        'assets/messages-Ab1.js',
      ])
      const catalog = measured.files.find((file) => file.catalog)
      expect(catalog?.path).toBe('assets/messages-Ab1.js')
      expect(measured.catalogGzipBytes).toBe(catalog?.gzipBytes)
      expect(measured.totalGzipBytes).toBeGreaterThan(12 * 1024)
      expect(measured.totalGzipBytes).toBeLessThan(14 * 1024)
      // bench/bundle.ts is the same measure.
      expect(measureHomeBundle(dist)).toEqual(measured)
      expect(homeRouteScripts).toBe(firstPaintScripts)
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
})
