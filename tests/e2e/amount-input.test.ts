// The one amount input rule in real Chromium at 390x844: "1.5" typed key by key into the contract lots and into a
// staking amount (both whole numbers on the server) stays "1.5" with a message and places nothing, where the old
// field dropped the dot and offered an order of 15 lots; a decimal comma and full-width digits are normalized.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { MinerOrdersAnswer } from '../../contract/invest'
import type { AssetAnswer } from '../../contract/wallet'
import { userApi } from '../support/e2e/api'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

describe('amount fields', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser
  let token = ''

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    token = (await registerFreshAccount(phone, baseURL, 'amounts')).token
  })
  afterAll(async () => {
    await phone?.close()
  })

  const call = userApi(baseURL, () => token)

  it('keeps 1.5 typed into the contract lots, says lots are whole, and places no order', {
    timeout: 60_000,
  }, async () => {
    const { page } = phone
    await page.goto('/contract/12')
    await page.getByRole('region', { name: 'Order book' }).waitFor()
    const lots = page.getByLabel(/^Lots/)
    await lots.pressSequentially('1.5')
    expect(await lots.inputValue()).toBe('1.5')
    await page.getByText('Whole numbers only: remove the decimal point.').waitFor()
    expect(await page.getByTestId('contract-margin').textContent()).toBe('—')
    await screenshot(page, 'amounts-1-contract-lots')
    await page.getByRole('button', { name: 'Open long 100X' }).click()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await lots.fill('１,０')
    expect(await lots.inputValue()).toBe('1.0')
    await lots.fill('2')
    await expect.poll(() => page.getByTestId('contract-margin').textContent()).not.toBe('—')
    expect((await call<AssetAnswer>('/api/asset')).orders).toEqual([])
  })

  it('keeps 1.5 typed into a staking amount, says it must be whole, and cannot subscribe', async () => {
    const { page } = phone
    await page.goto('/miner_buy/1')
    const amount = page.getByLabel('Amount (USDT, whole number)')
    await amount.pressSequentially('1.5')
    expect(await amount.inputValue()).toBe('1.5')
    await page.getByText('Whole numbers only: remove the decimal point.').waitFor()
    const subscribe = page.getByRole('button', { name: 'Subscribe' })
    const background = () =>
      subscribe.evaluate((element) => {
        const view = globalThis as unknown as { getComputedStyle(node: unknown): { backgroundColor: string } }
        return view.getComputedStyle(element).backgroundColor
      })
    expect(await subscribe.isDisabled()).toBe(true)
    const disabledBackground = await background()
    await screenshot(page, 'amounts-2-staking')
    await amount.fill('1 000')
    expect(await amount.inputValue()).toBe('1000')
    expect(await subscribe.isDisabled()).toBe(false)
    // A disabled button does not look like a live one (the accent, only dimmed, did).
    expect(disabledBackground).not.toBe(await background())
    expect((await call<MinerOrdersAnswer>('/api/miner_orders', { method: 'GET' })).orders).toEqual([])
  })
})
