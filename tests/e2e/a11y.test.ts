// Accessibility in real Chromium: axe-core's WCAG 2.2 AA rules on every route of the spec, as a visitor and as a
// logged-in user with records of their own, plus the opened side drawer and the timed order sheet. A route fails
// on any serious or critical violation; the message names the route, the rule, its impact and the first targets.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { userRoutes, visitorRoutes } from '../support/e2e/a11y-routes'
import { blocking, checkAccessibility, describeViolations } from '../support/e2e/axe'
import { launchPhone, type PhoneBrowser, registerFreshAccount } from '../support/e2e/browser'

/**
 * Opens `path` inside the running app, as a tap on a link does (the router follows history changes): one page load
 * for the whole list keeps the file fast, and axe-core stays injected.
 */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const view = globalThis as unknown as {
      history: { pushState(state: null, unused: string, url: string): void }
      dispatchEvent(event: unknown): boolean
      PopStateEvent: new (type: string) => unknown
    }
    view.history.pushState(null, '', target)
    view.dispatchEvent(new view.PopStateEvent('popstate'))
  }, path)
}

/** Waits until the screen's chunk and its first data are in (no busy placeholder left), at most a few seconds. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const { document } = globalThis as unknown as { document: { querySelector(selector: string): unknown } }
        return document.querySelector('[aria-busy="true"]') === null
      },
      undefined,
      { timeout: 4_000, polling: 100 },
    )
    .catch(() => undefined)
  // A dialog fading in would be measured half transparent: finite animations run to their end first.
  await page.evaluate(async () => {
    type Running = { effect: { getTiming(): { iterations: number } } | null; finished: Promise<unknown> }
    const { document } = globalThis as unknown as { document: { getAnimations(): Running[] } }
    const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** Visits each path and returns a report of every path with serious or critical violations ('' when none). */
async function auditRoutes(page: Page, routes: readonly string[]): Promise<string> {
  const failures: string[] = []
  await page.goto('/')
  for (const route of routes) {
    await navigate(page, route)
    await settle(page)
    const found = blocking(await checkAccessibility(page))
    if (found.length > 0) failures.push(describeViolations(route, found))
  }
  return failures.join('\n')
}

describe('accessibility: WCAG 2.2 AA on every route', () => {
  const baseURL = inject('baseURL')
  const adminToken = inject('adminToken')
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
  })
  afterAll(async () => {
    await phone?.close()
  })

  it('has no serious or critical violation for a visitor', { timeout: 120_000 }, async () => {
    const report = await auditRoutes(phone.page, await visitorRoutes(baseURL))
    expect(report).toBe('')
  })

  it('has no serious or critical violation for a logged-in user', { timeout: 120_000 }, async () => {
    const { token } = await registerFreshAccount(phone, baseURL, 'a11y')
    const report = await auditRoutes(phone.page, await userRoutes(baseURL, token, adminToken, inject('outboxFile')))
    expect(report).toBe('')
  })

  it('has none in the opened side drawer and the timed order sheet', async () => {
    const { page } = phone
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').waitFor()
    await settle(page)
    const drawer = blocking(await checkAccessibility(page))
    await page.keyboard.press('Escape')

    await navigate(page, '/trade/12')
    await page.getByRole('button', { name: 'Buy up' }).click()
    const risk = page.getByRole('dialog', { name: 'Risk disclosure: timed orders' })
    await risk.waitFor()
    await settle(page)
    const disclosure = blocking(await checkAccessibility(page))
    await risk.getByRole('checkbox').check()
    await risk.getByRole('button', { name: 'Accept' }).click()
    await page.getByRole('dialog', { name: 'Buy up · BTC/USDT' }).waitFor()
    await settle(page)
    const order = blocking(await checkAccessibility(page))

    const report = [
      drawer.length > 0 ? describeViolations('side drawer', drawer) : '',
      disclosure.length > 0 ? describeViolations('risk disclosure', disclosure) : '',
      order.length > 0 ? describeViolations('order sheet', order) : '',
    ]
      .filter(Boolean)
      .join('\n')
    expect(report).toBe('')
  })

  it('keeps keyboard focus inside the open drawer, shows where it is, and gives it back on close', async () => {
    const { page } = phone
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Open menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog')
    await drawer.waitFor()
    const stops: { inside: boolean; outline: string }[] = []
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press(step % 5 === 4 ? 'Shift+Tab' : 'Tab')
      stops.push(await focusState(page))
    }
    expect(stops.filter((stop) => !stop.inside)).toEqual([])
    expect(stops.filter((stop) => stop.outline === 'none')).toEqual([])
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    expect(await menu.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true)
  })
})

/** Whether the focused element is inside the open dialog, and its computed outline style (none: no ring). */
function focusState(page: Page): Promise<{ inside: boolean; outline: string }> {
  return page.evaluate(() => {
    type El = { closest(selector: string): unknown }
    const view = globalThis as unknown as {
      document: { activeElement: El | null }
      getComputedStyle(element: unknown): { outlineStyle: string }
    }
    const active = view.document.activeElement
    if (!active) return { inside: false, outline: 'none' }
    return { inside: active.closest('[role="dialog"]') !== null, outline: view.getComputedStyle(active).outlineStyle }
  })
}
