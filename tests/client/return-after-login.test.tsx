// A visitor sent to log in (by a guarded action or a guarded route) comes back to where they were, through login
// or sign-up; the return path is followed only when it is one of the app's own screens.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, sampleUser } from '../support/client/api-mock'
import { renderApp } from '../support/client/render'
import { microKline, resetTradingState } from './trading/fixtures'

// The trade screen is a lazy chunk: load it once up front rather than inside the first test's wait.
beforeAll(() => import('@/features/micro/TradeScreen'), 30_000)

beforeEach(async () => {
  await resetTradingState()
  const session = () => ok({ token: 'tok-new', expires_at: '2030-01-01T00:00:00Z' })
  vi.stubGlobal(
    'fetch',
    mockApi({
      'POST /main/login': session,
      'POST /main/register': session,
      'GET /main/kline/pid/12/t/15m': () => ok(microKline()),
      'GET /main/kline/pid/12/t/15m/depth/2': () => ok(microKline()),
      'GET /api/userinfo': () => ok(sampleUser),
      'GET /main/banners': () => ok([]),
    }).fetch,
  )
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

async function fillAndSubmit(button: 'Log in' | 'Register') {
  await screen.findByRole('button', { name: button })
  type('Email', 'ada@example.com')
  type('Password', 'secret1')
  fireEvent.click(screen.getByRole('button', { name: button }))
}

async function openTradeAsVisitor() {
  const view = await renderApp({ path: '/trade/12' })
  const buyUp = await screen.findByRole('button', { name: 'Buy up' })
  await waitFor(() => expect((buyUp as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(buyUp)
  await waitFor(() => expect(view.currentPath()).toBe('/login?next=%2Ftrade%2F12'))
  return view
}

// The trade screen renders its chart and polls: on a busy machine its tests need more than the default time.
describe('back to where the visitor was', { timeout: 30_000 }, () => {
  it('returns to /trade/12 after logging in from "Buy up"', async () => {
    const view = await openTradeAsVisitor()
    await fillAndSubmit('Log in')
    await waitFor(() => expect(view.currentPath()).toBe('/trade/12'), { timeout: 3_000 })
    expect(localStorage.getItem('tern.token')).toBe('tok-new')
  })

  it('keeps the way back when the visitor signs up instead', async () => {
    const view = await openTradeAsVisitor()
    fireEvent.click(await screen.findByRole('link', { name: 'Create account' }))
    expect(view.currentPath()).toBe('/register?next=%2Ftrade%2F12')
    const back = await screen.findByRole('link', { name: 'Log in' })
    expect(back.getAttribute('href')).toBe('/login?next=%2Ftrade%2F12')
    await fillAndSubmit('Register')
    await waitFor(() => expect(view.currentPath()).toBe('/trade/12'), { timeout: 3_000 })
  })

  it('returns to a guarded route (the alerts bell) after logging in', async () => {
    const view = await renderApp({ path: '/' })
    fireEvent.click(await screen.findByRole('link', { name: 'Alerts' }))
    await waitFor(() => expect(view.currentPath()).toBe('/login?next=%2Falerts'))
    await fillAndSubmit('Log in')
    await waitFor(() => expect(view.currentPath()).toBe('/alerts'), { timeout: 3_000 })
  })

  it.each([
    ['https%3A%2F%2Fevil.example%2F'],
    ['%2F%2Fevil.example'],
    ['%2F%5Cevil.example'],
    ['%2Fapi%2Fasset'],
    ['%2Fconsole'],
  ])('goes home instead of following next=%s', async (next) => {
    const view = await renderApp({ path: `/login?next=${next}` })
    expect((await screen.findByRole('link', { name: 'Create account' })).getAttribute('href')).toBe('/register')
    await fillAndSubmit('Log in')
    await waitFor(() => expect(view.currentPath()).toBe('/'), { timeout: 3_000 })
  })
})
