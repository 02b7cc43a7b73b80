// Gzip size of the JavaScript that the home route loads first: the entry script in dist/index.html plus its
// modulepreload links (the home screen among them), without the language catalog (data, counted apart as in
// scripts/build/budget.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export type BundleSize = { files: Array<{ path: string; gzipBytes: number }>; totalGzipBytes: number }

export function homeRouteScripts(indexHtml: string): string[] {
  const paths = new Set<string>()
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag)
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag)
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if ((isEntry || isPreload) && url && !/^https?:/.test(url) && !/\/messages-[\w-]+\.js$/.test(url)) {
      paths.add(url.replace(/^\//, ''))
    }
  }
  return [...paths]
}

export function measureHomeBundle(distDir: string): BundleSize {
  const scripts = homeRouteScripts(readFileSync(join(distDir, 'index.html'), 'utf8'))
  const files = scripts.map((path) => ({
    path,
    gzipBytes: gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length,
  }))
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) }
}
