// A withdrawal to a bound bank card in real Chromium at 390x844 against the real server: bind the card on /bank
// (reviews are approved automatically in the demo set-up), pick it on /withdraw, where its ID number and contact
// number arrive masked and read-only, type only the amount, and the withdrawal is submitted and frozen.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AssetAnswer, BankRecord } from '../../contract/wallet'
import { userApi } from '../support/e2e/api'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'
import { withdrawalCode } from '../support/e2e/withdraw-code'

describe('withdrawal to a bound bank card', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser
  let token = ''
  let email = ''

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    const account = await registerFreshAccount(phone, baseURL, 'boundcard')
    token = account.token
    email = account.email
  })
  afterAll(async () => {
    await phone?.close()
  })

  const api = userApi(baseURL, () => token)

  it('binds a card, withdraws to it with the amount alone, and freezes amount + fee', { timeout: 60_000 }, async () => {
    const { page } = phone
    await page.goto('/bank')
    await page.getByRole('button', { name: 'Add a bank card' }).click()
    const form = page.getByRole('form', { name: 'Add a bank card' })
    await form.getByLabel('Bank name').fill('Kasikorn')
    await form.getByLabel('Branch').fill('Silom')
    await form.getByLabel('Card number').fill('1234567890')
    await form.getByLabel('Account holder').fill('Gus Tester')
    await form.getByLabel('ID number').fill('3100500123456')
    await form.getByLabel('Contact number').fill('+66812345678')
    await page.getByRole('button', { name: 'Save bank card' }).click()
    await expect
      .poll(async () => (await api<BankRecord[]>('/api/bank', { method: 'GET' })).map((r) => r.status))
      .toEqual([1])

    const before = await api<AssetAnswer>('/api/asset')
    await page.goto('/withdraw')
    await page.getByRole('combobox', { name: 'Bound accounts' }).selectOption({ index: 1 })
    expect(await page.getByLabel('ID number').inputValue()).toBe('*********3456')
    expect(await page.getByLabel('Contact number').inputValue()).toBe('********5678')
    expect(await page.getByLabel('ID number').getAttribute('readonly')).not.toBeNull()
    await page.getByLabel('Amount (USDT)').fill('20')
    await page.getByRole('checkbox').check()
    await screenshot(page, 'withdraw-bound-card')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    // Nothing is held before the mailed code confirms the request.
    const sheet = page.getByRole('dialog', { name: 'Confirm withdrawal' })
    await sheet.getByLabel('Confirmation code').fill(await withdrawalCode(inject('outboxFile'), email))
    await sheet.getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(`${baseURL}/withdraw_history`, { timeout: 10_000 })
    const held = await api<AssetAnswer>('/api/asset')
    expect(Number(held.info.money_frozen) - Number(before.info.money_frozen)).toBeCloseTo(21, 6)
  })
})
