// The first screen in real Chromium at 390x844: the server sends /, /market, /trade/{id} and /contract/{id} with their
// first screen in the HTML (in the reader's language), the app takes it over without a layout shift, the assets travel compressed, and a
// repeat visit starts offline from the service worker's shell.

import type { Banner, Envelope } from '@contract/api'
import type { KlineAnswer, Product } from '@contract/market'
import { type Browser, type BrowserContextOptions, type CDPSession, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, screenshot, waitForServiceWorker } from '../support/e2e/browser'

/** Sums layout shifts without recent input (CLS over the page's life so far), from an observer set up before load. */
const observeShifts = `globalThis.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      // What moved, for the failure message: the element's start and where it went.
      const moved = entry.sources.map((source) => {
        const node = source.node
        const name = node ? (node.outerHTML ?? node.textContent ?? '').slice(0, 120) : '(gone)'
        return name + ' ' + JSON.stringify(source.previousRect) + ' -> ' + JSON.stringify(source.currentRect)
      })
      globalThis.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved })
    }
  }).observe({ type: 'layout-shift', buffered: true });
  globalThis.__pageErrors = [];
  addEventListener('error', (event) => globalThis.__pageErrors.push(String(event.message)));
  // The server's first banner image and first row, as parsed from its HTML (before any script of the app ran).
  document.addEventListener('DOMContentLoaded', () => {
    globalThis.__served = [document.querySelector('#root img'), document.querySelector('#root a[data-product-id]')];
    globalThis.__servedHeader = [document.querySelector('#root h1'), document.querySelector('#root dl')];
  });`
const sumOfShifts = 'globalThis.__shifts.reduce((sum, shift) => sum + shift.value, 0)'
/**
 * The most layout shift a takeover may add up to: 0 as Lighthouse shows CLS (three decimals). What stays below it is
 * the live prices after the takeover: a right-aligned number one digit wider moves its start by a few pixels
 * (0.0002 on a busy machine, where the first live answer comes after the prices moved). A node the takeover
 * replaced or a row pushed down is checked on its own (servedStillThere) or is worth 0.01 and more.
 */
const NO_SHIFT = 0.0005
const shifts = 'JSON.stringify(globalThis.__shifts, null, 1)'
/** Whether the elements the server sent are still the page's (hydrated, not replaced). */
const servedStillThere = 'globalThis.__served.filter(Boolean).map((element) => element.isConnected)'
/** The same for a product screen's title and price header (its 24 h figures). */
const servedHeaderStillThere = 'globalThis.__servedHeader.map((element) => element?.isConnected ?? false)'
/** The product the trade and contract journeys open (BTC/USDT in the seeded catalog). */
const PID = 12

const phoneWithoutScript: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  javaScriptEnabled: false,
}

async function api<T>(baseURL: string, path: string, lang: string): Promise<T> {
  const response = await fetch(new URL(path, baseURL), { headers: { UserLang: lang } })
  const body = (await response.json()) as Envelope<T>
  if (body.status !== 1) throw new Error(`${path}: ${body.msg}`)
  return body.data
}

describe("the server's HTML of the first screen, read without scripts", () => {
  const baseURL = inject('baseURL')
  let browser: Browser

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    })
  })
  afterAll(async () => {
    await browser?.close()
  })

  const cases = [
    { lang: 'en', headers: { 'Accept-Language': 'en-US,en;q=0.9' }, home: 'Home', market: 'Markets' },
    // Thai before any choice (Accept-Language), and as the stored choice's cookie.
    { lang: 'th', headers: { 'Accept-Language': 'th-TH,th;q=0.9' }, home: 'หน้าแรก', market: 'ตลาด' },
    { lang: 'th', headers: { Cookie: 'tern_lang=th', 'Accept-Language': 'en-US' }, home: 'หน้าแรก', market: 'ตลาด' },
  ] as const

  for (const { lang, headers, home, market } of cases) {
    it(`holds home's banner, recommended coins and top rows, and the market's rows, in ${lang} (${Object.keys(headers).join(', ')})`, async () => {
      const context = await browser.newContext({ ...phoneWithoutScript, baseURL, extraHTTPHeaders: headers })
      try {
        const page = await context.newPage()
        await page.goto('/')
        expect(await page.getAttribute('html', 'lang')).toBe(lang)
        expect(await page.locator('h1').textContent()).toBe(home)
        const banners = await api<Banner[]>(baseURL, '/main/banners', lang)
        const banner = page.locator('#root img[fetchpriority="high"]')
        expect(await banner.getAttribute('alt')).toBe(banners[0]?.alt)
        expect(await banner.getAttribute('src')).toBe(banners[0]?.image)
        expect(await page.locator('#root section[aria-label] a[href^="/contract/"]').count()).toBeGreaterThan(0)
        expect(await page.locator('#root a[data-product-id]').count()).toBe(12)
        // Styled by the page's own stylesheets: the tab bar sits at the bottom of the screen.
        const tabs = await page.locator('nav[data-bottom-bar]').boundingBox()
        expect((tabs?.y ?? 0) + (tabs?.height ?? 0)).toBe(844)
        await screenshot(page, `first-screen-server-home-${lang}`)

        await page.goto('/market')
        expect(await page.locator('h1').first().textContent()).toBe(market)
        const products = await api<Product[]>(baseURL, '/main/products', lang)
        const rows = page.locator('#root a[data-product-id]')
        expect(await rows.count()).toBe(12)
        const firstId = Number(await rows.first().getAttribute('data-product-id'))
        const first = products.find((product) => product.id === firstId)
        expect(first).toBeDefined()
        expect(await rows.first().textContent()).toContain(first?.title)
        await screenshot(page, `first-screen-server-market-${lang}`)
      } finally {
        await context.close()
      }
    })
  }

  const productCases = [
    { lang: 'en', headers: { 'Accept-Language': 'en-US,en;q=0.9' }, high: '24h high', mark: 'Mark price' },
    { lang: 'th', headers: { Cookie: 'tern_lang=th; tern_up=red' }, high: 'สูงสุด 24 ชม.', mark: 'ราคามาร์ก' },
  ] as const

  for (const { lang, headers, high, mark } of productCases) {
    it(`holds the price header of /trade/${PID} and the book of /contract/${PID}, in ${lang}`, async () => {
      const context = await browser.newContext({ ...phoneWithoutScript, baseURL, extraHTTPHeaders: headers })
      try {
        const page = await context.newPage()
        const { latest } = await api<KlineAnswer>(baseURL, `/main/kline/pid/${PID}/t/15m/depth/2`, lang)
        const up = lang === 'th' ? 'red' : 'green'
        for (const path of [`/trade/${PID}`, `/contract/${PID}`]) {
          await page.goto(path)
          expect(await page.getAttribute('html', 'lang')).toBe(lang)
          expect(await page.getAttribute('html', 'data-up')).toBe(up)
          expect(await page.locator('#root h1').textContent()).toBe(latest.title)
          // The last price (with its trend shape), then the 24 h high, low and volume.
          const last = page.locator('#root section [data-trend]').first()
          expect(await last.textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d+$/)
          expect(await page.locator('#root dl dt').first().textContent()).toBe(high)
          expect(await page.locator('#root dl').first().locator('dd').count()).toBe(3)
          await screenshot(page, `first-screen-server-${path.split('/')[1]}-${lang}`)
        }
        // The contract screen's order book: its first rows on both sides around the mark price.
        expect(await page.locator('#root li[data-side="ask"]').count()).toBeGreaterThan(0)
        expect(await page.locator('#root li[data-side="bid"]').count()).toBeGreaterThan(0)
        expect(await page.getByTestId('contract-mark').textContent()).toContain(mark)
      } finally {
        await context.close()
      }
    })
  }

  it("applies the up colour of the reader's cookie", async () => {
    const context = await browser.newContext({
      ...phoneWithoutScript,
      baseURL,
      extraHTTPHeaders: { Cookie: 'tern_up=red' },
    })
    try {
      const page = await context.newPage()
      await page.goto('/market')
      expect(await page.getAttribute('html', 'data-up')).toBe('red')
    } finally {
      await context.close()
    }
  })
})

describe('the first screen', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser

  let cdp: CDPSession
  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    await phone.page.addInitScript({ content: observeShifts })
    // The takeover is a first visit's: the service worker, once it controls the page (installed by the first visit,
    // at a time that depends on the machine's load), answers navigations with its precached shell, not the
    // server's HTML. The last test lets it answer again.
    cdp = await phone.context.newCDPSession(phone.page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setBypassServiceWorker', { bypass: true })
  })
  afterAll(async () => {
    await phone?.close()
  })

  it("takes over the server's / without a layout shift (hydrating it), with compressed scripts", async () => {
    // The market holds still (every later answer repeats the first): what is measured is the takeover, not the top
    // lists re-sorting as prices move (a row moving up by one, seen on a busy machine where the page settles late).
    let firstAnswer: { status: number; headers: Record<string, string>; body: Buffer } | undefined
    await phone.page.route(/\/main\/products(\?|$)/, async (route) => {
      if (!firstAnswer) {
        const response = await route.fetch()
        // The body comes decoded: the answer goes back without its encoding and length.
        const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers()
        firstAnswer = { status: response.status(), headers, body: await response.body() }
      }
      await route.fulfill(firstAnswer)
    })
    await phone.page.goto('/')
    await phone.page.locator('nav a[href="/"]').first().waitFor()
    await phone.page.getByRole('region', { name: 'Recommended' }).waitFor({ timeout: 20_000 })
    await phone.page.locator('a[data-product-id]').first().waitFor({ timeout: 20_000 })
    await phone.page.waitForLoadState('networkidle')
    expect(await phone.page.locator('.shell-tabs').count()).toBe(0)
    expect(await phone.page.evaluate(sumOfShifts), await phone.page.evaluate(shifts)).toBeLessThan(NO_SHIFT)
    expect(await phone.page.evaluate(servedStillThere)).toEqual([true, true])
    expect(await phone.page.evaluate('globalThis.__pageErrors')).toEqual([])
    const scripts = (await phone.page.evaluate(`performance.getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .filter((entry) => entry.decodedBodySize > 4096)
      .map((entry) => ({ encoded: entry.encodedBodySize, decoded: entry.decodedBodySize }))`)) as Array<{
      encoded: number
      decoded: number
    }>
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script.encoded).toBeLessThan(script.decoded / 2)
    await screenshot(phone.page, 'first-screen-home-after-script')
    await phone.page.unroute(/\/main\/products(\?|$)/)
  })

  it("takes over the server's /market without a layout shift (hydrating it)", async () => {
    await phone.page.goto('/market')
    await phone.page.locator('a[data-product-id]').first().waitFor({ timeout: 20_000 })
    await phone.page.waitForLoadState('networkidle')
    expect(await phone.page.evaluate(sumOfShifts), await phone.page.evaluate(shifts)).toBeLessThan(NO_SHIFT)
    // A row's logo and the row itself.
    expect(await phone.page.evaluate(servedStillThere)).toEqual([true, true])
    expect(await phone.page.evaluate('globalThis.__pageErrors')).toEqual([])
  })

  for (const path of [`/trade/${PID}`, `/contract/${PID}`]) {
    it(`takes over the server's ${path} without a layout shift (hydrating its price header)`, async () => {
      await phone.page.goto(path)
      await phone.page.locator('#root dl dd').first().waitFor({ timeout: 20_000 })
      // The chart, which only the browser draws, in the place the server's page kept for it.
      await phone.page.locator('canvas').first().waitFor({ timeout: 20_000 })
      await phone.page.waitForLoadState('networkidle')
      expect(await phone.page.evaluate(sumOfShifts), await phone.page.evaluate(shifts)).toBeLessThan(NO_SHIFT)
      expect(await phone.page.evaluate(servedHeaderStillThere)).toEqual([true, true])
      expect(await phone.page.evaluate('globalThis.__pageErrors')).toEqual([])
    })
  }

  it("paints the static shell of the service worker's index.html before any script runs", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    })
    try {
      const page = await (await browser.newContext({ ...phoneWithoutScript, baseURL })).newPage()
      await page.goto('/index.html')
      const tabs = await page.locator('.shell-tabs').boundingBox()
      expect(tabs).toMatchObject({ x: 0, width: 390, height: 58 })
      expect((tabs?.y ?? 0) + (tabs?.height ?? 0)).toBe(844)
      expect(await page.locator('.shell-tabs svg').count()).toBe(5)
      expect(await page.locator('.shell-header').boundingBox()).toMatchObject({ y: 0, width: 390 })
      await screenshot(page, 'first-screen-shell-without-script')
    } finally {
      await browser.close()
    }
  })

  it('starts a repeat visit offline from the service worker, with the market rows from the snapshot', async () => {
    await cdp.send('Network.setBypassServiceWorker', { bypass: false })
    await phone.page.reload()
    await waitForServiceWorker(phone.page)
    // The market list is written to IndexedDB on its first answer of the visit (above).
    await phone.context.setOffline(true)
    try {
      const response = await phone.page.goto('/market')
      expect(response?.fromServiceWorker()).toBe(true)
      await phone.page.locator('a[data-product-id]').first().waitFor({ timeout: 15_000 })
      expect(await phone.page.locator('a[data-product-id]').count()).toBeGreaterThan(3)
      await screenshot(phone.page, 'first-screen-offline-market')
    } finally {
      await phone.context.setOffline(false)
    }
  })
})
