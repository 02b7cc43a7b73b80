// Trading in real Chromium against the real server: a 10-second up order on /trade/12 (risk disclosure first; the
// operator adds the 10-second duration for the test, so that the journey waits 10 s for its result, not 30),
// its countdown, result and history row; then spot on /coin/12: a market buy, a limit sell placed and
// cancelled, and the balances on /asset. A freshly registered account is funded by the demo grant.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AssetAnswer } from '../../contract/wallet'
import { userApi } from '../support/e2e/api'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

describe('trading: timed orders and spot', () => {
  const baseURL = inject('baseURL')
  const adminToken = inject('adminToken')
  let phone: PhoneBrowser
  let token = ''

  async function operator(path: string, body: unknown): Promise<void> {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(body),
    })
    const envelope = (await response.json()) as { status: number; msg: string }
    if (envelope.status !== 1) throw new Error(`${path}: ${envelope.msg}`)
  }

  beforeAll(async () => {
    await operator('/admin/products/timed', { seconds: 10, rate: '80', min: '10', reason: 'e2e: a short timed order' })
    phone = await launchPhone(baseURL)
    token = (await registerFreshAccount(phone, baseURL, 'trading')).token
  })
  afterAll(async () => {
    await operator('/admin/products/timed_remove', { seconds: 10, reason: 'e2e: a short timed order' })
    await phone?.close()
  })

  const asset = () => userApi(baseURL, () => token)<AssetAnswer>('/api/asset')
  const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

  it('places a 10-second up order, counts down, shows the result and the history row', {
    timeout: 90_000,
  }, async () => {
    const { page } = phone
    await page.goto('/trade/12')
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor()
    await page.getByRole('button', { name: 'Buy up' }).click()

    const risk = dialog(page, 'Risk disclosure: timed orders')
    await risk.waitFor()
    await screenshot(page, 'trading-1-risk')
    expect(await risk.getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true)
    await risk.getByRole('checkbox').check()
    await risk.getByRole('button', { name: 'Accept' }).click()

    const order = dialog(page, 'Buy up · BTC/USDT')
    await order.waitFor()
    await order.getByRole('radio', { name: /^10s/ }).check({ force: true })
    await order.getByLabel('Amount (USDT)').fill('5')
    await order.getByRole('button', { name: 'Confirm order' }).click()
    await order.getByText('The minimum for this duration is 10 USDT').waitFor()
    await order.getByLabel('Amount (USDT)').fill('12.5')
    await expect.poll(() => order.getByTestId('micro-fee').textContent()).toBe('0.125 USDT')
    await screenshot(page, 'trading-2-order')
    await order.getByRole('button', { name: 'Confirm order' }).click()

    const ticket = dialog(page, 'Order placed')
    await ticket.waitFor()
    const first = Number(await ticket.getByRole('timer').textContent())
    expect(first).toBeGreaterThan(5)
    expect(first).toBeLessThanOrEqual(10)
    await page.waitForTimeout(2_100)
    expect(Number(await ticket.getByRole('timer').textContent())).toBeLessThan(first)
    await screenshot(page, 'trading-3-countdown')

    const settled = dialog(page, 'Order settled')
    await settled.waitFor({ timeout: 45_000 })
    const ploss = settled.getByTestId('micro-ploss')
    const text = (await ploss.textContent()) ?? ''
    const color = await ploss.evaluate((element) => {
      const view = globalThis as unknown as { getComputedStyle(node: unknown): { color: string } }
      return view.getComputedStyle(element).color
    })
    // Positive green (#16c784), otherwise red (#f25560).
    expect(color).toBe(text.startsWith('+') ? 'rgb(22, 199, 132)' : 'rgb(242, 85, 96)')
    await settled.getByText('Settlement').waitFor()
    await screenshot(page, 'trading-4-result')

    await settled.getByRole('link', { name: 'All timed orders' }).click()
    await page.waitForURL(`${baseURL}/trade_history`)
    const row = page.locator('li[data-status="2"]').first()
    await row.waitFor()
    expect(await row.textContent()).toContain('BTC/USDT')
    expect(await row.textContent()).toContain('12.50 USDT')
    await screenshot(page, 'trading-5-history')

    // Verify runs in a web worker against the signed price record: the current hour is signed a little after it
    // ends, so the check says so (the signed case is proven in tests/server/trading/verify-prices.test.ts).
    await row.getByRole('button', { name: 'Verify' }).click()
    const verdict = row.getByTestId('verify-result')
    await verdict.waitFor({ timeout: 20_000 })
    expect(await verdict.textContent()).toMatch(/are not signed yet|^Verified: settled at/)
  })

  it('buys BTC at market, places and cancels a limit sell, and /asset shows the balances', async () => {
    const { page } = phone
    const before = await asset()
    await page.goto('/coin/12')
    await page.getByRole('heading', { name: /BTC/ }).waitFor()
    await page.getByRole('region', { name: 'Order book' }).waitFor()
    expect(await page.getByLabel('Price (USDT)').isDisabled()).toBe(true)
    // The one amount input rule: a letter is not dropped but refused with a message; a decimal comma is read.
    await page.getByLabel('Quantity (BTC)').fill('0.01a')
    await page.getByText('Enter a number, such as 12.5.').waitFor()
    await page.getByLabel('Quantity (BTC)').fill('0,01')
    expect(await page.getByLabel('Quantity (BTC)').inputValue()).toBe('0.01')
    await screenshot(page, 'trading-6-coin-buy')
    await page.getByRole('button', { name: 'Buy BTC' }).click()
    await page
      .getByRole('dialog', { name: 'Review BTC/USDT market order' })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await page.getByText('Order filled').waitFor()
    await expect
      .poll(async () => Number((await asset()).info.btc), { timeout: 10_000 })
      .toBeGreaterThan(Number(before.info.btc))

    await page.getByRole('tab', { name: 'Sell' }).click()
    await page.getByLabel('Order type').selectOption({ label: 'Limit' })
    const last = (await page.locator('section[aria-label="Order book"] p').textContent()) ?? '0'
    const high = Math.ceil(Number(last.replace(/[^\d.]/g, '')) * 2)
    await page.getByLabel('Price (USDT)').fill(String(high))
    await page.getByLabel('Quantity (BTC)').fill('0.005')
    await page.getByRole('button', { name: 'Sell BTC' }).click()
    await page.getByText('Order placed').waitFor()
    const waiting = page.locator('li[data-status="0"]').first()
    await waiting.waitFor({ timeout: 10_000 })
    const held = await asset()
    expect(Number(held.info.btc_frozen)).toBeCloseTo(0.005, 8)
    await screenshot(page, 'trading-7-coin-limit')
    await waiting.getByRole('button', { name: 'Cancel' }).click()
    await page.getByText('Order cancelled').waitFor()
    await expect.poll(() => page.locator('li[data-status="0"]').count(), { timeout: 10_000 }).toBe(0)
    expect(Number((await asset()).info.btc_frozen)).toBe(0)

    await page.goto('/coin_history')
    await page.getByRole('tab', { name: 'Order history' }).click()
    await page.locator('li[data-status="2"]').first().waitFor()
    await screenshot(page, 'trading-8-coin-history')

    await page.goto('/asset')
    const btc = page.locator('li[data-asset="BTC"]')
    await btc.waitFor()
    const shownBtc = (await asset()).info.btc
    await expect.poll(() => btc.textContent(), { timeout: 10_000 }).toContain(String(Number(shownBtc)))
    await screenshot(page, 'trading-9-asset')
  })
})
