// The JavaScript budget, checked on every build: the home route's code (the entry and the home screen, each with the
// chunks it imports) within 100 KB gzip, and every other lazily loaded screen within 60 KB gzip of its own (the
// chunks that the home route has not loaded already). The chart screen's klinecharts is the one exception. The
// language catalogs (about 6 KB gzip each, one per visit) are data and are listed on their own lines.
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

export const HOME_BUDGET_BYTES = 100 * 1024
export const LAZY_BUDGET_BYTES = 60 * 1024

/** A built JavaScript chunk, as much of it as the budget needs. */
export interface BudgetChunk {
  fileName: string
  code: string
  isEntry: boolean
  isDynamicEntry: boolean
  /** The module the chunk stands for (its facade), if any. */
  facadeModuleId: string | null
  imports: readonly string[]
}

export interface BudgetLine {
  name: string
  gzipBytes: number
  budget: number | null
}

export const isApp = (chunk: BudgetChunk) => /src\/main\.tsx$/.test(chunk.facadeModuleId ?? '')
const isHomeScreen = (chunk: BudgetChunk) => /src\/features\/home\/index\.tsx?$/.test(chunk.facadeModuleId ?? '')
const isDefaultMessages = (chunk: BudgetChunk) => /locale\/en\/messages\.po$/.test(chunk.facadeModuleId ?? '')
const isChart = (chunk: BudgetChunk) => /KlineChart|klinecharts/.test(`${chunk.facadeModuleId}|${chunk.fileName}`)

function closure(start: BudgetChunk, byName: Map<string, BudgetChunk>, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into
  into.add(start.fileName)
  for (const name of start.imports) {
    const next = byName.get(name)
    if (next) closure(next, byName, into)
  }
  return into
}

/**
 * The home route's chunks: the entry, the app it starts after the first paint (src/main.tsx) and the home screen
 * (and, with `messages`, the default catalog), with their imports.
 */
export function homeChunks(chunks: readonly BudgetChunk[], { messages = false } = {}): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const home = new Set<string>()
  for (const chunk of chunks) {
    const first = chunk.isEntry || isApp(chunk) || isHomeScreen(chunk) || (messages && isDefaultMessages(chunk))
    if (first) closure(chunk, byName, home)
  }
  return home
}

export function budgetLines(chunks: readonly BudgetChunk[]): BudgetLine[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const gzip = new Map(chunks.map((chunk) => [chunk.fileName, gzipSync(chunk.code, { level: 9 }).length]))
  const sum = (names: Iterable<string>) => [...names].reduce((total, name) => total + (gzip.get(name) ?? 0), 0)
  const home = homeChunks(chunks)
  const lines: BudgetLine[] = [{ name: 'home route', gzipBytes: sum(home), budget: HOME_BUDGET_BYTES }]
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || home.has(chunk.fileName)) continue
    const own = [...closure(chunk, byName)].filter((name) => !home.has(name))
    const exempt = isChart(chunk) || /\.po$/.test(chunk.facadeModuleId ?? '')
    lines.push({ name: chunk.fileName, gzipBytes: sum(own), budget: exempt ? null : LAZY_BUDGET_BYTES })
  }
  return lines
}

export const overBudget = (lines: readonly BudgetLine[]) =>
  lines.filter((line) => line.budget !== null && line.gzipBytes > line.budget)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Fails the build when a budget is passed. */
export function budgetPlugin(): Plugin {
  return {
    name: 'tern:budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (
        !Object.values(bundle).some(
          (item) => item.type === 'chunk' && item.isEntry && item.fileName.startsWith('assets/'),
        )
      )
        return
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []))
      const over = overBudget(budgetLines(chunks))
      if (over.length > 0) {
        const list = over.map((line) => `${line.name}: ${kb(line.gzipBytes)} gzip, budget ${kb(line.budget ?? 0)}`)
        const home = [...homeChunks(chunks)]
          .map((name) => ({ name, bytes: gzipSync(bundle[name]?.type === 'chunk' ? bundle[name].code : '').length }))
          .sort((a, b) => b.bytes - a.bytes)
          .map(({ name, bytes }) => `${kb(bytes).padStart(8)}  ${name}`)
        this.error(`JavaScript over budget:\n  ${list.join('\n  ')}\nThe home route's chunks:\n  ${home.join('\n  ')}`)
      }
    },
  }
}
