// Browsing markets in real Chromium: home lists -> live market list -> a chart and its interval -> offline
// reload, where the market list is painted from the IndexedDB snapshot under an offline notice.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, screenshot, waitForServiceWorker } from '../support/e2e/browser'

describe('journey: browse markets, chart, offline', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
  })
  afterAll(async () => {
    await phone?.close()
  })

  const marketRows = () => phone.page.locator('ul[aria-label="Crypto"] a[data-product-id]')

  it('shows recommended coins and the top lists on home', async () => {
    const { page } = phone
    await page.goto('/')
    const recommended = page.getByRole('region', { name: 'Recommended' })
    await recommended.locator('a').first().waitFor()
    expect(await recommended.locator('a').count()).toBeGreaterThan(0)
    const gainers = page.getByRole('list', { name: 'Top gainers' }).locator('a')
    await gainers.first().waitFor()
    expect(await gainers.count()).toBeGreaterThan(10)
    expect(await gainers.first().getAttribute('href')).toMatch(/^\/contract\/\d+$/)
    await screenshot(page, 'markets-1-home')
  })

  it('lists crypto on /market with prices that move within a few seconds', async () => {
    const { page } = phone
    await page.locator('nav a[href="/market"]').click()
    await page.waitForURL(`${baseURL}/market`)
    await marketRows().first().waitFor()
    expect(await marketRows().count()).toBeGreaterThanOrEqual(12)
    expect(await page.locator('a[data-product-id="12"]').textContent()).toContain('BTC/USDT')
    const first = await page.locator('ul[aria-label="Crypto"]').textContent()
    await expect.poll(() => page.locator('ul[aria-label="Crypto"]').textContent(), { timeout: 8_000 }).not.toBe(first)
    await screenshot(page, 'markets-2-market')
  })

  it('opens the BTC chart and switches the interval to 1h', async () => {
    const { page } = phone
    await page.goto('/trade/12')
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor()
    const chart = page.getByRole('img', { name: 'Price chart' })
    await chart.locator('canvas').first().waitFor()
    await expect.poll(() => chart.locator('canvas').count()).toBeGreaterThan(0)
    await screenshot(page, 'markets-3-trade-15m', 500)
    const hourly = page.waitForResponse((response) => /\/main\/kline\/pid\/12\/t\/1h(\?|$)/.test(response.url()))
    await page.getByRole('tab', { name: '1h' }).click()
    expect((await hourly).status()).toBe(200)
    await expect.poll(() => page.getByRole('tab', { name: '1h' }).getAttribute('aria-selected')).toBe('true')
    await screenshot(page, 'markets-4-trade-1h', 500)
  })

  it('reloads /market offline: the cached list shows with an offline notice', async () => {
    const { page, context } = phone
    await page.goto('/market')
    await marketRows().first().waitFor()
    await waitForServiceWorker(page)
    await context.setOffline(true)
    try {
      await page.reload()
      await marketRows().first().waitFor({ timeout: 10_000 })
      expect(await marketRows().count()).toBeGreaterThanOrEqual(12)
      await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^Offline — prices as of /)
      await screenshot(page, 'markets-5-offline')
    } finally {
      await context.setOffline(false)
    }
  })
})
