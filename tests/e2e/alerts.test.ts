// The alerts inbox in real Chromium against the real server: an operator approves a deposit, the home bell shows
// one unread notification, /alerts lists it, its detail opens, and the bell goes back to zero. An announcement's
// HTML is shown sanitized: its script never runs and its event handlers are gone.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

const proof =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

describe('alerts: a deposit approval reaches the inbox', () => {
  const baseURL = inject('baseURL')
  const adminToken = inject('adminToken')
  let phone: PhoneBrowser
  let token = ''

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    token = (await registerFreshAccount(phone, baseURL, 'alerts')).token
  })
  afterAll(async () => {
    await phone?.close()
  })

  async function api<T>(path: string, body: unknown, auth: 'user' | 'admin' = 'user'): Promise<T> {
    const headers = new Headers({ 'content-type': 'application/json' })
    if (auth === 'user') headers.set('UserToken', token)
    else headers.set('Authorization', `Bearer ${adminToken}`)
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers, body: text })
    const envelope = (await response.json()) as { status: number; msg: string; data: T }
    if (envelope.status !== 1) throw new Error(`${path}: ${envelope.msg}`)
    return envelope.data
  }
  const bell = () => phone.page.getByRole('link', { name: 'Alerts' })

  it('approve through /admin -> the bell shows 1 -> /alerts -> detail -> the bell shows 0', async () => {
    const { page } = phone
    const { src } = await api<{ src: string }>('/api/stream_upload/type/payimg', proof)
    const deposit = await api<{ id: number }>('/api/recharge', { type: 0, amount: '50', pic: src })
    await api(`/admin/deposits/${deposit.id}/approve`, {}, 'admin')

    await page.goto('/')
    await expect.poll(() => bell().textContent(), { timeout: 10_000 }).toContain('1 unread alert')
    await screenshot(page, 'alerts-1-bell')
    await bell().click()
    await page.waitForURL(`${baseURL}/alerts`)
    const row = page.getByRole('link', { name: /Deposit credited/ })
    await row.waitFor()
    expect(await row.getAttribute('data-unread')).toBe('true')
    expect(await row.textContent()).toContain('Your deposit of 50.00 USDT has been approved')
    await screenshot(page, 'alerts-2-list')
    await row.click()
    await page.waitForURL(/\/alert_detail\/\d+$/)
    await page.getByRole('heading', { name: 'Deposit credited' }).waitFor()
    await screenshot(page, 'alerts-3-detail')
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(`${baseURL}/alerts`)
    await expect.poll(() => row.getAttribute('data-unread'), { timeout: 10_000 }).toBeNull()
    await page.goto('/')
    await page.getByRole('link', { name: 'Alerts' }).waitFor()
    await expect.poll(() => bell().textContent(), { timeout: 10_000 }).toBe('Alerts')
  })

  it('shows an announcement’s HTML sanitized', async () => {
    const { page } = phone
    const content =
      '<p>Trading pauses at <b>02:00 UTC</b>.</p><script>window.hacked = 1</script>' +
      '<img src="/nothing.png" alt="pic" onerror="window.hacked = 2">'
    await api('/admin/announcements', { texts: { en: { title: 'E2E maintenance', content } } }, 'admin')
    await page.goto('/alerts')
    await page.getByRole('link', { name: /E2E maintenance/ }).click()
    await page.getByRole('heading', { name: 'E2E maintenance' }).waitFor()
    expect(await page.locator('article b').textContent()).toBe('02:00 UTC')
    expect(await page.locator('article script').count()).toBe(0)
    expect(await page.locator('article img').getAttribute('onerror')).toBeNull()
    expect(await page.evaluate(() => (globalThis as { hacked?: number }).hacked)).toBeUndefined()
  })
})
