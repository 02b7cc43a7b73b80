// The chart where you trade and the feel, in real Chromium at 390x844: the contract screen's chart canvas and 24 h
// figures (English and Thai), an indicator chosen on the trade screen still chosen after a reload and on the contract
// screen, the landscape full-screen mode, and pull to refresh on /asset (one more request per pull).
import type { CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'
import { translator } from '../support/e2e/po'

type InPageStorage = { localStorage: { setItem(key: string, value: string): void } }

const useLanguage = (page: Page, code: string) =>
  page.evaluate((lang) => (globalThis as unknown as InPageStorage).localStorage.setItem('tern.lang', lang), code)

/** One finger pulled down from the top of the page (CDP touch events, as a phone sends them). */
async function pullDown(cdp: CDPSession, beforeLift: () => Promise<unknown>, from = 160, to = 420) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: from }] })
  for (let y = from + 20; y <= to; y += 40) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y }] })
  }
  await beforeLift()
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

describe('the chart where you trade, and pull to refresh', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    await registerFreshAccount(phone, baseURL, 'chart')
  }, 60_000)
  afterAll(async () => {
    await phone?.close()
  })

  it.each(['en', 'th'])('%s: the contract screen shows the chart canvas under the 24 h figures', async (code) => {
    const { page } = phone
    const tr = translator(code)
    await useLanguage(page, code)
    await page.goto('/contract/12')
    const chart = page.getByRole('img', { name: tr('Price chart') })
    await chart.locator('canvas').first().waitFor({ timeout: 20_000 })
    for (const [text, context] of [
      ['24h high', '24-hour high price'],
      ['24h low', '24-hour low price'],
      ['24h volume', '24-hour turnover'],
    ] as const) {
      const term = page.getByText(tr(text, context), { exact: true })
      expect(await term.isVisible()).toBe(true)
      expect(await term.locator('xpath=following-sibling::dd').innerText()).toMatch(/\d/)
    }
    const box = await chart.boundingBox()
    expect(box?.width).toBeGreaterThan(350)
    expect(box?.height).toBeGreaterThan(200)
    await screenshot(page, `chart-1-contract-${code}`, 600)
  })

  it('keeps an indicator chosen on the trade screen after a reload, and on the contract screen', async () => {
    const { page } = phone
    const tr = translator('en')
    await useLanguage(page, 'en')
    await page.goto('/trade/12')
    const ma = page.getByRole('button', { name: `MA: ${tr('Moving average', 'chart indicator')}` })
    const rsi = page.getByRole('button', { name: `RSI: ${tr('Relative strength index', 'chart indicator')}` })
    await page.getByRole('img', { name: 'Price chart' }).locator('canvas').first().waitFor({ timeout: 20_000 })
    expect(await ma.getAttribute('aria-pressed')).toBe('false')
    await ma.click()
    await rsi.click()
    expect(await ma.getAttribute('aria-pressed')).toBe('true')
    await page.reload()
    await page.getByRole('img', { name: 'Price chart' }).locator('canvas').first().waitFor({ timeout: 20_000 })
    expect(await ma.getAttribute('aria-pressed')).toBe('true')
    expect(await rsi.getAttribute('aria-pressed')).toBe('true')
    await screenshot(page, 'chart-2-trade-ma-rsi', 800)
    await page.goto('/contract/12')
    await page.getByRole('img', { name: 'Price chart' }).locator('canvas').first().waitFor({ timeout: 20_000 })
    expect(await ma.getAttribute('aria-pressed')).toBe('true')
  })

  it('opens the chart full screen in landscape and leaves it with Escape', async () => {
    const { page } = phone
    await page.goto('/trade/12')
    await page.getByRole('img', { name: 'Price chart' }).locator('canvas').first().waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Full screen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Chart' })
    await dialog.waitFor()
    await page.waitForTimeout(800)
    const chart = await page.getByRole('img', { name: 'Price chart' }).boundingBox()
    // Landscape either way: the screen locked, or the panel turned a quarter (the long side along the time axis).
    expect((chart?.height ?? 0) > 600 || (chart?.width ?? 0) > 600).toBe(true)
    await screenshot(page, 'chart-3-fullscreen')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: 'Full screen' }).isVisible()).toBe(true)
  })

  it.each(['en', 'th'])('%s: a pull on /asset loads the assets again', async (code) => {
    const { page } = phone
    const tr = translator(code)
    await useLanguage(page, code)
    let assetRequests = 0
    const count = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/api/asset') assetRequests += 1
    }
    page.on('request', count)
    try {
      await page.goto('/asset')
      await page.getByRole('heading', { name: tr('Assets') }).waitFor()
      await page.locator('[data-pull-refresh="idle"]').waitFor()
      // Hidden, the 2 s poll stops (as on a phone whose screen is off): a request now is the pull's.
      await page.evaluate(`Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'))`)
      await page.waitForTimeout(300)
      const before = assetRequests
      const cdp = await page.context().newCDPSession(page)
      // The chip under the top bar, held down by the finger.
      await pullDown(cdp, () => screenshot(page, `chart-4-asset-pulling-${code}`))
      const status = page.locator('[data-pull-refresh] [data-pull-status][aria-live="polite"]')
      await status.filter({ hasText: tr('Updated') }).waitFor({ timeout: 10_000 })
      expect(assetRequests).toBe(before + 1)
      await screenshot(page, `chart-5-asset-updated-${code}`)
      await cdp.detach()
    } finally {
      page.off('request', count)
    }
  })
})
