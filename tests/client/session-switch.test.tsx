// After a user change (a login in this tab or another one), no screen shows the previous user's figures: session
// resources are keyed by the token, so the next user starts empty and a late answer for the previous one is dropped.
import type { AssetAnswer } from '@contract/wallet'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signInAtom } from '@/features/account'
import { assetAtom } from '@/features/asset/atoms'
import { setWatchlistAtom, watchlistAtom } from '@/features/market/atoms'
import { tokenAtom } from '@/shared/lib/session'
import { mockApi, ok, sampleUser } from '../support/client/api-mock'
import { renderApp } from '../support/client/render'
import { assetAnswer } from './wallet/fixtures'

const userB = { ...sampleUser, id: 2001, username: 'bob@example.com', alert_count: 0 }
const assetOf = (total: string): AssetAnswer => ({ ...assetAnswer, info: { ...assetAnswer.info, total_money: total } })
const answers: Record<string, { asset: AssetAnswer; user: typeof sampleUser | typeof userB }> = {
  'tok-a': { asset: assetAnswer, user: sampleUser },
  'tok-b': { asset: assetOf('42'), user: userB },
}

/** Requests held by the test: they answer when released, in any order. */
let held: { token: string; path: string; release: (response: Response) => void }[] = []
let holding = new Set<string>()

beforeEach(() => {
  held = []
  holding = new Set()
  const api = mockApi({
    'GET /main/banners': () => ok([]),
    'POST /api/asset': ({ headers }) => ok(answers[headers.get('UserToken') ?? '']?.asset),
    'GET /api/userinfo': ({ headers }) => ok(answers[headers.get('UserToken') ?? '']?.user),
    'GET /api/focus': ({ headers }) => ok(headers.get('UserToken') === 'tok-a' ? [12] : [13]),
    'POST /api/focus_add': () => ok(null),
  })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const token = request.headers.get('UserToken') ?? ''
    const path = new URL(request.url).pathname
    if (!holding.has(token)) return api.fetch(request)
    return new Promise<Response>((resolve) => {
      held.push({ token, path, release: (response) => resolve(response) })
    })
  })
})

const signInAs = (view: Awaited<ReturnType<typeof renderApp>>, token: string) =>
  act(() => view.store.set(signInAtom, { token, expires_at: '2030-01-01T00:00:00.000Z' }))

function release(token: string, path: string, response: Response) {
  const request = held.find((candidate) => candidate.token === token && candidate.path === path)
  if (!request) throw new Error(`no held ${path} for ${token}`)
  held = held.filter((candidate) => candidate !== request)
  return act(async () => request.release(response))
}

describe('a user change', () => {
  it("never shows the previous user's figures on the asset screen, not even a late answer for them", async () => {
    const view = await renderApp({ path: '/asset', token: 'tok-a' })
    await screen.findByText('12,345.67')
    holding = new Set(['tok-a', 'tok-b'])
    act(() => view.store.set(assetAtom, 'refresh'))
    await vi.waitFor(() => expect(held.some((request) => request.path === '/api/asset')).toBe(true))

    await signInAs(view, 'tok-b')
    expect(screen.queryByText('12,345.67')).toBeNull()
    expect(screen.getByText('Loading…')).toBeTruthy()
    await release('tok-a', '/api/asset', ok(assetOf('99999')))
    expect(screen.queryByText('99,999.00')).toBeNull()
    expect(screen.queryByText('12,345.67')).toBeNull()

    await vi.waitFor(() => expect(held.some((r) => r.token === 'tok-b' && r.path === '/api/asset')).toBe(true))
    await release('tok-b', '/api/asset', ok(assetOf('42')))
    expect(await screen.findByText('42.00')).toBeTruthy()
  })

  it("never shows the previous user's name, id or unread count in the drawer and on the bell", async () => {
    const view = await renderApp({ path: '/', token: 'tok-a' })
    expect(await screen.findByText('3 unread alerts')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await within(drawer).findByText('ada@example.com')

    holding = new Set(['tok-b'])
    await signInAs(view, 'tok-b')
    expect(within(drawer).queryByText('ada@example.com')).toBeNull()
    expect(within(drawer).queryByText('ID: 1042')).toBeNull()
    expect(within(drawer).getByText('…')).toBeTruthy()
    expect(screen.queryByText('3 unread alerts')).toBeNull()

    await vi.waitFor(() => expect(held.some((request) => request.path === '/api/userinfo')).toBe(true))
    await release('tok-b', '/api/userinfo', ok(userB))
    expect(await within(drawer).findByText('bob@example.com')).toBeTruthy()
    expect(within(drawer).getByText('ID: 2001')).toBeTruthy()
  })

  it("never shows the previous user's watchlist, also not one they just saved", async () => {
    const store = createStore()
    store.set(tokenAtom, 'tok-a')
    const stop = store.sub(watchlistAtom, () => {})
    await vi.waitFor(() => expect(store.get(watchlistAtom)).toEqual([12]))
    await store.set(setWatchlistAtom, [12, 40])
    expect(store.get(watchlistAtom)).toEqual([12, 40])
    holding = new Set(['tok-b'])
    store.set(tokenAtom, 'tok-b')
    expect(store.get(watchlistAtom)).toBeUndefined()
    await vi.waitFor(() => expect(held.some((request) => request.path === '/api/focus')).toBe(true))
    await release('tok-b', '/api/focus', ok([13]))
    expect(store.get(watchlistAtom)).toEqual([13])
    stop()
  })
})
