// Real prices in real Chromium, on replayed venue data: a server of its own prices the crypto products from a local
// Binance replaying recorded BTC and ETH trades (scripts/lib/venue-replay.ts, TERN_FEED=binance). BTC/USDT is live
// and moves on the replayed prices, a 10-second timed order settles on one of them; then the replay stalls and the
// trade screen shows the Delayed badge and disables both order buttons with the reason beside them; the login screen
// says the prices come from Binance. Screenshots: .tmp/shots/market-status-*.png.
import { fileURLToPath } from 'node:url'
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { LoginResult } from '../../contract/api'
import type { Product } from '../../contract/market'
import type { MicroOrderPlaced, MicroResult } from '../../contract/trading'
import { type RunningServer, startServer } from '../../scripts/lib/server'
import { startVenueReplay, type VenueReplay } from '../../scripts/lib/venue-replay'
import { userApi } from '../support/e2e/api'
import { launchPhone, type PhoneBrowser, screenshot } from '../support/e2e/browser'
import { scratchRoot } from '../support/scratch'

const root = fileURLToPath(new URL('../..', import.meta.url))
const distDir = inject('distDir')
const recording = fileURLToPath(new URL('../fixtures/venues/binance-replay.ndjson', import.meta.url))
const adminToken = 'e2e-market-status-admin-token-0123'

// With E2E_BASE_URL there is no build to start a second server on.
describe.skipIf(distDir === '')('a venue product, live then stalled', () => {
  let replay: VenueReplay
  let server: RunningServer
  let phone: PhoneBrowser

  beforeAll(async () => {
    replay = await startVenueReplay(recording)
    server = await startServer({
      root,
      distDir,
      scratchRoot,
      env: {
        ...replay.env,
        TERN_ADMIN_TOKEN: adminToken,
        // A stalled product turns delayed 3 s after its last tick (10 s by default).
        TERN_MAX_PRICE_AGE_SECONDS: '3',
        TERN_PASSWORD_COST: '12',
      },
    })
    const added = await fetch(`${server.baseURL}/admin/products/timed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ seconds: 10, rate: '80', min: '10', reason: 'e2e: a short timed order' }),
    })
    expect(((await added.json()) as { status: number }).status).toBe(1)
    phone = await launchPhone(server.baseURL)
  })
  afterAll(async () => {
    await phone?.close()
    await server?.stop()
    await replay?.close()
  })

  const btc = async () => {
    const body = (await (await fetch(`${server.baseURL}/main/products`)).json()) as { data: Product[] }
    return body.data.find((p) => p.id === 12) as Product
  }

  it('prices BTC/USDT from the replayed trades: live, "Live · Binance", and the price moves', async () => {
    const replayed = new Set(replay.prices('BTCUSDT').map(Number))
    await expect.poll(async () => (await btc()).status, { timeout: 20_000 }).toBe('live')
    const first = await btc()
    expect(replayed.has(Number(first.price))).toBe(true)
    await expect.poll(async () => (await btc()).price, { timeout: 10_000 }).not.toBe(first.price)
    expect(replayed.has(Number((await btc()).price))).toBe(true)
    const { page } = phone
    await page.goto('/trade/12')
    const badge = page.getByTestId('market-status')
    await badge.waitFor()
    expect(await badge.locator('[aria-hidden="true"]').innerText()).toMatch(/^Live · Binance/)
    expect(await page.getByRole('button', { name: 'Buy up', exact: true }).isDisabled()).toBe(false)
    await page.locator('canvas').first().waitFor()
    await screenshot(page, 'market-status-live-en')
  })

  it('settles a 10-second timed order on a replayed tick', { timeout: 60_000 }, async () => {
    // Through the API (the phone stays signed out for the login screen below).
    const registered = await fetch(`${server.baseURL}/main/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'replay@example.com', pwd: 'replay-secret-1' }),
    })
    const { token } = ((await registered.json()) as { data: LoginResult }).data
    const api = userApi(server.baseURL, () => token)
    await api('/api/risk_accept', { body: { kind: 'micro' } })
    const placed = await api<MicroOrderPlaced>('/api/micro_order', { body: { pid: 12, t: 10, amount: '10', type: 0 } })
    let result: MicroResult | undefined
    await expect
      .poll(
        async () => {
          result = await api<MicroResult>('/api/micro_result', { body: { oid: placed.oid } })
          return result.sellprice
        },
        { timeout: 40_000, interval: 1000 },
      )
      .not.toBeNull()
    const replayed = new Set(replay.prices('BTCUSDT').map(Number))
    expect(replayed.has(Number(result?.buyprice))).toBe(true)
    expect(replayed.has(Number(result?.sellprice))).toBe(true)
  })

  it('turns delayed when the venue stalls', async () => {
    replay.stall()
    await expect.poll(async () => (await btc()).status, { timeout: 20_000 }).toBe('delayed')
  })

  /** A status badge's visible text ('' while there is none). */
  const shown = async (badge: Locator) =>
    (await badge.count()) === 0 ? '' : badge.locator('[aria-hidden="true"]').innerText()

  const useLanguage = (code: string) =>
    phone.page.evaluate((lang) => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
      localStorage.setItem('tern.lang', lang)
    }, code)

  it('shows the Delayed badge on /trade/12 and disables both order buttons with the reason', async () => {
    const { page } = phone
    await page.goto('/trade/12')
    const badge = page.getByTestId('market-status')
    // A repeat visit starts from the last snapshot (saved prices are never called live) until the fresh answer.
    await expect.poll(() => shown(badge), { timeout: 20_000 }).toMatch(/^Delayed( · .+)?$/)
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
    await expect.poll(() => shown(badge), { timeout: 20_000 }).toMatch(/^ล่าช้า/)
    await page.getByText('ราคาของตลาดนี้ล่าช้า จึงหยุดรับคำสั่งชั่วคราวจนกว่าราคาจะกลับมาเป็นแบบเรียลไทม์').waitFor()
    await page.locator('canvas').first().waitFor()
    await screenshot(page, 'market-status-trade-th')
    await useLanguage('en')
  })

  it('marks the crypto rows of /market, and none of the simulated forex rows', async () => {
    const { page } = phone
    await page.goto('/market')
    const btc = page.locator('[data-product-id="12"]')
    await expect.poll(() => shown(btc.getByTestId('market-status')), { timeout: 20_000 }).toMatch(/^Delayed/)
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
