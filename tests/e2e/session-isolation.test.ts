// The bug report "B saw A's figures", in real Chromium: user A changes its figures (an exchange, a spot order, a
// timed order, a withdrawal) and opens the four screens that show them; A logs out from the drawer and B logs in
// on the same tab, and every move is in-app (no reload), so whatever the app kept in memory is still there.
// B's first answers are held: meanwhile no figure of A may show. Then they fail: each screen shows the error and
// still nothing of A. (Before the data layer, module-level pollers kept A's answers and showed them to B.)
import type { BrowserContext, Request, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { CoinOrder, MicroOrderPlaced } from '../../contract/trading'
import type { WithdrawRecord } from '../../contract/wallet'
import { launchPhone, type PhoneBrowser, registerFreshAccount } from '../support/e2e/browser'
import { usernameOf, withdrawalCode } from '../support/e2e/withdraw-code'

type GateMode = 'pass' | 'hold' | 'fail'

/** Holds or fails the answers of gated requests, path by path, until the test says otherwise. */
function answerGate(isGated: (request: Request) => boolean) {
  const modes = new Map<string, GateMode>()
  const held = new Map<string, Route[]>()
  const heldCount = new Map<string, number>()
  // The page may have aborted a held request meanwhile (its screen unmounted): settling it then throws.
  const settle = (action: Promise<void>) => action.catch(() => undefined)

  async function handle(route: Route): Promise<void> {
    const path = new URL(route.request().url()).pathname
    const mode = isGated(route.request()) ? (modes.get(path) ?? 'pass') : 'pass'
    if (mode === 'pass') return settle(route.continue())
    if (mode === 'fail') return settle(route.abort('failed'))
    held.set(path, [...(held.get(path) ?? []), route])
    heldCount.set(path, (heldCount.get(path) ?? 0) + 1)
  }

  async function set(path: string, mode: GateMode): Promise<void> {
    modes.set(path, mode)
    if (mode === 'hold') return
    const waiting = held.get(path) ?? []
    held.set(path, [])
    await Promise.all(waiting.map((route) => settle(mode === 'fail' ? route.abort('failed') : route.continue())))
  }

  return {
    install: (context: BrowserContext, paths: readonly string[]) =>
      context.route((url) => paths.includes(url.pathname), handle),
    hold: async (paths: readonly string[]) => {
      for (const path of paths) await set(path, 'hold')
    },
    fail: (paths: readonly string[]) => Promise.all(paths.map((path) => set(path, 'fail'))),
    pass: (paths: readonly string[]) => Promise.all(paths.map((path) => set(path, 'pass'))),
    /** Waits until a request to each path has been held (the screen has asked). */
    waitHeld: async (paths: readonly string[]) => {
      for (const path of paths)
        await expect.poll(() => heldCount.get(path) ?? 0, { timeout: 15_000 }).toBeGreaterThan(0)
    },
  }
}

const screens = {
  asset: { path: '/asset', title: 'Assets', calls: ['/api/asset'] },
  coin: { path: '/coin/12', title: 'BTC/USDT', calls: ['/main/coin_lvs', '/api/coin_orders'] },
  tradeHistory: { path: '/trade_history', title: 'Timed orders', calls: ['/api/micro_orders'] },
  withdrawHistory: { path: '/withdraw_history', title: 'Withdrawal history', calls: ['/api/withdraw_history'] },
} as const
type ScreenName = keyof typeof screens
const gatedPaths = Object.values(screens).flatMap((screen) => screen.calls)
const networkError = 'Network error. Retrying…'

describe('session isolation: nothing of one user is shown to the next on the same tab', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser
  let tokenA = ''
  const userB = { email: `isolation-b-${Date.now()}@example.com`, password: 'tern-isolation-b-pass' }
  /** Texts only A's screens show (balances, prices, ids), collected from A's own screens. */
  const figuresOfA = new Set<string>()
  /** Rows only A has, per screen (B places no orders). */
  const rowsOfA: Record<ScreenName, string | null> = {
    asset: null,
    coin: null,
    tradeHistory: null,
    withdrawHistory: null,
  }
  let withdrawalOfA = ''
  let spotRow = ''
  let microRow = ''
  const gate = answerGate((request) => {
    const token = request.headers().usertoken
    return token !== undefined && token !== '' && token !== tokenA
  })

  async function api<T>(path: string, body: unknown, token = tokenA): Promise<T> {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { UserToken: token } : {}) },
    })
    const envelope = (await response.json()) as { status: number; msg: string; data: T }
    if (envelope.status !== 1) throw new Error(`${path}: ${envelope.msg}`)
    return envelope.data
  }

  /** An in-app move, as a link would do it: the router follows history.pushState, nothing reloads. */
  async function go(path: string): Promise<void> {
    const { page } = phone
    await page.evaluate((target) => {
      const { history } = globalThis as unknown as {
        history: { pushState(data: null, unused: string, url: string): void }
      }
      history.pushState(null, '', target)
    }, path)
    await page.waitForURL(`${baseURL}${path}`)
  }

  async function open(name: ScreenName): Promise<void> {
    await go(screens[name].path)
    await phone.page.getByRole('heading', { level: 1, name: screens[name].title }).waitFor()
  }

  /** Nothing of A on screen: none of its figures, none of its rows. */
  async function expectNothingOfA(name: ScreenName): Promise<void> {
    const { page } = phone
    const text = await page.locator('body').innerText()
    for (const figure of figuresOfA) expect(text, `${name} shows A's ${figure}`).not.toContain(figure)
    const row = rowsOfA[name]
    if (row) expect(await page.locator(row).count(), `${name} shows A's row ${row}`).toBe(0)
  }

  /** B opens a screen: held answers show nothing of A; failed answers show the error and still nothing of A. */
  async function checkScreenForB(name: ScreenName, polled: boolean): Promise<void> {
    const { page } = phone
    const { calls } = screens[name]
    try {
      await open(name)
      await gate.waitHeld(calls)
      await expectNothingOfA(name)
      await gate.fail(calls)
      await page.getByText(networkError).first().waitFor({ timeout: 10_000 })
      await expectNothingOfA(name)
      await gate.pass(calls)
      if (polled) {
        // The next poll brings B's own answer: the error goes, and A's figures still do not come back.
        await page.getByText(networkError).first().waitFor({ state: 'detached', timeout: 20_000 })
        await expectNothingOfA(name)
      }
    } finally {
      await gate.pass(calls)
    }
  }

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    tokenA = (await registerFreshAccount(phone, baseURL, 'isolation-a')).token
    await api('/main/register', { name: userB.email, pwd: userB.password }, '')
    await gate.install(phone.context, gatedPaths)

    await api('/api/exchange_result2', { from: 'USDT', to: 'BTC', amount: '1000', type: 0, do: 1 })
    const spot = await api<CoinOrder>('/api/coin_buy', {
      pid: 12,
      type: 0,
      price_type: 1,
      price: '12345.67',
      amount: '0.01',
    })
    await api('/api/risk_accept', { kind: 'micro' })
    const micro = await api<MicroOrderPlaced>('/api/micro_order', { pid: 12, t: 30, amount: '13.7', type: 0 })
    const address = 'TIsolationE2eAddress000000000001'
    await api('/api/addbank', { type: 1, currency: 'USDT-TRC20', address })
    const request = await api<{ request_id: number }>('/api/withdraw', {
      tabType: 1,
      amount: '37.21',
      network: 'trc20',
      coin_address: address,
    })
    const code = await withdrawalCode(inject('outboxFile'), await usernameOf(baseURL, tokenA))
    const withdrawal = await api<WithdrawRecord>('/api/withdraw_confirm', { id: request.request_id, code })
    spotRow = `li[data-oid="${spot.oid}"]`
    microRow = `li[data-oid="${micro.oid}"]`
    rowsOfA.coin = spotRow
    rowsOfA.tradeHistory = microRow
    figuresOfA.add('12,345.67')
    withdrawalOfA = withdrawal.order_id
    figuresOfA.add(withdrawalOfA)
  }, 120_000)

  afterAll(async () => {
    await phone?.close()
  })

  it('A sees its own figures on /asset, /coin/12, /trade_history and /withdraw_history', async () => {
    const { page } = phone
    await open('asset')
    const btcAvailable = page.locator('li[data-asset="BTC"] dd').first()
    await expect.poll(() => btcAvailable.innerText(), { timeout: 15_000 }).toMatch(/[1-9]/)
    figuresOfA.add(await btcAvailable.innerText())
    figuresOfA.add(await page.locator('li[data-asset="USDT"] dd').first().innerText())

    await open('coin')
    await page.locator(spotRow).waitFor({ timeout: 15_000 })
    await expect.poll(() => page.getByTestId('spot-available').innerText()).toMatch(/USDT/)
    figuresOfA.add(await page.getByTestId('spot-available').innerText())

    await open('tradeHistory')
    await page.locator(microRow).waitFor({ timeout: 15_000 })

    await open('withdrawHistory')
    await page.getByText(withdrawalOfA).waitFor({ timeout: 15_000 })
    expect(await page.locator('body').innerText()).toContain('37.21')
  })

  it('A logs out from the drawer and B logs in on the same tab, its answers held', async () => {
    const { page } = phone
    await gate.hold(gatedPaths)
    await go('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL(`${baseURL}/login`, { timeout: 10_000 })
    await page.locator('input[type="email"]').fill(userB.email)
    await page.locator('input[type="password"]').fill(userB.password)
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL(`${baseURL}/`, { timeout: 15_000 })
  })

  it("/coin/12 shows neither A's balances nor A's orders to B, held or failed", async () => {
    await checkScreenForB('coin', true)
  })

  it("/withdraw_history shows none of A's withdrawals to B, held or failed", async () => {
    await checkScreenForB('withdrawHistory', false)
  })

  it("/asset shows none of A's balances to B, held or failed", async () => {
    await checkScreenForB('asset', true)
  })

  it("/trade_history shows none of A's timed orders to B, held or failed", async () => {
    await checkScreenForB('tradeHistory', true)
  })
})
