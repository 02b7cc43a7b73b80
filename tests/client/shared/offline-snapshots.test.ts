// The shared offline mechanism: a resource's last answer is saved and paints the next mount while offline, with its
// time in the shell's offline state; a one-shot resource retries after a network failure; a logout forgets the
// user's saved answers.
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from '@/shared/lib/http'
import { offlineStateAtom } from '@/shared/lib/offline'
import { resourceAtom } from '@/shared/lib/resource'
import { tokenAtom } from '@/shared/lib/session'
import { readSaved } from '@/shared/lib/snapshot-store'

const uniqueKey = (name: string) => `${name}-${crypto.randomUUID()}`

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  window.dispatchEvent(new Event('offline'))
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('offline snapshots of resources', () => {
  it('paints the last answer on the next visit while offline, with the time it was fetched', async () => {
    const key = uniqueKey('articles')
    const articles = resourceAtom({ key, scope: 'public', fetch: async () => ['Getting started', 'Fees'] })
    const online = createStore()
    const stopOnline = online.sub(articles, () => {})
    await vi.waitFor(() => expect(online.get(articles).status).toBe('ready'))
    const fetchedAt = online.get(articles).updatedAt
    // A fresh answer is not a saved one.
    expect(online.get(articles).savedAt).toBeUndefined()
    await vi.waitFor(async () => expect((await readSaved('', `${key}||`))?.data).toEqual(['Getting started', 'Fees']))
    stopOnline()

    goOffline()
    const offline = createStore()
    const stop = offline.sub(articles, () => {})
    offline.sub(offlineStateAtom, () => {})
    await vi.waitFor(() => expect(offline.get(articles).data).toEqual(['Getting started', 'Fees']))
    expect(offline.get(articles)).toMatchObject({ status: 'ready', updatedAt: fetchedAt, savedAt: fetchedAt })
    expect(offline.get(offlineStateAtom)).toEqual({ offline: true, asOf: fetchedAt, missing: false })
    stop()
  })

  it('says the screen needs the network when nothing was ever saved', async () => {
    goOffline()
    const fetch = vi.fn(async () => 1)
    const never = resourceAtom({ key: uniqueKey('never'), scope: 'public', fetch })
    const store = createStore()
    const stop = store.sub(never, () => {})
    store.sub(offlineStateAtom, () => {})
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetch).not.toHaveBeenCalled()
    expect(store.get(offlineStateAtom)).toEqual({ offline: true, asOf: null, missing: true })
    stop()
  })

  it('retries a one-shot resource after a network failure, keeping the error on screen meanwhile', async () => {
    vi.useFakeTimers()
    let calls = 0
    const fetch = vi.fn(async () => {
      calls += 1
      if (calls < 3) throw new NetworkError('Failed to fetch')
      return 'help'
    })
    const help = resourceAtom({ key: uniqueKey('help'), scope: 'public', offline: 'own', fetch })
    const store = createStore()
    const stop = store.sub(help, () => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(help).status).toBe('error')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(store.get(help).status).toBe('error')
    await vi.advanceTimersByTimeAsync(4_000)
    expect(store.get(help)).toMatchObject({ status: 'ready', data: 'help' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetch).toHaveBeenCalledTimes(3)
    stop()
  })

  it('keeps the signed-in user answers apart and forgets them on logout', async () => {
    const key = uniqueKey('balance')
    const balance = resourceAtom({ key, scope: 'session', fetch: async () => '125.50' })
    const store = createStore()
    store.set(tokenAtom, 'token-of-ann')
    const stop = store.sub(balance, () => {})
    await vi.waitFor(() => expect(store.get(balance).data).toBe('125.50'))
    await vi.waitFor(async () => expect((await readSaved('token-of-ann', `${key}||`))?.data).toBe('125.50'))
    expect(await readSaved('token-of-bob', `${key}||`)).toBeNull()
    stop()
    store.set(tokenAtom, null)
    await vi.waitFor(async () => expect(await readSaved('token-of-ann', `${key}||`)).toBeNull())
  })

  it('saves nothing of a resource that keeps its own copy', async () => {
    const key = uniqueKey('console')
    const own = resourceAtom({ key, scope: 'public', offline: 'own', fetch: async () => 'operator data' })
    const store = createStore()
    const stop = store.sub(own, () => {})
    await vi.waitFor(() => expect(store.get(own).status).toBe('ready'))
    stop()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await readSaved('', `${key}||`)).toBeNull()
  })
})
