// The production build's service worker precaches the users' app and nothing of the operator console: the console's
// chunks (the files only the console's entry reaches through imports) and their styles are fetched by operators only.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { homeRouteScripts } from '../../bench/bundle'

/** Every file under `dir`, as paths relative to `root` with forward slashes. */
function filesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(root, path) : [path]
  })
}

/** The JavaScript files a chunk imports, statically or dynamically (relative specifiers, as Rolldown writes them). */
function importsOf(distDir: string, file: string): string[] {
  const code = readFileSync(join(distDir, file), 'utf8')
  const specifiers = code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'`](\.\.?\/[^"'`]+\.js)["'`]/g)
  return [...specifiers].map(([, specifier = '']) => posix.join(posix.dirname(file), specifier))
}

function reachable(distDir: string, roots: readonly string[], stopAt: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || stopAt.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(distDir, file))
  }
  return seen
}

const withoutHash = (file: string) => posix.basename(file).replace(/-[\w-]{8}\.(js|css)$/, '')

describe('the service worker precache', () => {
  const distDir = inject('distDir')

  it.skipIf(distDir === '')('holds the users’ app and none of the operator console’s chunks or styles', () => {
    const precached = new Set(
      [...readFileSync(join(distDir, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]),
    )
    const files = filesUnder(distDir, 'assets')
    const scripts = files.filter((file) => file.endsWith('.js'))
    const consoleEntry = scripts.find((file) => /^ConsoleApp-[\w-]{8}\.js$/.test(posix.basename(file)))
    expect(consoleEntry, 'the console entry chunk').toBeDefined()
    if (consoleEntry === undefined) return
    const roots = homeRouteScripts(readFileSync(join(distDir, 'index.html'), 'utf8'))
    const users = reachable(distDir, roots, new Set([consoleEntry]))
    const consoleOnly = [...reachable(distDir, [consoleEntry], users)]
    // The console's entry and its lazy screens at the least.
    expect(consoleOnly.length).toBeGreaterThan(5)
    // Its styles: named after a console chunk, or named only by console chunks (their lazy imports' preload lists).
    const consoleNames = new Set(consoleOnly.map(withoutHash))
    const mentions = (file: string) => [
      ...readFileSync(join(distDir, file), 'utf8').matchAll(/"(assets\/[^"]+\.css)"/g),
    ]
    const userStyles = new Set([...users].flatMap((file) => mentions(file).map((m) => m[1])))
    const consoleStyles = files.filter(
      (file) =>
        file.endsWith('.css') &&
        (consoleNames.has(withoutHash(file)) ||
          (!userStyles.has(file) && consoleOnly.some((js) => mentions(js).some((m) => m[1] === file)))),
    )
    expect(consoleStyles.length).toBeGreaterThan(0)
    expect([...consoleOnly, ...consoleStyles].filter((file) => precached.has(file))).toEqual([])
    // The users' app is still precached: its entry and everything the home route loads first.
    for (const file of roots) expect(precached, file).toContain(file)
    expect(relative(distDir, dirname(join(distDir, consoleEntry)))).toBe('assets/console')
  })
})
