// The production build the browser tests run against: the home route's first JavaScript stays within its budget,
// and the API contract's zod schemas stay out of it (the client imports only their types).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { FIRST_PAINT_BUDGET_BYTES, homeRouteScripts, measureHomeBundle } from '../../bench/bundle'

// The build's own measure and budget (scripts/build/first-paint.ts): everything the browser loads before the first
// paint, the default catalog included.
const HOME_BUDGET_GZIP_BYTES = FIRST_PAINT_BUDGET_BYTES

describe('the built home route', () => {
  const distDir = inject('distDir')

  it.skipIf(distDir === '')(`loads at most ${HOME_BUDGET_GZIP_BYTES / 1024} KB of gzipped JavaScript`, () => {
    const { files, totalGzipBytes } = measureHomeBundle(distDir)
    expect(files.length).toBeGreaterThan(0)
    expect(files.some((file) => file.catalog)).toBe(true)
    expect(totalGzipBytes).toBeLessThanOrEqual(HOME_BUDGET_GZIP_BYTES)
  })

  it.skipIf(distDir === '')('carries no zod', () => {
    const scripts = homeRouteScripts(readFileSync(join(distDir, 'index.html'), 'utf8'))
    for (const script of scripts) {
      const code = readFileSync(join(distDir, script), 'utf8')
      // zod's error class and its issue codes are in every build that includes it.
      expect(code.includes('ZodError') || code.includes('invalid_union_discriminator')).toBe(false)
    }
  })
})
