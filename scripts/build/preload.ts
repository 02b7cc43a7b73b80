// index.html preloads the home route's whole first screen (the app that the entry starts, the home chunk and the
// default language's messages, with the chunks they import, and their styles), so they load beside the entry
// script instead of one after another. Nothing of it blocks the first paint of the static shell.
import type { Plugin } from 'vite'
import { homeChunks, isApp } from './budget.ts'

export function preloadPlugin(): Plugin {
  return {
    name: 'tern:preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle) return html
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []))
        const wanted = homeChunks(chunks, { messages: true })
        // The app's chunk first: its styles (the theme) come before the screens' in the cascade.
        const home = chunks
          .filter((chunk) => wanted.has(chunk.fileName))
          .sort((a, b) => Number(isApp(b)) - Number(isApp(a)))
        const scripts = home
          .map((chunk) => chunk.fileName)
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
        // Their styles are fetched at once too, but do not block the first paint (the static shell has its own, inline):
        // the import of each chunk applies them before the chunk renders.
        const styles = [...new Set(home.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="preload" as="style" crossorigin href="/${fileName}">`)
        const links = [...scripts, ...styles]
        return html.replace('</head>', `${links.join('\n    ')}\n  </head>`)
      },
    },
  }
}

/** The chunks every page has loaded before anything is imported lazily: the entry's, the app's and their groups'. */
const FIRST_PAINT_CHUNK = /(?:^|\/)(?:index|main|framework|shared|rolldown-runtime)-[\w-]+\.js$/

/**
 * The preload list Vite writes beside each lazy import: the first screen's own chunks list only styles (what a lazy
 * screen needs before it renders; its scripts' imports then load once its chunk is parsed, a round trip later, and
 * from the service worker's precache after the first visit), so the route table's lists do not count against the
 * first paint; other chunks list their imports too, except the chunks every page has loaded already.
 */
export function preloadDependencies(_file: string, deps: string[], context: { hostId: string; hostType: string }) {
  if (context.hostType !== 'js') return deps
  if (FIRST_PAINT_CHUNK.test(context.hostId)) return deps.filter((dep) => dep.endsWith('.css'))
  return deps.filter((dep) => !FIRST_PAINT_CHUNK.test(dep))
}
