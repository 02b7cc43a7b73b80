// The review before an order and the size chips in real Chromium at 390x844 against the real server: the 50% chip
// fills the lots half the available margin pays for (the server's rules, fee included), the review shows the
// order and the placed order matches it; "don't ask again" skips the next review and Language and display brings
// it back. A spot market order is reviewed the same way (side, quantity, fee; in English and Thai), and the timed
// order's 50% chip fills the stake half the balance pays for, fee included, which is the stake placed.
// Screenshots in English and Thai (review, asset screen with equity and frozen funds).
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ContractMarket } from '../../contract/contract-trading'
import type { KlineAnswer } from '../../contract/market'
import { formatDecimal, parseDecimal } from '../../contract/rules/decimal'
import { microFee } from '../../contract/rules/micro'
import { maxContractLots, maxMicroStake, shareOf } from '../../contract/rules/sizing'
import { spotFee } from '../../contract/rules/spot'
import type { CoinMarketInfo, CoinOrder, MicroOrdersAnswer } from '../../contract/trading'
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
  async function get<T>(path: string): Promise<T> {
    const response = await fetch(`${baseURL}${path}`, { headers: { UserToken: token } })
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

  it('reviews a spot market order with its side, quantity and fee, in English and Thai, then skips the next', {
    timeout: 120_000,
  }, async () => {
    const { page } = phone
    const coinOrders = async () => (await get<{ orders: CoinOrder[] }>('/api/coin_orders')).orders
    const market = await call<CoinMarketInfo>('/main/coin_lvs', { pid: 12 })
    // 0.001 BTC: the fee is the quantity times the pair's rate, rounded up to 1e-8 BTC, as the server charges it.
    const fee = formatDecimal(spotFee(100_000n, market.c2c_rate), 8)
    const feeShown = async (review: Locator) =>
      Number(((await review.getByTestId('review-fee').textContent()) ?? '').replace(/[^\d.]/g, ''))

    await page.goto('/coin/12')
    await page.getByRole('region', { name: 'Order book' }).waitFor()
    await page.getByLabel('Quantity (BTC)').fill('0.001')
    await page.getByRole('button', { name: 'Buy BTC' }).click()
    const review = page.getByRole('dialog', { name: 'Review BTC/USDT market order' })
    await review.waitFor()
    expect(await review.getByTestId('review-side').textContent()).toBe('Buy')
    expect(await review.getByTestId('review-size').textContent()).toBe('0.001 BTC')
    expect(await feeShown(review)).toBe(Number(fee))
    await review.getByText('You pay').waitFor()
    await screenshot(page, 'order-review-6-spot-en')
    await review.getByRole('button', { name: 'Back' }).click()
    expect(await coinOrders()).toHaveLength(0)

    await setLanguage('th')
    await page.reload()
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th')
    await page.getByLabel('จำนวน (BTC)').fill('0.001')
    await page.getByRole('button', { name: 'ซื้อ BTC' }).click()
    const thai = page.getByRole('dialog', { name: 'ตรวจสอบคำสั่งตลาด BTC/USDT' })
    await thai.waitFor()
    expect(await thai.getByTestId('review-size').textContent()).toBe('0.001 BTC')
    expect(await feeShown(thai)).toBe(Number(fee))
    await screenshot(page, 'order-review-7-spot-th')
    await setLanguage('en')
    await page.reload()
    await page.getByRole('region', { name: 'Order book' }).waitFor()

    await page.getByLabel('Quantity (BTC)').fill('0.001')
    await page.getByRole('button', { name: 'Buy BTC' }).click()
    await review.getByRole('checkbox').check()
    await review.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Order filled').first().waitFor()
    const [bought] = await coinOrders()
    expect(bought).toMatchObject({ buy_or_sell: 0, price_type: 0, amount: '0.001', status: 1 })
    expect(Number(bought?.fee)).toBe(Number(fee))

    // Not asked again for spot: the next market order goes at once.
    await page.getByRole('tab', { name: 'Sell' }).click()
    await page.getByLabel('Quantity (BTC)').fill('0.0005')
    await page.getByRole('button', { name: 'Sell BTC' }).click()
    await expect.poll(async () => (await coinOrders()).length, { timeout: 10_000 }).toBe(2)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.goto('/language')
    expect(await page.getByRole('switch', { name: 'Review spot market orders before sending' }).isChecked()).toBe(false)
  })

  it('fills the timed order stake from the 50% chip by the rule the server applies, in Thai and English, and places it', {
    timeout: 120_000,
  }, async () => {
    const { page } = phone
    /** The timed-order ticket's 50% chip against the rule on the server's balance, fee and 30 s minimum. */
    async function halfChip(buyUp: string, group: string, amountLabel: string): Promise<bigint> {
      await page.goto('/trade/12')
      await page.getByRole('button', { name: buyUp }).click()
      const order = page.getByRole('dialog', { name: `${buyUp} · BTC/USDT` })
      await order.waitFor()
      const { latest } = await get<KlineAnswer>('/main/kline/pid/12/t/1m?limit=1')
      const thirty = latest.micro_contract.findIndex((duration) => duration.time === 30)
      await order.getByRole('radio').nth(thirty).check({ force: true })
      const minimum = usdt(latest.micro_contract[thirty]?.min ?? null)
      const balance = usdt(latest.userinfo?.money ?? null)
      const half = maxMicroStake(shareOf(balance, 50), latest.micro_fee, minimum > 1_000_000n ? minimum : 1_000_000n)
      expect(half).not.toBeNull()
      await order.getByRole('group', { name: group }).getByRole('button', { name: '50%' }).click()
      expect(await order.getByLabel(amountLabel).inputValue()).toBe(formatDecimal(half ?? 0n, 6, 0))
      return half ?? 0n
    }

    // The risk disclosure comes once, before the first ticket.
    await page.goto('/trade/12')
    await page.getByRole('button', { name: 'Buy up' }).click()
    const risk = page.getByRole('dialog', { name: 'Risk disclosure: timed orders' })
    await risk.getByRole('checkbox').check()
    await risk.getByRole('button', { name: 'Accept' }).click()
    await page.getByRole('dialog', { name: 'Buy up · BTC/USDT' }).waitFor()

    await setLanguage('th')
    await halfChip('ซื้อขึ้น', 'สัดส่วนของยอดที่ใช้ได้', 'จำนวนเงิน (USDT)')
    await screenshot(page, 'order-review-9-timed-chips-th')
    await setLanguage('en')

    const half = await halfChip('Buy up', 'Share of the available balance', 'Amount (USDT)')
    const { micro_fee: feePercent } = (await get<KlineAnswer>('/main/kline/pid/12/t/1m?limit=1')).latest
    await screenshot(page, 'order-review-8-timed-chips-en')
    await page.getByRole('button', { name: 'Confirm order' }).click()
    await page.getByRole('dialog', { name: 'Order placed' }).waitFor()
    const placed = (await get<MicroOrdersAnswer>('/api/micro_orders')).orders
    expect(placed).toHaveLength(1)
    expect(usdt(placed[0]?.num ?? null)).toBe(half)
    expect(usdt(placed[0]?.fee ?? null)).toBe(microFee(half, feePercent))
    expect(placed[0]?.seconds).toBe(30)
  })
})
