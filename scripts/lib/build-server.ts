// Compiles the server (server/main.ts and everything it imports, contract/ included) into one ES module with esbuild,
// which tsx already brings: `npm start` runs that file with plain `node`, no TypeScript loader in the serving process.
// Packages stay in node_modules (better-sqlite3 and pg load their native and optional parts from there). A module that
// finds files next to itself (`new URL('../seed/media', import.meta.url)`: locale catalogs, seed media, the image
// worker) keeps finding them: its `import.meta.url` is rewritten to its source file's URL, relative to the bundle.
import { mkdir, mkdtemp, readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { build, type Plugin } from 'esbuild'

/** Where `npm start` puts the compiled server (git-ignored). */
export const SERVER_BUILD_DIR = 'dist-server'

/** `import.meta.url` of each source file, as its URL relative to the bundle, so the build moves with the checkout. */
function sourceUrls(outDir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8')
        if (!source.includes('import.meta.url')) return undefined
        const fromBundle = relative(outDir, path).split('\\').join('/')
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts', resolveDir: dirname(path) }
      })
    },
  }
}

/** Builds `<root>/server/main.ts` into `<outDir>/main.js`; returns the build time in ms. Throws if it fails. */
export async function buildServer(root: string, outDir = join(root, SERVER_BUILD_DIR)): Promise<number> {
  const started = performance.now()
  await build({
    entryPoints: [join(root, 'server/main.ts')],
    outfile: join(outDir, 'main.js'),
    absWorkingDir: root,
    tsconfig: join(root, 'tsconfig.node.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceUrls(outDir)],
  })
  return performance.now() - started
}

/**
 * A build of its own for a test or a benchmark (removed by the caller), beside `npm start`'s: inside the checkout, so
 * that the packages it leaves out resolve from its node_modules as they do for dist-server/main.js.
 */
export async function buildServerScratch(root: string): Promise<string> {
  const parent = join(root, SERVER_BUILD_DIR)
  await mkdir(parent, { recursive: true })
  const outDir = await mkdtemp(join(parent, 'scratch-'))
  await buildServer(root, outDir)
  return outDir
}

/** The compiled entry point a launcher runs with `node`. */
export const serverBuildEntry = (root: string, outDir = join(root, SERVER_BUILD_DIR)) => join(outDir, 'main.js')
