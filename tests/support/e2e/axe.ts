// axe-core in real Chromium. Its source goes in through page.evaluate, a DevTools evaluation that the app's
// Content-Security-Policy does not apply to, so the production CSP stays as strict as it is (no script tag, no eval).

import type { ImpactValue, RunOptions } from 'axe-core'
import axe from 'axe-core'
import type { Page } from 'playwright-core'

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 adds only AA rules to axe's wcag22aa tag). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export type Violation = {
  rule: string
  impact: ImpactValue | null
  help: string
  /** CSS selectors of the offending elements, in page order. */
  targets: string[]
}

type InPageAxe = {
  axe?: { run(context: unknown, options: RunOptions): Promise<{ violations: ReadonlyArray<AxeViolation> }> }
}
type AxeViolation = {
  id: string
  impact?: ImpactValue | null
  help: string
  nodes: ReadonlyArray<{ target: ReadonlyArray<unknown> }>
}

/**
 * Runs the WCAG 2.2 AA rules on the page as it is now. `exclude` lists selectors of elements another change owns
 * (each one named with its reason at the call site).
 */
export async function checkAccessibility(page: Page, exclude: readonly string[] = []): Promise<Violation[]> {
  const loaded = await page.evaluate(() => (globalThis as InPageAxe).axe !== undefined)
  if (!loaded) await page.evaluate(axe.source)
  const options: RunOptions = { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] }
  const context = { exclude: exclude.map((selector) => [selector]) }
  const violations = await page.evaluate(
    async ({ context, options }) => {
      const found = globalThis as InPageAxe
      if (!found.axe) throw new Error('axe-core did not load')
      const result = await found.axe.run(context, options)
      return result.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' >> ')),
      }))
    },
    { context, options },
  )
  return violations
}

const blockingImpacts: ReadonlyArray<ImpactValue | null> = ['serious', 'critical']

/** The violations that fail the suite: serious and critical ones. */
export function blocking(violations: readonly Violation[]): Violation[] {
  return violations.filter((violation) => blockingImpacts.includes(violation.impact))
}

/** One line per rule: `rule (impact, N elements): help -- first targets`. */
export function describeViolations(where: string, violations: readonly Violation[]): string {
  const lines = violations.map((violation) => {
    const first = violation.targets.slice(0, 3).join(' | ')
    const count = violation.targets.length
    return `  ${violation.rule} (${violation.impact ?? 'no impact'}, ${count} element${count === 1 ? '' : 's'}): ${violation.help} -- ${first}`
  })
  return [`${where}: ${violations.length} axe violation(s)`, ...lines].join('\n')
}
