// Contract trading in real Chromium at 390x844 against the real server: from /market to /contract/12, the risk
// disclosure, a 100X long at market with take-profit and stop-loss, the position on /asset, its close, the
// history card; then a limit order placed and cancelled. A freshly registered account has the demo grant.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ContractMarket } from '../../contract/contract-trading'
import { type Product, productCategories } from '../../contract/market'
import type { AssetAnswer } from '../../contract/wallet'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

/** price x permille / 1000 at the product's precision, as the order form takes it. */
function scaled(price: string, precision: number, permille: bigint): string {
  const [whole = '0', fraction = ''] = price.split('.')
  const units = BigInt(`${whole}${fraction.padEnd(precision, '0').slice(0, precision)}`)
  const text = ((units * permille) / 1000n).toString().padStart(precision + 1, '0')
  return precision === 0 ? text : `${text.slice(0, -precision)}.${text.slice(-precision)}`
}

describe('contract trading', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser
  let token = ''

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    token = (await registerFreshAccount(phone, baseURL, 'contract')).token
  })
  afterAll(async () => {
    await phone?.close()
  })

  async function call<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', UserToken: token },
    })
    const envelope = (await response.json()) as { status: number; msg: string; data: T }
    if (envelope.status !== 1) throw new Error(`${path}: ${envelope.msg}`)
    return envelope.data
  }
  const market = () => call<ContractMarket>('/main/product_lvs', { pid: 12 })
  const asset = () => call<AssetAnswer>('/api/asset', {})
  const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

  it('opens a 100X long with TP and SL after the risk disclosure, sees it on /asset, closes it, finds it in the history', {
    timeout: 120_000,
  }, async () => {
    const { page } = phone
    await page.goto('/market')
    await page.locator('a[data-product-id="12"]').click()
    await page.waitForURL(`${baseURL}/contract/12`)
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor()
    await page.getByRole('region', { name: 'Order book' }).waitFor()
    expect(await page.getByRole('button', { name: '100X', exact: true }).getAttribute('aria-pressed')).toBe('true')
    await screenshot(page, 'contract-1-screen')

    const { info } = await market()
    await page.getByLabel(/^Lots/).fill('1')
    await page.getByLabel('Take-profit').fill(scaled(info.price, info.precision, 1050n))
    await page.getByLabel('Stop-loss').fill(scaled(info.price, info.precision, 997n))
    await expect.poll(() => page.getByTestId('contract-notional').textContent()).not.toBe('—')
    await page.getByRole('button', { name: 'Open long 100X' }).click()
    const review = dialog(page, 'Review BTC/USDT order')
    await review.getByRole('button', { name: 'Confirm' }).click()

    const risk = dialog(page, 'Risk disclosure: leveraged contracts')
    await risk.waitFor()
    expect(await risk.getByTestId('risk-loss-share').textContent()).toMatch(/last 30 days/)
    await screenshot(page, 'contract-2-risk')
    await risk.getByRole('checkbox').check()
    await risk.getByRole('button', { name: 'Accept and place the order' }).click()
    await risk.waitFor({ state: 'detached' })

    // The order is placed after the disclosure is accepted (two calls): on a busy machine that can take more than
    // the poll's default second.
    await expect
      .poll(async () => (await asset()).orders.filter((order) => order.status === 1).length, { timeout: 10_000 })
      .toBe(1)
    const [position] = (await asset()).orders
    expect(position?.level).toBe(100)
    expect(position?.type).toBe(0)
    expect(position?.stop_win).not.toBe('')
    expect(position?.stop_loss).not.toBe('')

    await page.locator('nav a[href="/asset"]').click()
    await page.getByRole('tab', { name: 'Contract account' }).click()
    const row = page.getByTestId(`position-${position?.oid}`)
    await row.waitFor()
    expect(await row.textContent()).toContain('Long 100X')
    expect(await page.getByTestId(`liq-distance-${position?.oid}`).textContent()).toMatch(/^0\.\d\d %$/)
    await screenshot(page, 'contract-3-position')

    await row.getByRole('button', { name: 'Close' }).click()
    const close = dialog(page, 'Close BTC/USDT')
    await close.getByRole('button', { name: 'Close 100%' }).click()
    await page.getByText('No open positions').waitFor()
    await screenshot(page, 'contract-4-asset')

    await page.getByRole('link', { name: 'History' }).click()
    await page.waitForURL(`${baseURL}/contract_history`)
    const card = page.getByTestId(`history-${position?.oid}`)
    await card.waitFor()
    expect(await card.textContent()).toContain('Closed by you')
    expect(await page.getByTestId(`close-tick-${position?.oid}`).textContent()).not.toBe('—')
    await screenshot(page, 'contract-5-history')
  })

  it('opens the contract screen for a product of every category, and the drawer chooses through /to/contract', {
    timeout: 60_000,
  }, async () => {
    const { page } = phone
    const response = await fetch(`${baseURL}/main/products`)
    const { data } = (await response.json()) as { data: Product[] }
    for (const category of productCategories) {
      const product = data.find((item) => item.category === category)
      expect(product).toBeDefined()
      await page.goto(`/contract/${product?.id}`)
      await page.getByRole('heading', { name: product?.title }).waitFor()
      await page.getByTestId('contract-mark').waitFor()
    }
    await page.goto('/contract/12')
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor()
    await page.getByRole('button', { name: 'Choose a product' }).click()
    const drawer = dialog(page, 'Markets')
    const link = drawer.locator('a[href="/to/contract/13"]')
    await link.click()
    await page.waitForURL(`${baseURL}/contract/13`)
    await page.getByRole('heading', { name: 'ETH/USDT' }).waitFor()
  })

  it('places a limit order below the mark and cancels it', { timeout: 60_000 }, async () => {
    const { page } = phone
    await page.goto('/contract/12')
    await page.getByRole('region', { name: 'Order book' }).waitFor()
    const { info } = await market()
    await page.getByLabel('Order type').selectOption('1')
    await page.getByLabel('Price (USDT)').fill(scaled(info.price, info.precision, 900n))
    await page.getByLabel(/^Lots/).fill('1')
    await page.getByRole('button', { name: 'Open long 100X' }).click()
    await dialog(page, 'Review BTC/USDT order').getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(async () => (await asset()).orders.filter((order) => order.status === 0).length).toBe(1)
    const pending = page.locator('[data-testid^="pending-"]')
    await pending.first().waitFor()
    await screenshot(page, 'contract-6-pending')
    await pending.first().getByRole('button', { name: 'Cancel' }).click()
    await page.getByText('No pending orders').waitFor()
    expect((await asset()).orders).toEqual([])
  })
})
