// A new user's first session in real Chromium: register, browse home, switch to Thai, log out, then log back in
// from the trade screen's "Buy up" and land back on that screen.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, screenshot } from '../support/e2e/browser'
import { translator } from '../support/e2e/po'

const thai = translator('th')
const thaiScript = /[\u0E00-\u0E7F]/

describe('journey: register, language, logout, login from a guarded action', () => {
  const baseURL = inject('baseURL')
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'tern-e2e-pass'
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
  })
  afterAll(async () => {
    await phone?.close()
  })

  const tabBar = () => phone.page.locator('nav:has(a[href="/"])').last()
  const drawer = () => phone.page.getByRole('dialog')

  async function fillCredentials(): Promise<void> {
    const { page } = phone
    await page.locator('input[type="email"]').fill(email)
    await page.locator('input[type="password"]').fill(password)
    await page.locator('form button[type="submit"]').click()
  }

  it('registers with a fresh email and lands on home', async () => {
    const { page } = phone
    await page.goto('/register')
    await page.locator('input[type="email"]').waitFor()
    await screenshot(page, 'journey-1-register')
    await fillCredentials()
    await page.waitForURL(`${baseURL}/`, { timeout: 15_000 })
    await tabBar().waitFor()
    await screenshot(page, 'journey-2-home')
  })

  it('opens the drawer and switches the language to Thai', async () => {
    const { page } = phone
    await page.getByRole('button', { name: 'Open menu' }).click()
    await drawer().waitFor()
    await screenshot(page, 'journey-3-drawer')
    await drawer().locator('a[href="/language"]').click()
    await page.waitForURL(`${baseURL}/language`)
    await page.locator('button[lang="th"]').click()
    await page.waitForURL(`${baseURL}/`)
    await expect.poll(() => tabBar().textContent(), { timeout: 10_000 }).toMatch(thaiScript)
    await screenshot(page, 'journey-4-home-thai')
  })

  it('logs out from the drawer and lands on /login', async () => {
    const { page } = phone
    await page.getByRole('button', { name: thai('Open menu') }).click()
    await drawer().waitFor()
    await drawer()
      .getByRole('button', { name: thai('Log out') })
      .click()
    await page.waitForURL(`${baseURL}/login`, { timeout: 10_000 })
    await page.locator('input[type="email"]').waitFor()
    await screenshot(page, 'journey-5-login-thai')
  })

  it('taps "Buy up" on /trade/12 as a visitor, logs in, and is back on /trade/12', async () => {
    const { page } = phone
    await page.goto('/trade/12')
    const buyUp = page.getByRole('button', { name: thai('Buy up', 'timed order: bet that the price rises') })
    await expect.poll(() => buyUp.isEnabled(), { timeout: 15_000 }).toBe(true)
    await buyUp.click()
    await page.waitForURL(`${baseURL}/login?next=%2Ftrade%2F12`, { timeout: 10_000 })
    await fillCredentials()
    await page.waitForURL(`${baseURL}/trade/12`, { timeout: 15_000 })
    await buyUp.waitFor()
  })

  it('the drawer shows the user', async () => {
    const { page } = phone
    await page.goto('/')
    await page.getByRole('button', { name: thai('Open menu') }).click()
    await expect.poll(() => drawer().textContent(), { timeout: 10_000 }).toContain(email)
    await screenshot(page, 'journey-6-drawer-user')
  })
})
