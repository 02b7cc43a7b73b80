// The main screens rendered in Thai: no message may be missing from the Thai catalog (Lingui's `missing` event),
// and no text, label or placeholder on screen may be an English source message that Thai translates differently
// (a string that bypassed the catalog, or a catalog entry left in English).
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/shared/i18n'
import englishPo from '../../../locale/en/messages.po?raw'
import thaiPo from '../../../locale/th/messages.po?raw'
import { mockApi, ok, sampleUser } from '../../support/client/api-mock'
import { fakeCharts } from '../../support/client/fake-chart'
import { parseCatalog } from '../../support/client/po'
import { renderApp } from '../../support/client/render'
import { allProducts, btc, candles, doge, eth, gold, klineAnswer, resetMarketState } from '../market/fixtures'
import { assetAnswer } from '../wallet/fixtures'

const thai = parseCatalog(thaiPo)
/** English source texts (no placeholders) that Thai translates differently or not at all: none may show in Thai. */
const englishOnly = new Set(
  [...parseCatalog(englishPo)]
    .filter(([key, text]) => !/[{<]/.test(text) && thai.get(key) !== text)
    .map(([, text]) => text),
)

let misses: string[] = []
let stopListening = () => {}

beforeEach(async () => {
  await resetMarketState()
  fakeCharts.length = 0
  misses = []
  stopListening = i18n.on('missing', ({ id }) => misses.push(id))
  const history = candles(60, Date.UTC(2024, 0, 1), 15 * 60_000)
  const list = allProducts.map(({ id, title, name, logo, category, precision }) => ({
    id,
    title,
    name,
    logo,
    category,
    precision,
  }))
  const api = mockApi({
    'GET /main/banners': () => ok([]),
    'GET /main/product_list': () => ok(list),
    'GET /main/products': () => ok(allProducts),
    'GET /main/recommand_coin': () =>
      ok({ recommand: [btc, eth], tops: { gainers: [btc, doge, eth], volume: [eth, btc] } }),
    'GET /api/focus': () => ok([gold.id]),
    'GET /api/userinfo': () => ok(sampleUser),
    'POST /api/asset': () => ok(assetAnswer),
    'GET /main/kline/pid/12/t/15m': () => ok(klineAnswer(history)),
    'GET /main/kline/pid/12/t/15m/depth/2': () => ok(klineAnswer(history.slice(-2))),
  })
  vi.stubGlobal('fetch', api.fetch)
})

afterEach(() => stopListening())

/** Every English-only source text found in the document's text, labels, placeholders and titles. */
function englishOnScreen(): string[] {
  const found = new Set<string>()
  const check = (text: string | null | undefined) => {
    const value = text?.trim()
    if (value && englishOnly.has(value)) found.add(value)
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) check(node.textContent)
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) check(element.getAttribute(name))
    check(element.textContent)
  }
  return [...found].sort()
}

async function expectThai(ready: () => Promise<unknown>) {
  await ready()
  await waitFor(() => expect(document.documentElement.lang).toBe('th'))
  expect(misses).toEqual([])
  expect(englishOnScreen()).toEqual([])
}

/** Lazy screens load their chunks on first use: on a busy machine that takes longer than the finders' 1 s. */
const loaded = { timeout: 10_000 }

const tr = (source: string, context?: string) => {
  const text = thai.get(context ? `${context}\u0004${source}` : source)
  if (!text) throw new Error(`no Thai for "${source}"`)
  return text
}

describe('the main screens in Thai', () => {
  it('home', async () => {
    await renderApp({ path: '/', language: 'th' })
    await expectThai(() => screen.findAllByText('BTC/USDT', {}, loaded))
  })

  it('home with the side drawer open', async () => {
    await renderApp({ path: '/', language: 'th', token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: tr('Open menu') }, loaded))
    await expectThai(() => screen.findByRole('link', { name: tr('Language and display') }, loaded))
  })

  it('market, logged in (the watchlist tab too)', async () => {
    await renderApp({ path: '/market', language: 'th', token: 'tok' })
    await expectThai(() =>
      screen.findByRole('tab', { name: tr('Watchlist', 'market tab: the user favourite products') }, loaded),
    )
  })

  it('trade, with the chart legend in Thai', async () => {
    await renderApp({ path: '/trade/12', language: 'th' })
    await expectThai(() => screen.findByRole('heading', { name: 'BTC/USDT' }, loaded))
    await waitFor(() => expect(fakeCharts.at(-1)?.setStyles).toHaveBeenCalled())
    const styles = fakeCharts.at(-1)?.setStyles.mock.lastCall?.[0]
    const titles = styles.candle.tooltip.legend.template.map((legend: { title: string }) => legend.title)
    expect(titles).toEqual(
      ['Time', 'Open', 'High', 'Low', 'Close', 'Volume'].map((word) => `${tr(word, 'chart legend')}: `),
    )
  })

  it('asset', async () => {
    await renderApp({ path: '/asset', language: 'th', token: 'tok' })
    await expectThai(() => screen.findByText('12,345.67', {}, loaded))
  })

  it('login and register', async () => {
    await renderApp({ path: '/login', language: 'th' })
    await expectThai(() => screen.findByRole('button', { name: tr('Log in') }, loaded))
    await renderApp({ path: '/register', language: 'th' })
    await expectThai(() => screen.findAllByRole('button', { name: tr('Register') }, loaded))
  })

  it('language and display', async () => {
    await renderApp({ path: '/language', language: 'th' })
    await expectThai(() => screen.findByRole('switch', { name: new RegExp(tr('Shapes beside colours')) }, loaded))
  })
})
