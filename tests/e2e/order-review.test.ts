// The review before an order and the size chips in real Chromium at 390x844 against the real server: the 50% chip
// fills the lots half the available margin pays for (the server's rules, fee included), the review shows the
// order and the placed order matches it; "don't ask again" skips the next review and Language and display brings
// it back. Screenshots in English and Thai (review, asset screen with equity and frozen funds).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ContractMarket } from '../../contract/contract-trading'
import { parseDecimal } from '../../contract/rules/decimal'
import { maxContractLots, shareOf } from '../../contract/rules/sizing'
import type { AssetAnswer } from '../../contract/wallet'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

describe('order review and size chips', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser
  let token = ''

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    token = (await registerFreshAccount(phone, baseURL, 'review')).token
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
  const usdt = (text: string | null) => parseDecimal(text ?? '', 6) ?? 0n
  const setLanguage = (lang: string) =>
    phone.page.evaluate(
      (code) =>
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
          'tern.lang',
          code,
        ),
      lang,
    )

  it('fills 50%, reviews, places the reviewed order, skips the next review, and the settings bring it back', {
    timeout: 180_000,
  }, async () => {
    const { page } = phone
    await page.goto('/contract/12')
    await page.getByRole('region', { name: 'Order book' }).waitFor()
    const market = await call<ContractMarket>('/main/product_lvs', { pid: 12 })
    const half = maxContractLots(
      shareOf(usdt(market.balance), 50),
      usdt(market.info.hand_price),
      100,
      market.info.hand_fee,
    )
    expect(half).toBeGreaterThan(0)
    const chips = page.getByRole('group', { name: 'Share of the available balance' })
    await chips.getByRole('button', { name: '50%' }).click()
    expect(await page.getByLabel(/^Lots/).inputValue()).toBe(String(half))

    await page.getByRole('button', { name: 'Open long 100X' }).click()
    const review = page.getByRole('dialog', { name: 'Review BTC/USDT order' })
    await review.waitFor()
    expect(await review.getByTestId('review-size').textContent()).toBe(String(half))
    expect(await review.getByTestId('review-leverage').textContent()).toBe('100X')
    await screenshot(page, 'order-review-1-en')
    await review.getByRole('checkbox').check()
    await review.getByRole('button', { name: 'Confirm' }).click()
    const risk = page.getByRole('dialog', { name: 'Risk disclosure: leveraged contracts' })
    await risk.getByRole('checkbox').check()
    await risk.getByRole('button', { name: 'Accept and place the order' }).click()
    await expect.poll(async () => (await call<AssetAnswer>('/api/asset', {})).orders.length).toBe(1)
    const [placed] = (await call<AssetAnswer>('/api/asset', {})).orders
    expect(placed).toMatchObject({ hand: String(half), level: 100, type: 0, status: 1 })

    // Not asked again: the next order goes at once.
    await page.getByLabel(/^Lots/).fill('1')
    await page.getByRole('button', { name: 'Open long 100X' }).click()
    await expect.poll(async () => (await call<AssetAnswer>('/api/asset', {})).orders.length).toBe(2)
    expect(await page.getByRole('dialog').count()).toBe(0)

    // Language and display turns it back on.
    await page.goto('/language')
    const setting = page.getByRole('switch', { name: 'Review contract orders before sending' })
    expect(await setting.isChecked()).toBe(false)
    await setting.check()
    await screenshot(page, 'order-review-2-settings-en')
    await page.goto('/contract/12')
    await page.getByRole('region', { name: 'Order book' }).waitFor()
    await page.getByLabel(/^Lots/).fill('1')
    await page.getByRole('button', { name: 'Open long 100X' }).click()
    await review.waitFor()
    await review.getByRole('button', { name: 'Back' }).click()
    expect((await call<AssetAnswer>('/api/asset', {})).orders).toHaveLength(2)

    await page.goto('/asset')
    await page.getByTestId('asset-equity').waitFor()
    await page.getByTestId('frozen-USDT').locator('summary').click()
    await screenshot(page, 'order-review-3-asset-en')

    await setLanguage('th')
    await page.goto('/contract/12')
    await page.getByRole('region', { name: 'สมุดคำสั่ง' }).or(page.locator('section').first()).first().waitFor()
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th')
    await page.getByLabel(/ล็อต/).first().fill('1')
    await page.locator('button[type="submit"][data-side="0"]').click()
    await page.getByRole('dialog').waitFor()
    await screenshot(page, 'order-review-4-th')
    await page.getByRole('dialog').getByRole('button').first().click()
    await page.goto('/asset')
    await page.getByTestId('asset-equity').waitFor()
    await page.getByTestId('frozen-USDT').locator('summary').click()
    await screenshot(page, 'order-review-5-asset-th')
    await setLanguage('en')
  })
})
