// The app's catalog in two parts per language, so the first paint carries only the messages it shows: `first`, the
// messages of the modules that the app and its first screens (home, the market list) import statically, and `rest`,
// every other message, which loads with the other screens' chunks (src/shared/i18n/i18n.ts). Both come from the
// one locale/<lang>/messages.po, split by its origin comments (`#: src/...`): translators keep one file per
// language. Imported as `locale/<lang>/messages.po?part=first|rest`; a plain `messages.po` (the server's renderer)
// is the whole catalog, compiled by Lingui's own plugin.
// Lingui 5's own split (`lingui extract-experimental`, one catalog per entry point) writes a catalog file per page
// and language instead, which the translation checks and the one-file-per-language workflow do not expect.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import type { Plugin } from 'vite'

/** The modules whose static imports make the first screens (paths from the repository's root). */
export const FIRST_SCREEN_ROOTS = ['src/main.tsx', 'src/features/home/index.ts', 'src/features/market/MarketScreen.tsx']

const PART_QUERY = /\?part=(first|rest)$/
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']
/** `import x from 'y'`, `import 'y'`, `export { x } from 'y'`: not `import type` or `export type`, not `import()`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

function resolveSource(root: string, from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return null
  for (const candidate of [base, ...SOURCE_EXTENSIONS.map((extension) => base + extension)]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  }
  return null
}

/** The source files (relative to `root`) that the roots import statically, the roots included. */
export function staticClosure(root: string, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    const name = relative(root, file)
    if (seen.has(name)) return
    seen.add(name)
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = match[1] && resolveSource(root, file, match[1])
      if (next) visit(next)
    }
  }
  for (const start of roots) visit(join(root, start))
  return seen
}

export function catalogPartsPlugin(root: string): Plugin {
  const config = getConfig({ cwd: root })
  const sourceLocale = config.sourceLocale ?? 'en'
  const translationOptions = { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale }
  let firstIds: Promise<Set<string>> | null = null
  let catalogs: ReturnType<typeof getCatalogs> | null = null
  const allCatalogs = () => {
    catalogs ??= getCatalogs(config)
    return catalogs
  }
  let firstFiles: Set<string> | null = null
  /** The source files that have messages (origins in the catalog). */
  const messageFiles = new Set<string>()

  /** The ids of the messages that a first-screen module uses (from the source language's origins). */
  async function computeFirstIds(): Promise<Set<string>> {
    firstFiles = staticClosure(root, FIRST_SCREEN_ROOTS)
    const files = firstFiles
    const found = getCatalogForFile(`locale/${sourceLocale}/messages.po`, await allCatalogs())
    if (!found) throw new Error('no catalog at locale/<lang>/messages.po')
    const messages = await found.catalog.read(sourceLocale)
    const ids = new Set<string>()
    for (const [id, message] of Object.entries(messages ?? {})) {
      for (const [file] of message.origin ?? []) messageFiles.add(file)
      if (message.origin?.some(([file]) => files.has(file))) ids.add(id)
    }
    return ids
  }

  return {
    name: 'tern:catalog-parts',
    enforce: 'pre',
    async load(id) {
      const part = PART_QUERY.exec(id)?.[1]
      if (!part) return null
      const file = id.replace(PART_QUERY, '')
      const found = getCatalogForFile(relative(config.rootDir ?? root, file), await allCatalogs())
      if (!found) throw new Error(`${file} is not a catalog of lingui.config.ts`)
      this.addWatchFile(file)
      firstIds ??= computeFirstIds()
      const first = await firstIds
      const { messages } = await found.catalog.getTranslations(found.locale, translationOptions)
      const kept = Object.fromEntries(Object.entries(messages).filter(([key]) => first.has(key) === (part === 'first')))
      const { source } = createCompiledCatalog(found.locale, kept, { namespace: 'es' })
      return { code: source, moduleType: 'js' }
    },
    // The build's own module graph proves the split: every module of the first screens' chunks is a first-screen
    // module here (the import scan above missed none), so no first render shows a message of the rest part.
    generateBundle(_options, bundle) {
      const files = firstFiles
      if (!files) return
      const chunks = new Map(
        Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item]] : [])),
      )
      const seen = new Set<string>()
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName)
        if (!chunk || seen.has(fileName)) return
        seen.add(fileName)
        for (const imported of chunk.imports) visit(imported)
      }
      for (const chunk of chunks.values()) {
        const isRoot = FIRST_SCREEN_ROOTS.some((start) => chunk.facadeModuleId?.endsWith(start))
        if (chunk.fileName.startsWith('assets/') && (chunk.isEntry || isRoot)) visit(chunk.fileName)
      }
      const missed = [...seen].flatMap((fileName) =>
        (chunks.get(fileName)?.moduleIds ?? [])
          .map((moduleId) => relative(root, moduleId))
          .filter((name) => messageFiles.has(name) && !files.has(name)),
      )
      if (missed.length > 0)
        this.error(`first-screen modules outside the first catalog part:\n  ${missed.join('\n  ')}`)
    },
  }
}
