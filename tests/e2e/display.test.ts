// Up and down in real Chromium at 390x844: red up for Japanese before the app's first render, shapes on request,
// the chart (translated legend, no tabindex above 0) and the logged-in market tabs in Thai and Japanese, whose
// labels stay on one line (the strip scrolls instead).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, registerFreshAccount, screenshot } from '../support/e2e/browser'
import { translator } from '../support/e2e/po'

/** Records data-up on <html> at the moment the app replaces the static shell in #root (its first render). */
const recordUpAtFirstRender = `new MutationObserver((records, observer) => {
    for (const record of records) {
      if (record.target.id === 'root' && record.removedNodes.length > 0) {
        globalThis.__upAtFirstRender = document.documentElement.dataset.up ?? 'unset'
        observer.disconnect()
      }
    }
  }).observe(document, { childList: true, subtree: true });`

/** The in-page styles API (the node tsconfig has no DOM lib). */
type InPageStyles = {
  getComputedStyle(element: unknown, pseudo?: string): { backgroundColor: string; content: string }
}
const upAttribute = 'document.documentElement.dataset.up'
const tokens = `['--up', '--down', '--error'].map((name) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim())`

describe('up and down, the chart and the tabs in other languages', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    await registerFreshAccount(phone, baseURL, 'display')
    await phone.page.addInitScript({ content: recordUpAtFirstRender })
  })
  afterAll(async () => {
    await phone?.close()
  })

  const useLanguage = (code: string, display?: object) =>
    phone.page.evaluate(
      ([lang, prefs]) => {
        const { localStorage } = globalThis as unknown as {
          localStorage: { setItem(key: string, value: string): void; removeItem(key: string): void }
        }
        localStorage.setItem('tern.lang', lang ?? 'en')
        if (prefs) localStorage.setItem('tern.display', prefs)
        else localStorage.removeItem('tern.display')
      },
      [code, display ? JSON.stringify(display) : undefined],
    )

  it('shows red up in Japanese from the first render, with shapes when asked', async () => {
    const { page } = phone
    const ja = translator('jp')
    await useLanguage('jp', { version: 1, upColor: null, shapes: true })
    await page.goto('/trade/12')
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor()
    expect(await page.evaluate('globalThis.__upAtFirstRender')).toBe('red')
    const up = page.locator('button[data-direction="0"]')
    expect(
      await up.evaluate((button) => (globalThis as unknown as InPageStyles).getComputedStyle(button).backgroundColor),
    ).toBe('rgb(242, 85, 96)')
    expect(
      await up.evaluate(
        (button) => (globalThis as unknown as InPageStyles).getComputedStyle(button, '::before').content,
      ),
    ).toMatch(/▲/)
    const chart = page.getByRole('img', { name: ja('Price chart') })
    await chart.locator('canvas').first().waitFor()
    expect(
      await page
        .locator('[tabindex]')
        .evaluateAll(
          (all) => all.filter((e) => e.getAttribute('tabindex') !== '0' && e.getAttribute('tabindex') !== '-1').length,
        ),
    ).toBe(0)
    await screenshot(page, 'display-1-trade-jp-red-up-shapes', 800)
  })

  it('keeps green up in English, and errors red whatever the colours', async () => {
    const { page } = phone
    await useLanguage('en', { version: 1, upColor: 'red', shapes: false })
    await page.goto('/trade/12')
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor()
    expect(await page.evaluate(upAttribute)).toBe('red')
    expect(await page.evaluate(tokens)).toEqual(['#f25560', '#16c784', '#f25560'])
    await useLanguage('en')
    await page.reload()
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor()
    expect(await page.evaluate(upAttribute)).toBe('green')
  })

  for (const [code, name] of [
    ['th', 'thai'],
    ['jp', 'japanese'],
  ] as const) {
    it(`keeps each logged-in market tab on one line in ${name}`, async () => {
      const { page } = phone
      const tr = translator(code)
      await useLanguage(code)
      await page.goto('/market')
      const tabs = page.getByRole('tablist').first().getByRole('tab')
      // The server's first screen is the signed-out list in the cookie's language (none here yet: English); the
      // app then takes over in the stored language with the account's Watchlist tab first.
      await expect
        .poll(() => tabs.first().textContent(), { timeout: 20_000 })
        .toBe(tr('Watchlist', 'market tab: the user favourite products'))
      const heights = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().height))
      expect(heights.length).toBe(5)
      for (const height of heights) expect(height).toBeLessThan(48)
      await screenshot(page, `display-2-market-${code}`)
      await page.goto('/trade/12')
      await page
        .getByRole('img', { name: tr('Price chart') })
        .locator('canvas')
        .first()
        .waitFor()
      await screenshot(page, `display-3-trade-${code}`, 800)
    })
  }
})
