// The build's JavaScript budget: the home route's code within 100 KB gzip, each other lazy screen within 60 KB of
// its own, the chart screen exempt.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  type BudgetChunk,
  budgetLines,
  HOME_BUDGET_BYTES,
  homeChunks,
  LAZY_BUDGET_BYTES,
  overBudget,
} from '../../scripts/build/budget'

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
  chunk('assets/messages.js', 6, { isDynamicEntry: true, facadeModuleId: '/app/locale/en/messages.po' }),
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
    const home = lines.find((line) => line.name === 'home route')
    expect(home?.gzipBytes).toBeGreaterThan(54 * 1024)
    expect(home?.gzipBytes).toBeLessThan(57 * 1024)
    const trade = lines.find((line) => line.name === 'assets/TradeScreen.js')
    expect(trade?.gzipBytes).toBeGreaterThan(19 * 1024)
    expect(trade?.gzipBytes).toBeLessThan(21 * 1024)
    expect(trade?.budget).toBe(LAZY_BUDGET_BYTES)
    expect(lines.find((line) => line.name === 'assets/KlineChart.js')?.budget).toBeNull()
    expect(overBudget(lines)).toEqual([])
  })

  it('fails a home route over 100 KB and a lazy screen over 60 KB', () => {
    const over = overBudget(budgetLines(app(52, 62, 70)))
    expect(over.map((line) => line.name)).toEqual(['home route', 'assets/TradeScreen.js'])
    expect(over[0]?.budget).toBe(HOME_BUDGET_BYTES)
  })
})
