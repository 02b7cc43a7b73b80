// What the browser loads of JavaScript before the home route's first paint, from the written build: the entry script
// of dist/index.html and every module it preloads (the app, the home screen, the chunks they import with the preload
// lists Vite writes into them, and the default language's first catalog part, which the first render needs). Gzip -9
// sizes.
// The build checks it (./budget.ts) and `npm run bench` reports it (bench/bundle.ts): one measure for both.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The budget of that JavaScript (issue 30's goal): the first part of the English catalog counts (about 1 KB; the rest
 * loads with the other screens, scripts/build/catalog-parts.ts).
 */
export const FIRST_PAINT_BUDGET_BYTES = 100 * 1024
export const FIRST_PAINT_GOAL_BYTES = FIRST_PAINT_BUDGET_BYTES

export interface FirstPaintFile {
  path: string
  gzipBytes: number
  /** A language catalog (data, but loaded before the first render all the same). */
  catalog: boolean
}

export interface FirstPaint {
  files: FirstPaintFile[]
  totalGzipBytes: number
  catalogGzipBytes: number
}

const isCatalog = (path: string) => /\/messages-[\w-]+\.js$/.test(`/${path}`)

/** The entry script and the modulepreload links of index.html (same-origin paths, without the leading slash). */
export function firstPaintScripts(indexHtml: string): string[] {
  const paths = new Set<string>()
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag)
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag)
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if ((isEntry || isPreload) && url && !/^https?:/.test(url)) paths.add(url.replace(/^\//, ''))
  }
  return [...paths]
}

export function measureFirstPaint(distDir: string): FirstPaint {
  const files = firstPaintScripts(readFileSync(join(distDir, 'index.html'), 'utf8')).map((path) => ({
    path,
    gzipBytes: gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length,
    catalog: isCatalog(path),
  }))
  const sum = (list: FirstPaintFile[]) => list.reduce((total, file) => total + file.gzipBytes, 0)
  return { files, totalGzipBytes: sum(files), catalogGzipBytes: sum(files.filter((file) => file.catalog)) }
}
