// A 320 x 568 phone in real Chromium: the TP/SL fields show their whole placeholder, the recommended-coin strip
// and the Earn and staking tab strips keep the page's 16 px side margin instead of starting at x = 0.
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

interface InPage {
  document: {
    createElement(tag: 'canvas'): {
      getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } }
    }
  }
  getComputedStyle(node: unknown): { font: string; paddingLeft: string; paddingRight: string }
}

/** Whether an input's placeholder fits its content box (no "Optiona"). */
function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((element) => {
    const page = globalThis as unknown as InPage
    const field = element as unknown as { placeholder: string; clientWidth: number }
    const style = page.getComputedStyle(element)
    const context = page.document.createElement('canvas').getContext('2d')
    context.font = style.font
    const room = field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    return context.measureText(field.placeholder).width <= room
  })
}

async function left(locator: Locator): Promise<number> {
  await locator.waitFor()
  return (await locator.boundingBox())?.x ?? Number.NaN
}

describe('a 320 px wide phone', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    await registerFreshAccount(phone, baseURL, 'narrow')
    await phone.page.setViewportSize({ width: 320, height: 568 })
  })
  afterAll(async () => {
    await phone?.close()
  })

  it('shows the whole TP/SL placeholders on the contract form', async () => {
    const { page } = phone
    await page.goto('/contract/12')
    for (const label of ['Take-profit', 'Stop-loss']) {
      const input = page.getByLabel(label)
      await input.waitFor()
      // Polled: a signed-in reader's app renders over the server's (visitor's) form, and the field can be measured
      // in the frame between the two.
      await expect.poll(() => placeholderFits(input), { message: label, timeout: 10_000 }).toBe(true)
    }
    await screenshot(page, 'narrow-1-contract')
  })

  it('keeps the recommended coins 16 px from the edge', async () => {
    const { page } = phone
    await page.goto('/')
    const first = page.getByRole('region', { name: 'Recommended' }).getByRole('link').first()
    await page.waitForTimeout(500)
    expect(await left(first)).toBeGreaterThanOrEqual(16)
    await screenshot(page, 'narrow-2-home')
  })

  it.each(['/earn', '/miner_orders'])('keeps the tab strip of %s 16 px from the edge', async (path) => {
    const { page } = phone
    await page.goto(path)
    expect(await left(page.getByRole('tablist'))).toBeGreaterThanOrEqual(16)
  })
})
