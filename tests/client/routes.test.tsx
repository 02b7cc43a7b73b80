import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { guardFor, isTabBarVisible } from '@/app/routes'
import { mockApi, ok, sampleUser } from '../support/client/api-mock'
import { renderApp } from '../support/client/render'
import { assetAnswer } from './wallet/fixtures'

beforeEach(() => {
  const api = mockApi({
    'GET /main/banners': () => ok([]),
    'GET /api/userinfo': () => ok(sampleUser),
    'POST /api/asset': () =>
      ok({ ...assetAnswer, info: { ...assetAnswer.info, total_money: sampleUser.money, money: '9000' } }),
  })
  vi.stubGlobal('fetch', api.fetch)
})

const tabBar = () => screen.queryByRole('navigation', { name: 'Main' })

describe('tab bar visibility', () => {
  it.each([
    ['/', true],
    ['/market', true],
    ['/trade/12', true],
    ['/contract/12', true],
    ['/asset', true],
    ['/language', true],
    ['/search', false],
    ['/login', false],
    ['/register', false],
    ['/focus_add', false],
    ['/trade/12/contract', false],
  ])('%s -> visible %s', (path, visible) => {
    expect(isTabBarVisible(path)).toBe(visible)
  })

  it.each([
    ['/', true],
    ['/search', false],
    ['/login', false],
    ['/register', false],
    ['/focus_add', false],
    ['/trade/12/contract', false],
    ['/trade/12', true],
  ])('renders on %s: %s', async (path, visible) => {
    await renderApp({ path })
    expect(tabBar() !== null).toBe(visible)
  })

  it('marks the active tab and links the five entries', async () => {
    await renderApp({ path: '/' })
    const links = Array.from(tabBar()?.querySelectorAll('a') ?? [])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/market',
      '/trade/12',
      '/contract/12',
      '/asset',
    ])
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null, null, null])
  })
})

describe('route guards', () => {
  it.each([
    ['/asset', 'auth'],
    ['/recharge', 'auth'],
    ['/recharge/1', 'auth'],
    ['/recharge_history', 'auth'],
    ['/login', 'guest'],
    ['/register', 'guest'],
    ['/', null],
    ['/recharge_list', null],
  ])('%s is guarded as %s', (path, guard) => {
    expect(guardFor(path)).toBe(guard)
  })

  it('sends a visitor from /asset to /login', async () => {
    const view = await renderApp({ path: '/asset' })
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy()
    expect(view.currentPath()).toBe('/login?next=%2Fasset')
  })

  it('sends a visitor from /recharge_history to /login', async () => {
    const view = await renderApp({ path: '/recharge_history' })
    await waitFor(() => expect(view.currentPath()).toBe('/login?next=%2Frecharge_history'))
  })

  it('sends a logged-in user from /login and /register home', async () => {
    const login = await renderApp({ path: '/login', token: 'tok' })
    await waitFor(() => expect(login.currentPath()).toBe('/'))
    login.unmount()
    const register = await renderApp({ path: '/register', token: 'tok' })
    await waitFor(() => expect(register.currentPath()).toBe('/'))
  })

  it('shows the asset summary to a logged-in user', async () => {
    await renderApp({ path: '/asset', token: 'tok' })
    expect(await screen.findByText('10,000.50')).toBeTruthy()
    expect(screen.getAllByText('Demo funds')).toHaveLength(1)
  })

  it('shows a not-found screen with a link home for unknown paths', async () => {
    await renderApp({ path: '/no/such/page' })
    expect(await screen.findByText('This page does not exist or is not available yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
  })
})
