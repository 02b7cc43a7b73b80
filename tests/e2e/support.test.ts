// Support in real Chromium against the real server, at 390x844: the drawer's Contact support opens the support
// inbox, the user writes, an operator answers through the admin API, and the answer shows (first as unread on
// the drawer item).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

describe('support: drawer -> inbox -> operator answer', () => {
  const baseURL = inject('baseURL')
  const adminToken = inject('adminToken')
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    await registerFreshAccount(phone, baseURL, 'support')
  })
  afterAll(async () => {
    await phone?.close()
  })

  async function admin<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseURL}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await response.json()) as { status: number; msg: string; data: T }
    if (envelope.status !== 1) throw new Error(`${path}: ${envelope.msg}`)
    return envelope.data
  }

  it('sends a message from the drawer and sees the operator’s answer', async () => {
    const { page } = phone
    const text = `Deposit question ${Date.now()}`
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('link', { name: 'Contact support' }).click()
    await page.waitForURL(`${baseURL}/client_iframe`)
    await page.getByRole('link', { name: 'New conversation' }).click()
    await page.getByRole('textbox', { name: 'Message' }).fill(text)
    await page.getByRole('button', { name: 'Send' }).click()
    await page.waitForURL(/\/client_iframe\/\d+$/)
    await page.locator('li[data-author="user"]').getByText(text).waitFor()

    const queue = await admin<{ id: number; subject: string }[]>('/admin/support')
    const thread = queue.find((item) => item.subject === text)
    expect(thread).toBeDefined()
    await admin(`/admin/support/${thread?.id}/answer`, { body: 'Your deposit is credited.' })

    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const item = page.getByRole('link', { name: /Contact support/ })
    await item.getByText('1 unread answer from support').waitFor({ timeout: 15_000 })
    await screenshot(page, 'support-1-drawer')
    await item.click()
    await page.getByRole('link', { name: new RegExp(text) }).click()
    const answer = page.locator('li[data-author="operator"]')
    await answer.getByText('Your deposit is credited.').waitFor()
    expect(await page.locator('li[data-author="user"]').textContent()).toContain(text)
    await screenshot(page, 'support-2-thread')
  })
})
