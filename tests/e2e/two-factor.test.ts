// Two-factor sign-in in real Chromium at 390x844: enrol on the security screen (the QR code's otpauth URI gives the
// secret an authenticator would read), keep the recovery codes, sign out, then sign in with the password and a code.
// Screenshots of the security screen and the code step in English and Thai.
import { generate } from 'otplib'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

const baseURL = inject('baseURL')
let phone: PhoneBrowser
let page: Page
let account: { email: string; password: string }
let secret = ''

beforeAll(async () => {
  phone = await launchPhone(baseURL)
  page = phone.page
  account = await registerFreshAccount(phone, baseURL, 'twofa')
})
afterAll(() => phone.close())

type Storage = { localStorage: { removeItem(k: string): void; setItem(k: string, v: string): void } }

const logOutLocally = () =>
  page.evaluate(() => (globalThis as unknown as Storage).localStorage.removeItem('tern.token'))
const setLanguage = (lang: string) =>
  page.evaluate((code) => (globalThis as unknown as Storage).localStorage.setItem('tern.lang', code), lang)

/**
 * A code of a time step not used yet: the enrolment spent its step, and the server accepts one step either side of
 * now, so the next step's code is good at once (and stays good for the next minute).
 */
async function freshCode(usedAt: number): Promise<string> {
  const nextStepStart = (Math.floor(usedAt / 30_000) + 1) * 30
  return generate({ secret, epoch: nextStepStart })
}

async function passwordStep(): Promise<void> {
  await page.goto('/login')
  await page.locator('input[type="email"]').fill(account.email)
  await page.locator('input[type="password"]').fill(account.password)
  await page.locator('form button[type="submit"]').click()
  await page.locator('input[autocomplete="one-time-code"]').waitFor({ timeout: 15_000 })
}

describe('two-factor sign-in', () => {
  let enrolledAt = 0

  it('is enrolled on the security screen with a first code, and shows the recovery codes once', async () => {
    await page.goto('/sessions')
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    const uri = (await page.locator('[data-qr]').getAttribute('data-qr', { timeout: 15_000 })) ?? ''
    secret = new URL(uri).searchParams.get('secret') ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    await expect.poll(() => page.getByText(secret, { exact: true }).isVisible()).toBe(true)
    await expect.poll(() => page.locator('[data-qr] svg').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await screenshot(page, 'security-setup-en')
    enrolledAt = Date.now()
    await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }))
    await page.getByRole('button', { name: 'Turn on', exact: true }).click()
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await expect.poll(() => codes.count(), { timeout: 15_000 }).toBe(10)
    await screenshot(page, 'security-codes-en')
    await page.getByRole('button', { name: 'I have saved them' }).click()
    await expect.poll(() => page.getByText('Recovery codes left: 10').isVisible()).toBe(true)
  })

  it('shows the security screen in Thai', async () => {
    await setLanguage('th')
    await page.goto('/sessions')
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th')
    await expect.poll(() => page.getByText('รหัสกู้คืนที่เหลือ: 10').isVisible(), { timeout: 15_000 }).toBe(true)
    await screenshot(page, 'security-th')
  })

  it('asks for the code after the password (Thai)', async () => {
    await logOutLocally()
    await passwordStep()
    await expect.poll(() => page.getByRole('button', { name: 'ยืนยัน' }).isVisible()).toBe(true)
    await screenshot(page, 'login-code-th')
  })

  it('signs out, then signs in with the password and a code', async () => {
    await setLanguage('en')
    await logOutLocally()
    await passwordStep()
    expect(
      await page.evaluate(() =>
        (
          globalThis as unknown as { localStorage: Storage['localStorage'] & { getItem(k: string): string | null } }
        ).localStorage.getItem('tern.token'),
      ),
    ).toBeNull()
    await screenshot(page, 'login-code-en')
    await page.getByLabel('Authentication code').fill(await freshCode(enrolledAt))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(`${baseURL}/`, { timeout: 15_000 })
  })
})
