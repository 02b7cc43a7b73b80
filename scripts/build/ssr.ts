// After the browser's build, the server's bundle of the first-screen renderer (src/ssr.tsx) into <outDir>/ssr/
// (ssr-<hash>.js: a new build is a new module for a running server), from
// the same configuration (aliases, Lingui, CSS modules: the class names match the browser's). The server loads it at
// run time (server/http/first-screen.ts); it is kept out of the service worker's precache and never served.
import { resolve } from 'node:path'
import { build, type Plugin, type PluginOption, type UserConfig } from 'vite'

export const SSR_DIR = 'ssr'
export const SSR_ENTRY = 'src/ssr.tsx'

export interface SsrOptions {
  /** The plugins that compile the app's sources (the browser build's, without its bundle checks and writers). */
  plugins: () => PluginOption[]
  resolve: UserConfig['resolve']
}

export function ssrPlugin(options: SsrOptions): Plugin {
  let outDir = ''
  let root = ''
  let mode = 'production'
  return {
    name: 'tern:ssr',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      mode = config.mode
    },
    async closeBundle() {
      await build({
        root,
        configFile: false,
        mode,
        logLevel: 'warn',
        resolve: options.resolve,
        plugins: options.plugins(),
        // One bundle with its libraries (a React of its own, in its production build): the server runs it as it is.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: SSR_ENTRY,
          outDir: resolve(outDir, SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node20',
          rolldownOptions: { output: { entryFileNames: 'ssr-[hash].js', chunkFileNames: '[name]-[hash].js' } },
        },
      })
    },
  }
}
