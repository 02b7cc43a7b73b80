// `npm run check:imports`: the import boundaries and cycles of src/, contract/ and server/ (scripts/lib/import-rules.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { boundaryViolations, type ImportEdge, importCycles, parseImports } from './lib/import-rules'

const root = fileURLToPath(new URL('..', import.meta.url))
const roots = ['src', 'contract', 'server']
const extensions = ['.ts', '.tsx']

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path)
    return extensions.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** A repository-relative source file for a specifier, or null for packages and non-code assets. */
function resolve(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = join('src', specifier.slice(2))
  else if (specifier.startsWith('@contract/')) base = join('contract', specifier.slice('@contract/'.length))
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier))
  else return null
  const candidates = [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => join(base, `index${ext}`)),
  ]
  const found = candidates.find((path) => extensions.some((ext) => path.endsWith(ext)) && existsSync(join(root, path)))
  return found ? found : null
}

const edges: ImportEdge[] = roots.flatMap((dir) =>
  sourceFiles(dir).flatMap((file) => parseImports(file, readFileSync(join(root, file), 'utf8'), resolve)),
)
const problems = [
  ...boundaryViolations(edges),
  ...importCycles(edges).map((cycle) => `import cycle: ${cycle.join(' -> ')}`),
]
for (const problem of problems) console.error(problem)
console.log(`import boundaries: ${edges.length} imports checked, ${problems.length} problem(s)`)
process.exitCode = problems.length > 0 ? 1 : 0
