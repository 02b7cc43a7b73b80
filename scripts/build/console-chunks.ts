// The operator console stays out of the users' service-worker precache: users never download it, and operators load
// it from the network like any desktop tool. Its chunks are written under assets/console/ (vite.config.ts ignores that
// folder in the precache glob); its styles, which Vite names after a chunk rather than after their sources, are
// dropped from the precache when only console chunks import them. tests/e2e/precache.test.ts checks the built graph.
import type { Plugin, Rolldown } from 'vite'

export const CONSOLE_ASSETS_DIR = 'assets/console'

const consoleSource = /(^|[\\/])src[\\/]features[\\/]console[\\/]/

/** A chunk is the console's when a console module is what it loads, or when the console's code is all it holds. */
export function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  const facade = chunk.facadeModuleId
  const ofConsole = facade
    ? consoleSource.test(facade)
    : chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => consoleSource.test(id))
  return `${ofConsole ? CONSOLE_ASSETS_DIR : 'assets'}/[name]-[hash].js`
}

const isConsoleFile = (fileName: string) => fileName.startsWith(`${CONSOLE_ASSETS_DIR}/`)

/** The plugin that finds the console's styles, and the precache transform that leaves them out. */
export function consoleStyles(): {
  plugin: Plugin
  leaveOut: <E extends { url: string }>(entries: E[]) => { manifest: E[] }
} {
  const styles = new Set<string>()
  const plugin: Plugin = {
    name: 'tern:console-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const importers = new Map<string, string[]>()
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue
        for (const css of item.viteMetadata?.importedCss ?? [])
          importers.set(css, [...(importers.get(css) ?? []), item.fileName])
      }
      styles.clear()
      for (const [css, chunks] of importers) if (chunks.every(isConsoleFile)) styles.add(css)
    },
  }
  return { plugin, leaveOut: (entries) => ({ manifest: entries.filter((entry) => !styles.has(entry.url)) }) }
}
