// Writes a brotli (<file>.br) and a gzip (<file>.gz) sibling next to every compressible file of the build, so the
// server sends them without compressing per request (server/http/static-files.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
const MIN_BYTES = 1024

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

export function precompressDir(dir: string): number {
  let written = 0
  for (const path of filesUnder(dir)) {
    if (!compressible.test(path)) continue
    const body = readFileSync(path)
    if (body.length < MIN_BYTES) continue
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
    written += 1
  }
  return written
}

/** Runs after every other plugin has written its files (the service worker is built in closeBundle). */
export function precompressPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'tern:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (outDir) precompressDir(outDir)
      },
    },
  }
}
