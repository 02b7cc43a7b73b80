// The import boundaries of the tree (STYLE.md "Layout"), checked over the import graph:
// - client layers flow one way: src/shared -> src/features -> src/app (shared imports neither; features never app);
// - a feature imports another feature only through its index.ts (`@/features/x`, `server/features/x/index.ts`),
//   never its files, on both sides;
// - server/ never imports src/; contract/ imports neither src/ nor server/;
// - server platform code (everything outside server/features/ but the wiring, see below) never imports a feature:
//   what it needs from one is passed in by the wiring;
// - src/ imports only types from contract/schemas (zod stays out of the browser bundle);
// - client components (.tsx) never call a feature's api.ts: they read and act through its atoms.ts;
// - no import cycles, `import type` edges included (a type cycle is still two modules that need each other).

export interface ImportEdge {
  /** Repository-relative path of the importing file, e.g. src/features/market/atoms.ts */
  from: string
  /** The specifier as written. */
  specifier: string
  /** Repository-relative path it resolves to (null for packages and assets). */
  to: string | null
  typeOnly: boolean
  dynamic: boolean
}

const staticImport =
  /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm
const dynamicImport = /import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Every import in one file's source; `resolve` maps a specifier to a repository path (or null). */
export function parseImports(
  from: string,
  source: string,
  resolve: (from: string, specifier: string) => string | null,
): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const match of source.matchAll(staticImport)) {
    const specifier = match[4] ?? match[5] ?? ''
    const clause = match[3] ?? ''
    const braces = /^\{([\s\S]*)\}$/.exec(clause.trim())
    const names =
      braces?.[1]
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean) ?? []
    const allInlineTypes = names.length > 0 && names.every((name) => name.startsWith('type '))
    const typeOnly = match[2] !== undefined || allInlineTypes
    edges.push({ from, specifier, to: resolve(from, specifier), typeOnly, dynamic: false })
  }
  for (const match of source.matchAll(dynamicImport)) {
    const specifier = match[1] ?? ''
    edges.push({ from, specifier, to: resolve(from, specifier), typeOnly: false, dynamic: true })
  }
  return edges
}

/** The feature a file belongs to, with its side ('src/features/market', 'server/features/contract'), or null. */
const featureOf = (path: string) => /^(src|server)\/features\/[^/]+/.exec(path)?.[0] ?? null
const isFeatureIndex = (path: string) => /^(src|server)\/features\/[^/]+\/index\.tsx?$/.test(path)

/** The server's wiring: the entry points and the files that put features and platform together. */
const serverWiring = [
  'server/app.ts',
  'server/main.ts',
  'server/engines.ts',
  'server/checks.ts',
  'server/housekeeping.ts',
  'server/process/',
  'server/cli/',
]
const isServerPlatform = (path: string) =>
  path.startsWith('server/') &&
  !path.startsWith('server/features/') &&
  !serverWiring.some((wiring) => (wiring.endsWith('/') ? path.startsWith(wiring) : path === wiring))

/** Boundary violations, one line each. */
export function boundaryViolations(edges: readonly ImportEdge[]): string[] {
  const problems: string[] = []
  for (const edge of edges) {
    const { from, to } = edge
    if (to === null) continue
    const say = (rule: string) => problems.push(`${from}: imports ${edge.specifier} (${rule})`)
    if (from.startsWith('server/') && to.startsWith('src/')) say('the server never imports the client')
    if (from.startsWith('contract/') && (to.startsWith('src/') || to.startsWith('server/'))) {
      say('the API contract depends on neither side')
    }
    if (isServerPlatform(from) && to.startsWith('server/features/')) {
      say('server platform code imports no feature: the wiring (app.ts, engines.ts ...) passes in what it needs')
    }
    if (from.startsWith('src/') && to.startsWith('contract/schemas/') && !edge.typeOnly) {
      say('the client imports only types from contract/schemas')
    }
    if (from.startsWith('src/') && from.endsWith('.tsx') && /^src\/.*\/api\.ts$/.test(to) && !edge.typeOnly) {
      say('components call no api.ts: they read and act through atoms.ts')
    }
    if (from.startsWith('src/shared/') && (to.startsWith('src/features/') || to.startsWith('src/app/'))) {
      say('shared imports neither features nor app')
    }
    const fromFeature = featureOf(from)
    if (fromFeature !== null && to.startsWith('src/app/')) say('features do not import the app')
    const toFeature = featureOf(to)
    if (fromFeature !== null && toFeature !== null && fromFeature !== toFeature && !isFeatureIndex(to)) {
      say(`another feature only through ${toFeature}/index.ts`)
    }
  }
  return problems
}

/** Cycles among static imports (type-only ones included; dynamic ones load later), each as a list of files. */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const graph = new Map<string, string[]>()
  for (const edge of edges) {
    if (edge.to === null || edge.dynamic) continue
    graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to])
  }
  // Tarjan's strongly connected components; a component of two or more files is a cycle.
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}
