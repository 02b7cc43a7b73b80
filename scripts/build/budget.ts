// The JavaScript budget, checked on every build: what the browser loads before the home route's first paint, measured
// on the written files (./first-paint.ts: the entry, its modulepreloads with the preload lists Vite writes into them,
// and the default catalog), and every other lazily loaded screen within 60 KB gzip of its own (the chunks that the
// home route has not loaded already). The chart screen's klinecharts and the other languages' catalogs are exempt.
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { FIRST_PAINT_BUDGET_BYTES, FIRST_PAINT_GOAL_BYTES, measureFirstPaint } from './first-paint.ts'

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
const isDefaultMessages = (chunk: BudgetChunk) =>
  /locale\/en\/messages\.po\?part=first$/.test(chunk.facadeModuleId ?? '')
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
  const lines: BudgetLine[] = []
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

const isBrowserBuild = (bundle: Record<string, { type: string; fileName: string }>) =>
  Object.values(bundle).some(
    (item) => item.type === 'chunk' && 'isEntry' in item && item.isEntry && item.fileName.startsWith('assets/'),
  )

/** Fails the build when a budget is passed. */
export function budgetPlugin(): Plugin {
  return {
    name: 'tern:budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!isBrowserBuild(bundle)) return
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []))
      const over = overBudget(budgetLines(chunks))
      if (over.length > 0) {
        const list = over.map((line) => `${line.name}: ${kb(line.gzipBytes)} gzip, budget ${kb(line.budget ?? 0)}`)
        this.error(`JavaScript over budget:\n  ${list.join('\n  ')}`)
      }
    },
    writeBundle(options, bundle) {
      if (!isBrowserBuild(bundle) || !options.dir) return
      const { files, totalGzipBytes, catalogGzipBytes } = measureFirstPaint(options.dir)
      const summary = `${kb(totalGzipBytes)} gzip (the catalog ${kb(catalogGzipBytes)})`
      if (totalGzipBytes <= FIRST_PAINT_BUDGET_BYTES) {
        this.info(
          `first-paint JavaScript: ${summary}; budget ${kb(FIRST_PAINT_BUDGET_BYTES)}, goal ${kb(FIRST_PAINT_GOAL_BYTES)}`,
        )
        return
      }
      const list = [...files]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((file) => `${kb(file.gzipBytes).padStart(8)}  ${file.path}`)
      this.error(
        `first-paint JavaScript over budget: ${summary}, budget ${kb(FIRST_PAINT_BUDGET_BYTES)}:\n  ${list.join('\n  ')}`,
      )
    },
  }
}
