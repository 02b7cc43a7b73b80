// index.html preloads the home route's whole first screen (the home chunk and the default language's messages
// with the chunks they import, and their styles), so they load beside the entry script instead of one after another.
import type { Plugin } from 'vite'
import { homeChunks } from './budget.ts'

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
        const home = chunks.filter((chunk) => homeChunks(chunks, { messages: true }).has(chunk.fileName))
        const scripts = home
          .map((chunk) => chunk.fileName)
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
        // The home screen's styles too, so its first render does not wait for them.
        const styles = [...new Set(home.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="stylesheet" crossorigin href="/${fileName}">`)
        const links = [...scripts, ...styles]
        return html.replace('</head>', `${links.join('\n    ')}\n  </head>`)
      },
    },
  }
}
