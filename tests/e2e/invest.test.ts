// Staking and earn in real Chromium at 390x844 against the real server (a fresh account on its demo funds):
// subscribe to a staking product, see it in the orders, cancel it after the confirmation that shows the penalty;
// subscribe to an earn product and see the order.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { EarnsAnswer, MinerOrdersAnswer } from '../../contract/invest'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'
import { tabBar } from '../support/e2e/pwa'

describe('invest: staking and earn', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser
  let token = ''

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    token = (await registerFreshAccount(phone, baseURL, 'invest')).token
  })
  afterAll(async () => {
    await phone?.close()
  })

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${baseURL}${path}`, { headers: { UserToken: token } })
    const envelope = (await response.json()) as { status: number; msg: string; data: T }
    if (envelope.status !== 1) throw new Error(`${path}: ${envelope.msg}`)
    return envelope.data
  }

  it('subscribes to a staking product, shows it in the orders and cancels it with the penalty shown', async () => {
    const { page } = phone
    await page.goto('/asset')
    await page.getByRole('link', { name: 'Earn' }).click()
    await page.waitForURL(`${baseURL}/earn`)
    await page.getByRole('link', { name: 'Staking' }).click()
    await page.waitForURL(`${baseURL}/miner`)
    const card = page.getByRole('listitem', { name: 'Starter Node' })
    await card.getByRole('link', { name: 'Subscribe' }).click()
    await page.waitForURL(`${baseURL}/miner_buy/1`)
    expect(await tabBar(page).count()).toBe(0)
    await page.getByLabel('Amount (USDT, whole number)').fill('1000')
    await page.getByLabel('Estimated profit').getByText('21.00 USDT').waitFor()
    await screenshot(page, 'invest-1-miner-buy')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForURL(`${baseURL}/miner_orders`)
    const order = page.getByRole('listitem', { name: 'Starter Node' })
    await order.getByText('1,000.00 USDT').first().waitFor()
    await order.getByRole('button', { name: 'Cancel early' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this subscription?' })
    // Subscribed today: 7 whole days to the end, 0.5 % each: 35 USDT.
    await dialog.getByText('35.00 USDT').waitFor()
    await dialog.getByText('965.00 USDT').waitFor()
    await screenshot(page, 'invest-2-miner-cancel')
    await dialog.getByRole('button', { name: 'Cancel early' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('tab', { name: 'Cancelled' }).click()
    await page.getByRole('listitem', { name: 'Starter Node' }).getByText('35.00 USDT').waitFor()
    const { orders } = await api<MinerOrdersAnswer>('/api/miner_orders')
    expect(orders.map((o) => [o.status, o.penalty, o.refund])).toEqual([[2, '35.00', '965.00']])
  })

  it('subscribes to an earn product and shows the order', async () => {
    const { page } = phone
    await page.goto('/earn')
    const products = page.getByRole('list', { name: 'Earn products' })
    await products.getByRole('link', { name: 'Subscribe' }).first().click()
    await page.waitForURL(/\/earn_detail\/\d+$/)
    const subscribe = page.getByRole('button', { name: 'Subscribe' })
    await page.getByLabel('Amount (USDT)').fill('50')
    expect(await subscribe.isDisabled()).toBe(true)
    await page.getByLabel('Amount (USDT)').fill('200')
    await screenshot(page, 'invest-3-earn-detail')
    await subscribe.click()
    await page.getByRole('dialog', { name: 'Subscribed' }).getByRole('button', { name: 'View my orders' }).click()
    await page.waitForURL(`${baseURL}/earn/1`)
    await page.getByRole('list', { name: 'Earn orders' }).getByText('200.00 USDT').waitFor()
    await screenshot(page, 'invest-4-earn-orders')
    const earns = await api<EarnsAnswer>('/api/earns')
    expect(earns.orders.map((o) => [o.amount, o.status])).toEqual([['200.00', 0]])
  })
})
