// The market status on screen (README: Market status and fairness): a product that is not live shows a badge with
// its last tick's time in the list and in the trading screens' headers, and its order buttons are disabled with
// the reason beside them; simulated prices show nothing new; the demo notice names the venues of live prices.
import type { KlineAnswer, MarketStatus } from '@contract/market'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { acceptRisk } from '@/features/micro/risk'
import { HeaderStatusBadge, StatusBadge } from '@/shared/ui/StatusBadge'
import { fail, mockApi, ok, type RecordedRequest, sampleUser } from '../../support/client/api-mock'
import { renderApp } from '../../support/client/render'
import { contractInfo, contractMarket } from '../contract/fixtures'
import { coinMarket, microKline, resetTradingState } from '../trading/fixtures'
import { allProducts, btc, eth } from './fixtures'

/** Today at 09:30:00 local time: shown as a time of day without the date. */
const lastTick = new Date(new Date().setHours(9, 30, 0, 0)).getTime()
const delayedReason = 'Prices for this market are delayed, so orders are paused until they are live again.'
const closedReason = 'This market is closed, so orders are paused until it reopens.'

let requests: RecordedRequest[] = []
let status: MarketStatus = 'delayed'
let placeAnswer: () => Response = () => fail('unused', 'internal')

function kline(): KlineAnswer {
  const answer = microKline()
  return { ...answer, latest: { ...answer.latest, status, t: lastTick, source: 'Binance' } }
}

beforeAll(() => import('@/features/micro/TradeScreen'), 30_000)

beforeEach(async () => {
  await resetTradingState()
  status = 'delayed'
  placeAnswer = () => fail('unused', 'internal')
  const api = mockApi({
    'GET /main/banners': () => ok([]),
    'GET /main/products': () =>
      ok(
        allProducts.map((p) =>
          p.id === btc.id ? { ...p, status, t: lastTick, source: 'Binance' } : { ...p, status: 'simulated' },
        ),
      ),
    'GET /main/kline/pid/12/t/15m': () => ok(kline()),
    'GET /main/kline/pid/12/t/15m/depth/2': () => ok(kline()),
    'GET /api/userinfo': () => ok(sampleUser),
    'POST /api/micro_order': () => placeAnswer(),
    'POST /main/product_lvs': () =>
      ok(contractMarket({ info: contractInfo({ status, t: lastTick, source: 'Binance' }) })),
    'POST /main/coin_lvs': () => ok(coinMarket({ status, t: lastTick, source: 'Binance' })),
    'GET /api/coin_orders': () => ok({ orders: [], latest: { c: '64250.50' } }),
  })
  requests = api.requests
  vi.stubGlobal('fetch', api.fetch)
})

const badge = () => screen.getByTestId('market-status')
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
/** The disabled button names its reason (aria-describedby), and the reason is on screen as text. */
const reasonOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent

describe('the status badge', () => {
  it.each([
    ['delayed', 'Delayed · 9:30 AM', 'Prices delayed, last price at 9:30 AM'],
    ['closed', 'Market closed · 9:30 AM', 'Market closed, last price at 9:30 AM'],
  ] as const)('%s: the label and the time on screen, one sentence for screen readers', async (s, shown, spoken) => {
    await renderApp({ ui: <StatusBadge status={s} t={lastTick} /> })
    const visible = badge().querySelector('[aria-hidden="true"]')
    expect(visible?.textContent?.replace(/\s/g, ' ')).toBe(shown)
    expect(badge().querySelector('time')?.getAttribute('datetime')).toBe(new Date(lastTick).toISOString())
    expect(badge().querySelector('.visually-hidden')?.textContent?.replace(/\s/g, ' ')).toBe(spoken)
  })

  it('says nothing for simulated prices, and "Live" only where asked (headers)', async () => {
    const view = await renderApp({ ui: <StatusBadge status="simulated" t={lastTick} showLive /> })
    expect(screen.queryByTestId('market-status')).toBeNull()
    view.unmount()
    const list = await renderApp({ ui: <StatusBadge status="live" t={lastTick} /> })
    expect(screen.queryByTestId('market-status')).toBeNull()
    list.unmount()
    await renderApp({ ui: <StatusBadge status="live" t={lastTick} showLive /> })
    expect(badge().textContent).toBe('LiveLive prices')
  })

  it('in a header over saved prices (a repeat start before the answer, or offline) never says Live', async () => {
    const saved = await renderApp({ ui: <HeaderStatusBadge status="live" t={lastTick} source="Binance" saved /> })
    expect(badge().querySelector('[aria-hidden="true"]')?.textContent?.replace(/\s/g, ' ')).toBe('Delayed · 9:30 AM')
    saved.unmount()
    await renderApp({ ui: <HeaderStatusBadge status="live" t={lastTick} source="Binance" /> })
    expect(badge().querySelector('[aria-hidden="true"]')?.textContent).toBe('Live · Binance')
  })

  it('is written in the reader’s language, the time formatted for it', async () => {
    await renderApp({ ui: <StatusBadge status="delayed" t={lastTick} />, language: 'th' })
    expect(badge().querySelector('[aria-hidden="true"]')?.textContent?.replace(/\s/g, ' ')).toBe('ล่าช้า · 09:30')
    expect(badge().querySelector('.visually-hidden')?.textContent).toBe('ราคาล่าช้า ราคาล่าสุดเมื่อ 09:30')
  })

  it('names the venue beside the Live mark in the reader’s language', async () => {
    await renderApp({ ui: <StatusBadge status="live" t={lastTick} showLive source="OKX" />, language: 'jp' })
    expect(badge().querySelector('[aria-hidden="true"]')?.textContent).toBe('リアルタイム · OKX')
    expect(badge().querySelector('.visually-hidden')?.textContent).toBe('OKX のリアルタイム価格')
  })
})

describe('/market rows', () => {
  it('mark the product that is not live, and nothing on simulated ones', async () => {
    await renderApp({ path: '/market' })
    await screen.findByText('BTC/USDT')
    const row = (id: number) => document.querySelector(`[data-product-id="${id}"]`) as HTMLElement
    expect(within(row(btc.id)).getByTestId('market-status').textContent).toContain('Delayed')
    expect(within(row(eth.id)).queryByTestId('market-status')).toBeNull()
  })

  it('mark a venue’s live product with its venue, and still nothing on simulated ones', async () => {
    status = 'live'
    await renderApp({ path: '/market' })
    await screen.findByText('BTC/USDT')
    const row = (id: number) => document.querySelector(`[data-product-id="${id}"]`) as HTMLElement
    const live = within(row(btc.id)).getByTestId('market-status')
    expect(live.querySelector('[aria-hidden="true"]')?.textContent).toBe('Live · Binance')
    expect(live.querySelector('.visually-hidden')?.textContent).toBe('Live prices from Binance')
    expect(within(row(eth.id)).queryByTestId('market-status')).toBeNull()
  })
})

describe('/trade/{id}', () => {
  it.each([
    ['delayed', 'Delayed', delayedReason],
    ['closed', 'Market closed', closedReason],
  ] as const)(
    '%s: the header badge in a live region, both order buttons disabled with the reason',
    async (s, label, reason) => {
      status = s
      await renderApp({ path: '/trade/12', token: 'tok' })
      const header = await screen.findByTestId('market-status')
      expect(header.closest('[role="status"]')).not.toBeNull()
      expect(header.textContent).toContain(label)
      for (const name of ['Buy up', 'Buy down']) {
        expect(button(name).disabled).toBe(true)
        expect(reasonOf(button(name))).toBe(reason)
      }
      expect(screen.getByText(reason)).toBeTruthy()
    },
  )

  it('live: a small Live mark with its source, the buttons enabled and no reason', async () => {
    status = 'live'
    await renderApp({ path: '/trade/12', token: 'tok' })
    const live = await screen.findByTestId('market-status')
    expect(live.querySelector('[aria-hidden="true"]')?.textContent).toBe('Live · Binance')
    expect(live.querySelector('.visually-hidden')?.textContent).toBe('Live prices from Binance')
    await waitFor(() => expect(button('Buy up').disabled).toBe(false))
    expect(button('Buy up').getAttribute('aria-describedby')).toBeNull()
    expect(screen.queryByTestId('orders-paused')).toBeNull()
  })

  it('a refusal because the market stopped being live between polls shows the server’s localized message and the reason', async () => {
    status = 'live'
    acceptRisk(sampleUser.id)
    const msg = 'Die Kurse für diesen Markt sind verzögert, daher sind Aufträge pausiert, bis sie wieder live sind.'
    placeAnswer = () => {
      status = 'delayed'
      return fail(msg, 'market_not_live')
    }
    await renderApp({ path: '/trade/12', token: 'tok', language: 'de' })
    const up = await screen.findByRole('button', { name: 'Kaufen (steigend)' })
    await waitFor(() => expect((up as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(up)
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Betrag (USDT)'), { target: { value: '20' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Order bestätigen' }))
    expect(
      await screen.findByText(msg, { selector: '[role="alert"], [role="status"] *, [role="status"]' }),
    ).toBeTruthy()
    // The screen asks again at once: the buttons say why they are off.
    await waitFor(() => expect((up as HTMLButtonElement).disabled).toBe(true))
    expect(reasonOf(up)).toBe(msg)
    expect(requests.filter((request) => request.path === '/api/micro_order')).toHaveLength(1)
  })
})

describe('/contract/{id} and /coin/{id}', () => {
  it('closed contract product: the header badge, the open button disabled with the reason', async () => {
    status = 'closed'
    await renderApp({ path: '/contract/12', token: 'tok' })
    await screen.findByRole('region', { name: 'Order book' }, { timeout: 15_000 })
    expect(badge().textContent).toContain('Market closed')
    const open = button('Open long 100X')
    expect(open.disabled).toBe(true)
    expect(reasonOf(open)).toBe(closedReason)
  })

  it('delayed spot pair: the header badge, buy and sell disabled with the reason', async () => {
    await renderApp({ path: '/coin/12', token: 'tok' })
    await screen.findByRole('region', { name: 'Order book' })
    expect(badge().textContent).toContain('Delayed')
    expect(button('Buy BTC').disabled).toBe(true)
    expect(reasonOf(button('Buy BTC'))).toBe(delayedReason)
    fireEvent.click(screen.getByRole('tab', { name: 'Sell' }))
    expect(button('Sell BTC').disabled).toBe(true)
  })

  it.each([
    ['/contract/12', 'Open long 100X'],
    ['/coin/12', 'Buy BTC'],
  ])('live %s: "Live · Binance" in the header, the order button enabled', async (path, name) => {
    status = 'live'
    await renderApp({ path, token: 'tok' })
    await screen.findByRole('region', { name: 'Order book' }, { timeout: 15_000 })
    const live = badge()
    expect(live.closest('[role="status"]')).not.toBeNull()
    expect(live.querySelector('[aria-hidden="true"]')?.textContent).toBe('Live · Binance')
    expect(live.querySelector('.visually-hidden')?.textContent).toBe('Live prices from Binance')
    await waitFor(() => expect(button(name).disabled).toBe(false))
  })

  it('simulated: nothing new, the buttons enabled', async () => {
    status = 'simulated'
    await renderApp({ path: '/coin/12', token: 'tok' })
    await screen.findByRole('region', { name: 'Order book' })
    expect(screen.queryByTestId('market-status')).toBeNull()
    expect(screen.queryByTestId('orders-paused')).toBeNull()
    expect(button('Buy BTC').disabled).toBe(false)
  })
})

describe('the demo notice on the login screen', () => {
  it('names the venues of live prices when a real feed is on, and says nothing of them with the simulator', async () => {
    let venues: string[] = ['Binance', 'OKX']
    const api = mockApi({
      'GET /main/banners': () => ok([]),
      'GET /main/demo_account': () => ok({ email: 'demo@tern.app', password: 'tern-demo', venues }),
    })
    vi.stubGlobal('fetch', api.fetch)
    const view = await renderApp({ path: '/login' })
    expect((await screen.findByTestId('demo-live-prices')).textContent).toBe(
      'Demo funds, live prices from Binance and OKX',
    )
    view.unmount()
    venues = []
    await resetTradingState()
    await renderApp({ path: '/login' })
    await screen.findByTestId('demo-account-offer')
    expect(screen.queryByTestId('demo-live-prices')).toBeNull()
  })
})
