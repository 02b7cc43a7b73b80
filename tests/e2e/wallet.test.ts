// The wallet in real Chromium against the real server: a deposit with a proof image that an operator approves,
// a withdrawal that an operator rejects (the funds come back), and an exchange USDT -> BTC with its quote.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AssetAnswer } from '../../contract/wallet'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'
import { withdrawalCode } from '../support/e2e/withdraw-code'

const proofPng = readFileSync(new URL('../../public/icons/icon-512.png', import.meta.url))

describe('wallet: deposit, withdraw, exchange', () => {
  const baseURL = inject('baseURL')
  const adminToken = inject('adminToken')
  let phone: PhoneBrowser
  let token = ''
  let email = ''

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    const account = await registerFreshAccount(phone, baseURL, 'wallet')
    token = account.token
    email = account.email
  })
  afterAll(async () => {
    await phone?.close()
  })

  async function api<T>(path: string, init: RequestInit = {}, auth: 'user' | 'admin' = 'user'): Promise<T> {
    const headers = new Headers(init.headers)
    headers.set('content-type', 'application/json')
    if (auth === 'user') headers.set('UserToken', token)
    else headers.set('Authorization', `Bearer ${adminToken}`)
    const response = await fetch(`${baseURL}${path}`, { ...init, headers })
    const envelope = (await response.json()) as { status: number; msg: string; data: T }
    if (envelope.status !== 1) throw new Error(`${path}: ${envelope.msg}`)
    return envelope.data
  }
  const asset = () => api<AssetAnswer>('/api/asset', { method: 'POST', body: '{}' })
  const review = async (kind: 'deposits' | 'withdrawals', decision: 'approve' | 'reject') => {
    const pending = await api<{ id: number }[]>(`/admin/${kind}`, {}, 'admin')
    const item = pending.at(-1)
    if (!item) throw new Error(`no pending ${kind}`)
    await api(`/admin/${kind}/${item.id}/${decision}`, { method: 'POST', body: '{"reason":"e2e"}' }, 'admin')
  }
  const usdtRow = (page: Page) => page.locator('li[data-asset="USDT"]')

  it('deposits with a proof image; the operator approves; /asset shows the new balance', async () => {
    const { page } = phone
    const before = (await asset()).info.money
    await page.goto('/asset')
    await usdtRow(page).waitFor()
    await screenshot(page, 'wallet-1-asset')
    await page.getByRole('link', { name: 'Deposit USDT' }).click()
    await page.waitForURL(`${baseURL}/recharge/0`)
    await page.getByLabel('USDT-TRC20').check({ force: true })
    await page.locator('[role="img"] svg').first().waitFor()
    await page.getByLabel('Amount (USDT)').fill('50')
    await page
      .getByLabel('Upload screenshot')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: proofPng })
    await page.getByAltText('Payment screenshot preview').waitFor({ timeout: 10_000 })
    await screenshot(page, 'wallet-2-recharge')
    await page.getByRole('button', { name: 'Mark as paid' }).click()
    await page.getByText('Marked successfully, please wait for processing').waitFor()
    await page.waitForURL(`${baseURL}/recharge_history`, { timeout: 5_000 })
    await page.getByText('Processing').first().waitFor()
    await screenshot(page, 'wallet-3-recharge-history')
    await review('deposits', 'approve')
    const after = (await asset()).info.money
    expect(Number(after) - Number(before)).toBeCloseTo(50, 6)
    await page.goto('/asset')
    const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Number(after),
    )
    await expect.poll(() => usdtRow(page).textContent(), { timeout: 10_000 }).toContain(shown)
  })

  it('withdraws to a bound address; the operator rejects; the funds return', async () => {
    const { page } = phone
    await page.goto('/withdraw')
    await page.getByRole('dialog', { name: 'Bind an account first' }).waitFor()
    await screenshot(page, 'wallet-4-withdraw-bind-first')
    await page.getByRole('button', { name: 'Bind now' }).click()
    await page.waitForURL(`${baseURL}/bank`)
    await page.getByRole('tab', { name: 'Digital addresses' }).click()
    await page.getByRole('button', { name: 'Add an address' }).click()
    await page.getByRole('combobox').selectOption('USDT-TRC20')
    await page.getByLabel('Address', { exact: true }).fill('TWalletE2eAddress0000000000000001')
    await page.getByRole('button', { name: 'Save address' }).click()
    await page.getByText('TWalletE2eAddress0000000000000001').waitFor()
    await screenshot(page, 'wallet-5-bank')

    const before = await asset()
    await page.goto('/withdraw')
    await page.getByRole('tab', { name: 'Digital address' }).click()
    await page.getByRole('combobox', { name: 'Bound accounts' }).selectOption({ index: 1 })
    await page.getByLabel('Amount (USDT)').fill('20')
    await page.getByRole('checkbox').check()
    await screenshot(page, 'wallet-6-withdraw')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    // Nothing is held before the mailed code confirms the request.
    const sheet = page.getByRole('dialog', { name: 'Confirm withdrawal' })
    await sheet.getByLabel('Confirmation code').fill(await withdrawalCode(inject('outboxFile'), email))
    await sheet.getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(`${baseURL}/withdraw_history`, { timeout: 10_000 })
    const held = await asset()
    expect(Number(before.info.money) - Number(held.info.money)).toBeCloseTo(21, 6)
    expect(Number(held.info.money_frozen) - Number(before.info.money_frozen)).toBeCloseTo(21, 6)
    await page.locator('ul a').first().click()
    await page.getByText('Order ID').waitFor()
    await screenshot(page, 'wallet-7-withdraw-detail')

    await review('withdrawals', 'reject')
    const after = await asset()
    expect(after.info.money).toBe(before.info.money)
    expect(after.info.money_frozen).toBe(before.info.money_frozen)
    await page.reload()
    await page.getByText('Rejected').first().waitFor()
  })

  it('exchanges USDT -> BTC with the quote shown, and the balances change', async () => {
    const { page } = phone
    const before = await asset()
    await page.goto('/exchange')
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('100')
    await page.getByText(/Rate: 1 USDT/).waitFor({ timeout: 10_000 })
    const quoted = await page.getByRole('textbox', { name: 'To', exact: true }).inputValue()
    expect(Number(quoted)).toBeGreaterThan(0)
    await screenshot(page, 'wallet-8-exchange-quote')
    await page.getByRole('button', { name: 'Exchange', exact: true }).click()
    await page.getByRole('dialog', { name: 'Exchange successful' }).waitFor()
    await screenshot(page, 'wallet-9-exchange-done')
    const after = await asset()
    expect(Number(before.info.money) - Number(after.info.money)).toBeCloseTo(100, 6)
    expect(Number(after.info.btc)).toBeGreaterThan(Number(before.info.btc))
    await page.goto('/asset')
    await page.locator('li[data-asset="BTC"]').waitFor()
    await screenshot(page, 'wallet-10-asset-after')
  })
})
