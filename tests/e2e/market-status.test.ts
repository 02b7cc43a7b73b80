// A product that is not live, in real Chromium: a server of its own prices the crypto products from a Binance that
// never answers (TERN_FEED=binance, its addresses on a closed port), so BTC/USDT stays delayed. The trade screen
// shows the Delayed badge and disables both order buttons with the reason beside them; the login screen says the
// prices come from Binance. Screenshots of the trade screen in English and Thai: .tmp/shots/market-status-*.png.
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort, type RunningServer, startServer } from '../../scripts/lib/server'
import { launchPhone, type PhoneBrowser, screenshot } from '../support/e2e/browser'
import { scratchRoot } from '../support/scratch'

const root = fileURLToPath(new URL('../..', import.meta.url))
const distDir = inject('distDir')

// With E2E_BASE_URL there is no build to start a second server on.
describe.skipIf(distDir === '')('a delayed product', () => {
  let server: RunningServer
  let phone: PhoneBrowser

  beforeAll(async () => {
    // Nothing listens on a port just handed out and released: every connection to the venue is refused.
    const closed = await freePort()
    server = await startServer({
      root,
      distDir,
      scratchRoot,
      env: {
        TERN_FEED: 'binance',
        TERN_BINANCE_WS_URL: `ws://127.0.0.1:${closed}`,
        TERN_BINANCE_REST_URL: `http://127.0.0.1:${closed}`,
        TERN_PASSWORD_COST: '12',
      },
    })
    phone = await launchPhone(server.baseURL)
  })
  afterAll(async () => {
    await phone?.close()
    await server?.stop()
  })

  const useLanguage = (code: string) =>
    phone.page.evaluate((lang) => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
      localStorage.setItem('tern.lang', lang)
    }, code)

  it('shows the Delayed badge on /trade/12 and disables both order buttons with the reason', async () => {
    const { page } = phone
    await page.goto('/trade/12')
    const badge = page.getByTestId('market-status')
    await badge.waitFor()
    expect(await badge.locator('[aria-hidden="true"]').innerText()).toMatch(/^Delayed( · .+)?$/)
    expect(await page.getByRole('status').filter({ has: badge }).count()).toBe(1)
    const reason = 'Prices for this market are delayed, so orders are paused until they are live again.'
    await page.getByText(reason).waitFor()
    for (const name of ['Buy up', 'Buy down']) {
      const button = page.getByRole('button', { name, exact: true })
      expect(await button.isDisabled()).toBe(true)
      // The reason is the button's description for screen readers, as well as text on screen.
      expect(await button.getAttribute('aria-describedby')).toBe('micro-orders-paused')
    }
    expect(await page.locator('#micro-orders-paused').innerText()).toBe(reason)
    await page.locator('canvas').first().waitFor()
    await screenshot(page, 'market-status-trade-en')
  })

  it('in Thai', async () => {
    const { page } = phone
    await useLanguage('th')
    await page.goto('/trade/12')
    const badge = page.getByTestId('market-status')
    await badge.waitFor()
    expect(await badge.locator('[aria-hidden="true"]').innerText()).toMatch(/^ล่าช้า/)
    await page.getByText('ราคาของตลาดนี้ล่าช้า จึงหยุดรับคำสั่งชั่วคราวจนกว่าราคาจะกลับมาเป็นแบบเรียลไทม์').waitFor()
    await page.locator('canvas').first().waitFor()
    await screenshot(page, 'market-status-trade-th')
    await useLanguage('en')
  })

  it('marks the crypto rows of /market, and none of the simulated forex rows', async () => {
    const { page } = phone
    await page.goto('/market')
    const btc = page.locator('[data-product-id="12"]')
    expect(await btc.getByTestId('market-status').locator('[aria-hidden="true"]').innerText()).toMatch(/^Delayed/)
    await screenshot(page, 'market-status-list-en')
    await page.getByRole('tab', { name: 'Forex' }).click()
    await page.locator('[data-product-id]').first().waitFor()
    expect(await page.getByTestId('market-status').count()).toBe(0)
  })

  it('says on the login screen that the demo money meets live prices from Binance', async () => {
    const { page } = phone
    await page.goto('/login')
    expect(await page.getByTestId('demo-live-prices').innerText()).toBe('Demo funds, live prices from Binance')
  })
})
