// Offline in real Chromium: screens visited once open offline with their last data and an "as of" time, a screen
// never visited says it needs the network, order buttons need the network, and Help loads once the connection is back.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  backOnline,
  gotoOffline,
  launchPhone,
  type PhoneBrowser,
  registerFreshAccount,
  screenshot,
  waitForServiceWorker,
} from '../support/e2e/browser'

const notice = (page: Page) => page.locator('[data-offline-notice]')
const spotRows = (page: Page) => page.getByRole('list', { name: 'Spot account' }).locator('li')
const asOfTime = /^Offline — data as of \d{1,2}:\d{2}/

describe('offline: every screen opens with its last data, or says it needs the network', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
  })
  afterAll(async () => {
    if (phone) await backOnline(phone.page)
    await phone?.close()
  })

  it('visits home, a chart, a coin, About and the assets online', async () => {
    const { page } = phone
    await page.goto('/')
    await waitForServiceWorker(page)
    await page.getByRole('region', { name: 'Recommended' }).locator('a').first().waitFor()
    await page.locator('section[aria-label="Highlights"] img').first().waitFor()
    await page.goto('/trade/12')
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor()
    await page.goto('/coin/12')
    await page.getByText('Last price').waitFor()
    await page.goto('/about')
    await page.getByRole('link', { name: 'About Tern' }).waitFor()
    await registerFreshAccount(phone, baseURL, 'offline')
    await page.goto('/asset')
    await spotRows(page).first().waitFor()
    // Leaving a screen saves what it showed last.
    await page.goto('/language')
  })

  it('reopens them offline with their last data and its time', async () => {
    const { page } = phone
    await gotoOffline(page, '/')
    await page.getByRole('region', { name: 'Recommended' }).locator('a').first().waitFor({ timeout: 10_000 })
    const banner = page.locator('section[aria-label="Highlights"] img').first()
    await expect
      .poll(() => banner.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0)
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^Offline — prices as of /)
    await screenshot(page, 'offline-1-home')

    await gotoOffline(page, '/trade/12')
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor({ timeout: 10_000 })
    await expect.poll(() => notice(page).textContent()).toMatch(asOfTime)
    await expect.poll(() => page.getByRole('button', { name: 'Needs network' }).count()).toBe(2)
    await screenshot(page, 'offline-2-trade')

    await gotoOffline(page, '/coin/12')
    await page.getByText('Last price').waitFor({ timeout: 10_000 })
    await expect.poll(() => notice(page).textContent()).toMatch(asOfTime)

    await gotoOffline(page, '/about')
    await page.getByRole('link', { name: 'About Tern' }).waitFor({ timeout: 10_000 })
    await expect.poll(() => notice(page).textContent()).toMatch(asOfTime)

    await gotoOffline(page, '/asset')
    await spotRows(page).first().waitFor({ timeout: 10_000 })
    expect(await page.locator('section[aria-label="Account balance"] [aria-busy]').count()).toBe(0)
    await expect.poll(() => notice(page).textContent()).toMatch(asOfTime)
    await screenshot(page, 'offline-3-asset')

    // Never opened online: nothing saved, and the screen says so.
    await gotoOffline(page, '/help')
    await expect.poll(() => notice(page).textContent()).toBe('Offline — this screen needs the network')
    await screenshot(page, 'offline-4-help')
  })

  it('loads Help once the connection is back, without a reload', async () => {
    const { page } = phone
    await backOnline(page)
    await page.getByRole('list', { name: 'Help articles' }).locator('a').first().waitFor({ timeout: 15_000 })
    await expect.poll(() => notice(page).count()).toBe(0)
    expect(await page.getByText('This page could not be loaded.').count()).toBe(0)
  })
})
