// The first screen in real Chromium at 390x844: the static shell paints from HTML and CSS alone, the app takes over
// without a layout shift, the assets travel compressed, and a repeat visit starts offline from the service worker.

import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, screenshot, waitForServiceWorker } from '../support/e2e/browser'

/** Sums layout shifts without recent input (CLS over the page's life so far), from an observer set up before load. */
const observeShifts = `globalThis.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.__shifts.push(entry.value)
  }).observe({ type: 'layout-shift', buffered: true });`
const sumOfShifts = 'globalThis.__shifts.reduce((sum, value) => sum + value, 0)'

describe('the first screen', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    await phone.page.addInitScript({ content: observeShifts })
  })
  afterAll(async () => {
    await phone?.close()
  })

  it('paints the header and the tab bar before any script runs', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    })
    try {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        javaScriptEnabled: false,
      })
      const page = await context.newPage()
      await page.goto('/')
      const tabs = await page.locator('.shell-tabs').boundingBox()
      expect(tabs).toMatchObject({ x: 0, width: 390, height: 58 })
      expect((tabs?.y ?? 0) + (tabs?.height ?? 0)).toBe(844)
      expect(await page.locator('.shell-tabs svg').count()).toBe(5)
      expect(await page.locator('.shell-header').boundingBox()).toMatchObject({ y: 0, width: 390 })
      await screenshot(page, 'first-screen-shell-without-script')
    } finally {
      await browser.close()
    }
  })

  it('takes over from the shell on / without a layout shift, with compressed scripts', async () => {
    await phone.page.goto('/')
    await phone.page.locator('nav a[href="/"]').first().waitFor()
    await phone.page.getByRole('region', { name: 'Recommended' }).waitFor({ timeout: 20_000 })
    await phone.page.locator('a[data-product-id]').first().waitFor({ timeout: 20_000 })
    await phone.page.waitForLoadState('networkidle')
    expect(await phone.page.locator('.shell-tabs').count()).toBe(0)
    expect(await phone.page.evaluate(sumOfShifts)).toBeLessThanOrEqual(0.01)
    const scripts = (await phone.page.evaluate(`performance.getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .filter((entry) => entry.decodedBodySize > 4096)
      .map((entry) => ({ encoded: entry.encodedBodySize, decoded: entry.decodedBodySize }))`)) as Array<{
      encoded: number
      decoded: number
    }>
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script.encoded).toBeLessThan(script.decoded / 2)
    await screenshot(phone.page, 'first-screen-home-after-script')
  })

  it('opens /market without a layout shift', async () => {
    await phone.page.goto('/market')
    await phone.page.locator('a[data-product-id]').first().waitFor({ timeout: 20_000 })
    await phone.page.waitForLoadState('networkidle')
    expect(await phone.page.evaluate(sumOfShifts)).toBeLessThanOrEqual(0.01)
  })

  it('starts a repeat visit offline from the service worker, with the market rows from the snapshot', async () => {
    await waitForServiceWorker(phone.page)
    // The market list is written to IndexedDB on its first answer of the visit (above).
    await phone.context.setOffline(true)
    try {
      const response = await phone.page.goto('/market')
      expect(response?.fromServiceWorker()).toBe(true)
      await phone.page.locator('a[data-product-id]').first().waitFor({ timeout: 15_000 })
      expect(await phone.page.locator('a[data-product-id]').count()).toBeGreaterThan(3)
      await screenshot(phone.page, 'first-screen-offline-market')
    } finally {
      await phone.context.setOffline(false)
    }
  })
})
