// The operator console in real Chromium at laptop (1280x800) and phone (390x844) width, against the suite's
// server: an operator (created as `npm run admin -- operator add` does, with its enrolment code) enrols TOTP with that
// code and signs in with codes computed by otplib, approves a deposit with its proof shown, rejects a verification with a reason the user then reads on
// /personal, and changes a timed payout rate that applies to the next order only. Screenshots of every screen.
import { readFileSync } from 'node:fs'
import { generateSync } from 'otplib'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { MicroOrderPlaced } from '../../contract/trading'
import { openDb } from '../../server/db/db'
import { addOperator } from '../../server/features/operators/accounts'
import { issueEnrolCode } from '../../server/features/operators/enrolment'
import { userApi } from '../support/e2e/api'
import { launchDesktop, launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'

const baseURL = inject('baseURL')
const databaseFile = inject('databaseFile')
const proofPng = readFileSync(new URL('../../public/icons/icon-512.png', import.meta.url))
const password = 'console-operator-pass-1'

/** Creates the operator; answers its enrolment code. */
async function createOperator(email: string): Promise<string> {
  const db = openDb(databaseFile)
  try {
    const ctx = { db, clock: () => new Date(), operator: 'cli:e2e', address: '' }
    await addOperator(ctx, email, 'admin', password)
    return (await issueEnrolCode(ctx, email, 15)).code
  } finally {
    await db.destroy()
  }
}

function userCalls(token: string) {
  const call = userApi(baseURL, () => token)
  return <T>(path: string, body: unknown) => call<T>(path, { body })
}

async function signIn(page: Page, email: string, code: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByLabel('Authentication code').fill(code)
}

/**
 * The first sign-in asks for the enrolment code, then enrols the authenticator; then signs out and in again with the
 * next step's code.
 */
async function enrolAndSignIn(page: Page, email: string, enrolCode: string, shot: string): Promise<void> {
  await page.goto('/console/login')
  await signIn(page, email, '')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('status').filter({ hasText: 'enrolment code' }).waitFor()
  await page.getByLabel('Enrolment code').fill(enrolCode)
  await page.getByRole('button', { name: 'Show my authenticator key' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
  await page.getByRole('img', { name: 'QR code of your authenticator key' }).locator('svg').waitFor()
  await screenshot(page, `${shot}-enrol`)
  await page.getByLabel('Authentication code').fill(generateSync({ secret }))
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()
  await page.waitForURL(`${baseURL}/console/queues`)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL(`${baseURL}/console/login`)
  await signIn(page, email, generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(`${baseURL}/console/queues`)
}

const widths = [
  { name: 'desktop', launch: launchDesktop },
  { name: 'phone', launch: launchPhone },
] as const

describe.skipIf(databaseFile === '').each(widths)('operator console at $name width', ({ name, launch }) => {
  let operator: PhoneBrowser
  let user: PhoneBrowser
  let account: { email: string; token: string }
  const operatorEmail = `console-${name}-${Date.now()}@tern.test`
  let enrolCode = ''
  const shot = (screen: string) => `console-${name}-${screen}`

  beforeAll(async () => {
    enrolCode = await createOperator(operatorEmail)
    operator = await launch(baseURL)
    user = await launchPhone(baseURL)
    account = await registerFreshAccount(user, baseURL, `console-${name}`)
  })
  afterAll(async () => {
    await operator?.close()
    await user?.close()
  })

  it('signs in with TOTP and approves a deposit with its proof shown', async () => {
    const api = userCalls(account.token)
    const image = `data:image/png;base64,${proofPng.toString('base64')}`
    const upload = await api<{ src: string }>('/api/stream_upload/type/payimg', { image })
    await api('/api/recharge', { type: 0, amount: '50', pic: upload.src })
    const { page } = operator
    await enrolAndSignIn(page, operatorEmail, enrolCode, shot('login'))
    const card = page.getByRole('article').filter({ hasText: account.email })
    const proof = card.getByRole('img', { name: /^Proof of payment of deposit #\d+$/ })
    await expect
      .poll(() => proof.evaluate((img: { naturalWidth: number }) => img.naturalWidth), { timeout: 15_000 })
      .toBe(512)
    await screenshot(page, shot('queues'))
    await card.getByRole('button', { name: 'Approve' }).click()
    await card.waitFor({ state: 'detached', timeout: 15_000 })
    const asset = await api<{ info: { money: string } }>('/api/asset', {})
    expect(Number(asset.info.money)).toBeGreaterThanOrEqual(50)
  })

  it('rejects a verification with a reason that the user then reads on /personal', async () => {
    const api = userCalls(account.token)
    await api('/api/basic_verify', {
      country: 'Thailand',
      realname: 'Ada Tester',
      idcard_num: 'X123',
      address: 'Bangkok',
    })
    const { page } = operator
    await page.getByRole('tab', { name: /^Verifications/ }).click()
    const card = page.getByRole('article').filter({ hasText: account.email })
    await card.getByText('Ada Tester').waitFor()
    const reason = `The name does not match the ID (${name})`
    await card.getByRole('button', { name: 'Reject' }).click()
    await card.getByText('Give the reason for the rejection: the user will read it').waitFor()
    await card.getByLabel('Reason (shown to the user)').fill(reason)
    await screenshot(page, shot('verification'))
    await card.getByRole('button', { name: 'Reject' }).click()
    await card.waitFor({ state: 'detached', timeout: 15_000 })
    await user.page.goto('/personal')
    await user.page.getByText(reason).waitFor({ timeout: 15_000 })
  })

  it('changes a timed payout rate: the next order gets it, the open one keeps its own', async () => {
    const api = userCalls(account.token)
    await api('/api/risk_accept', { kind: 'micro' })
    const first = await api<MicroOrderPlaced>('/api/micro_order', { pid: 12, t: 120, amount: '50', type: 0 })
    const raised = String(Number(first.rate) + 5)
    const { page } = operator
    await page.getByRole('link', { name: 'Products' }).click()
    const form = page.getByRole('form', { name: '120 seconds' })
    await form.getByLabel('Payout rate %').fill(raised)
    await form.getByLabel('Reason (audit log)').fill(`e2e ${name}`)
    await form.getByRole('button', { name: 'Save' }).click()
    await form.getByText('Saved: new orders get these terms').waitFor()
    await screenshot(page, shot('products'))
    const second = await api<MicroOrderPlaced>('/api/micro_order', { pid: 12, t: 120, amount: '50', type: 0 })
    expect(Number(second.rate)).toBe(Number(raised))
    const orders = await fetch(`${baseURL}/api/micro_orders`, { headers: { UserToken: account.token } })
    const list = ((await orders.json()) as { data: { orders: { oid: number; rate: string }[] } }).data.orders
    expect(Number(list.find((order) => order.oid === first.oid)?.rate)).toBe(Number(first.rate))
    expect(Number(list.find((order) => order.oid === second.oid)?.rate)).toBe(Number(raised))
  })

  it('shows the user, feed, house, support, announcements and audit screens', async () => {
    const { page } = operator
    await page.getByRole('link', { name: 'Users' }).click()
    await page.getByLabel('Id, e-mail or phone').fill(account.email)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('link', { name: new RegExp(account.email) }).click()
    await page.getByRole('heading', { name: new RegExp(account.email) }).waitFor()
    await page.getByRole('heading', { name: 'Balances' }).waitFor()
    await screenshot(page, shot('user'))
    for (const [link, heading] of [
      ['Feed', 'Feed'],
      ['House', 'House'],
      ['Support', 'Support inbox'],
      ['Announcements', 'Announcements'],
      ['Audit log', 'Audit log'],
    ] as const) {
      await page.getByRole('navigation').getByRole('link', { name: link }).click()
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
      await page.waitForLoadState('networkidle')
      await screenshot(page, shot(link.toLowerCase().replace(' ', '-')))
    }
    await page.getByRole('cell', { name: 'verification.basic.reject' }).first().waitFor()
    await expectFitsOrScrollCue(page, 'Audit log entries', name)
  })
})

/**
 * A console table either fits its place (at laptop width the audit log should: long cells wrap) or scrolls in a
 * region that keyboard users can focus and that draws the edge shadows (Screens.module.css, .tableWrap).
 */
async function expectFitsOrScrollCue(page: Page, table: string, width: 'desktop' | 'phone'): Promise<void> {
  const region = page.getByRole('region', { name: table })
  type Scroller = { scrollWidth: number; clientWidth: number; tabIndex: number }
  type Style = { backgroundImage: string; backgroundAttachment: string }
  const seen = await region.evaluate((element: Scroller) => {
    const style = (globalThis as unknown as { getComputedStyle(node: unknown): Style }).getComputedStyle(element)
    return {
      overflows: element.scrollWidth > element.clientWidth,
      focusable: element.tabIndex === 0,
      shadows: (style.backgroundImage.match(/radial-gradient/g) ?? []).length,
      attachment: style.backgroundAttachment,
    }
  })
  expect(seen.focusable).toBe(true)
  if (width === 'desktop') expect(seen.overflows).toBe(false)
  if (seen.overflows) expect(seen).toMatchObject({ shadows: 2, attachment: 'local, local, scroll, scroll' })
  await region.focus()
  await page.keyboard.press('ArrowRight')
  if (seen.overflows)
    await expect.poll(() => region.evaluate((element: { scrollLeft: number }) => element.scrollLeft)).toBeGreaterThan(0)
}
