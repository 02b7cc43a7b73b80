// The statement in real Chromium at 390x844 against the real server: a fresh account with a closed contract
// position, its balance changes on /statement (from the asset screen), the CSV export whose amounts sum to the
// balances, the share card of the closed position (downloaded: headless Chromium cannot share files), and the
// same screen in Thai.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AssetAnswer } from '../../contract/wallet'
import { userApi } from '../support/e2e/api'
import { blocking, checkAccessibility, describeViolations } from '../support/e2e/axe'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

/** Sets the app's language as the language screen stores it (the page's localStorage). */
async function storeLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((code) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
    localStorage.setItem('tern.lang', code)
  }, language)
}

/** A decimal string as units of 1e-8 (every asset's amounts fit). */
function units(text: string): bigint {
  const negative = text.startsWith('-')
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.')
  const value = BigInt(whole) * 10n ** 8n + BigInt(fraction.padEnd(8, '0'))
  return negative ? -value : value
}

async function downloaded(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()])
  const path = await download.path()
  return { name: download.suggestedFilename(), bytes: await readFile(path) }
}

describe('statement, CSV export and share card', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser
  let token = ''
  /** The contract order opened and closed for this account. */
  let contractOid = 0
  const api = userApi(baseURL, () => token)

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    token = (await registerFreshAccount(phone, baseURL, 'statement')).token
    await api('/api/risk_accept', { body: { kind: 'contract' } })
    const placed = await api<{ oid: number }>('/api/contract_order', {
      body: { pid: 12, type: 0, price_type: 0, price: '', hand: '1', level: 50, stop_win: '', stop_loss: '' },
    })
    contractOid = placed.oid
    await api('/api/contract_sell', { body: { oid: placed.oid } })
  })
  afterAll(async () => {
    await phone?.close()
  })

  it('lists the balance changes from the asset screen and exports a CSV that sums to the balances', {
    timeout: 120_000,
  }, async () => {
    const { page } = phone
    await page.goto('/asset')
    await page.getByTestId('statement-link').click()
    await page.waitForURL(`${baseURL}/statement`)
    const rows = page.locator('li[data-testid^="statement-"]')
    await rows.first().waitFor()
    const texts = await rows.allTextContents()
    for (const label of [
      'Contract position closed',
      'Contract opening fee',
      'Contract margin held',
      'Demo funds credited',
    ]) {
      expect(
        texts.some((text) => text.includes(label)),
        label,
      ).toBe(true)
    }
    // The record a person reads, linked to the contract history; the machine reference is not shown.
    const record = page.getByRole('link', { name: `Contract order #${contractOid}` }).first()
    expect(await record.getAttribute('href')).toBe('/contract_history')
    expect(texts.some((text) => text.includes('contract_order:'))).toBe(false)
    await screenshot(page, 'statement-1-en')
    const violations = blocking(await checkAccessibility(page))
    expect(violations, describeViolations('/statement', violations)).toEqual([])

    await page.getByTestId('export-open').click()
    await page.getByRole('dialog', { name: 'Export CSV' }).waitFor()
    await screenshot(page, 'statement-2-export')
    const csv = await downloaded(page, () => page.getByTestId('export-statement').click())
    expect(csv.name).toMatch(/^tern-statement_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/)
    const text = csv.bytes.toString('utf8')
    expect(
      text.startsWith('\uFEFFTime (UTC),Type,Description,Reason code,Asset,Account part,Amount,Reference,Record\r\n'),
    ).toBe(true)
    const lines = text.replace('\uFEFF', '').trimEnd().split('\r\n').slice(1)
    expect(lines).toHaveLength(texts.length)
    const sums = new Map<string, bigint>()
    for (const line of lines) {
      const cells = line.split(',')
      expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
      sums.set(cells[4] ?? '', (sums.get(cells[4] ?? '') ?? 0n) + units(cells[6] ?? ''))
    }
    expect(lines.some((line) => line.endsWith(`,contract_order:${contractOid},Contract order #${contractOid}`))).toBe(
      true,
    )
    const { info } = await api<AssetAnswer>('/api/asset')
    expect(sums.get('USDT')).toBe(units(info.money) + units(info.money_frozen))
    expect(sums.get('USDT')).toBeGreaterThan(0n)
  })

  it('draws the closed position as a card and, unable to share it, downloads it', { timeout: 60_000 }, async () => {
    const { page } = phone
    await page.goto('/contract_history')
    await page.getByTestId('share-card').first().click()
    const dialog = page.getByRole('dialog', { name: 'Share result' })
    await dialog.getByRole('img').waitFor()
    await screenshot(page, 'statement-3-share-card')
    const card = await downloaded(page, () => dialog.getByRole('button', { name: 'Download' }).click())
    expect(card.name).toMatch(/^tern-BTC-USDT-\d{4}-\d{2}-\d{2}\.png$/)
    expect(card.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
    // 1080 x 1350: the PNG header's width and height.
    expect([card.bytes.readUInt32BE(16), card.bytes.readUInt32BE(20)]).toEqual([1080, 1350])
  })

  it('speaks Thai, in the screen and in the CSV header', { timeout: 60_000 }, async () => {
    const { page } = phone
    await storeLanguage(page, 'th')
    await page.goto('/statement')
    await page.getByRole('heading', { name: 'รายการเดินบัญชี' }).waitFor()
    await page.locator('li[data-testid^="statement-"]').first().waitFor()
    expect(await page.locator('main').textContent()).toContain('ปิดสถานะสัญญาแล้ว')
    await page
      .getByRole('link', { name: `คำสั่งสัญญา #${contractOid}` })
      .first()
      .waitFor()
    await screenshot(page, 'statement-4-th')
    await page.getByTestId('export-open').click()
    const csv = await downloaded(page, () => page.getByTestId('export-statement').click())
    expect(csv.bytes.toString('utf8').split('\r\n')[0]).toBe(
      '\uFEFFเวลา (UTC),ประเภท,รายละเอียด,รหัสเหตุผล,สินทรัพย์,ส่วนของบัญชี,จำนวนเงิน,เลขอ้างอิง,รายการ',
    )
    await page
      .getByRole('link', { name: `คำสั่งสัญญา #${contractOid}` })
      .first()
      .click()
    await page.waitForURL(`${baseURL}/contract_history`)
    await page.getByTestId('share-card').first().click()
    await page.getByRole('dialog').getByRole('img').waitFor()
    await screenshot(page, 'statement-5-share-card-th')
    await storeLanguage(page, 'en')
  })
})
