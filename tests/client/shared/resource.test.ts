import { atom, createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLanguage } from '@/shared/i18n'
import { backoffDelay, resourceAtom, resourceFamily } from '@/shared/lib/resource'
import { tokenAtom } from '@/shared/lib/session'

let visibility: DocumentVisibilityState = 'visible'

function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A fetcher whose calls resolve one by one with 1, 2, 3 ... and record their abort signals. */
function countingFetch() {
  const signals: AbortSignal[] = []
  const fetch = vi.fn(async (_param: unknown, signal: AbortSignal) => {
    signals.push(signal)
    return signals.length
  })
  return { fetch, signals }
}

/** A fetcher whose answers the test releases by hand, in any order. */
function heldFetch<T>() {
  const calls: { param: unknown; signal: AbortSignal; resolve: (value: T) => void; reject: (e: unknown) => void }[] = []
  const fetch = vi.fn(
    (param: unknown, signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => calls.push({ param, signal, resolve, reject })),
  )
  return { fetch, calls }
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
})

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState')
})

describe('resource atoms', () => {
  it('fetch on mount and then every pollMs, keeping the latest data', async () => {
    const { fetch } = countingFetch()
    const counter = resourceAtom({ key: 'count', scope: 'public', fetch, pollMs: 1_000 })
    const store = createStore()
    const seen: string[] = []
    const stop = store.sub(counter, () => seen.push(store.get(counter).status))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(counter)).toMatchObject({ status: 'ready', data: 1 })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(store.get(counter).data).toBe(3)
    expect(seen).toEqual(['loading', 'ready', 'ready', 'ready'])
    stop()
  })

  it('fetch once per mount without pollMs, and again on refresh', async () => {
    const { fetch } = countingFetch()
    const once = resourceAtom({ key: 'once', scope: 'public', fetch })
    const store = createStore()
    const stop = store.sub(once, () => {})
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    store.set(once, 'refresh')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(once).data).toBe(2)
    stop()
  })

  it('keep their state in the store: a fresh store is a fresh app', async () => {
    const { fetch } = countingFetch()
    const counter = resourceAtom({ key: 'fresh', scope: 'public', fetch })
    const first = createStore()
    const stop = first.sub(counter, () => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(first.get(counter).data).toBe(1)
    stop()
    const second = createStore()
    expect(second.get(counter)).toMatchObject({ status: 'idle', data: undefined })
  })

  it('pause while hidden and refresh at once when visible again', async () => {
    const { fetch } = countingFetch()
    const counter = resourceAtom({ key: 'hidden', scope: 'public', fetch, pollMs: 1_000 })
    const store = createStore()
    const stop = store.sub(counter, () => {})
    await vi.advanceTimersByTimeAsync(0)
    setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(counter).data).toBe(2)
    stop()
  })

  it('pause while offline and refresh when back online', async () => {
    const { fetch } = countingFetch()
    let online = true
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    const counter = resourceAtom({ key: 'offline', scope: 'public', fetch, pollMs: 1_000 })
    const store = createStore()
    const stop = store.sub(counter, () => {})
    await vi.advanceTimersByTimeAsync(0)
    online = false
    window.dispatchEvent(new Event('offline'))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    online = true
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch).toHaveBeenCalledTimes(2)
    stop()
  })

  it('share one request among readers and abort it when the last one leaves', async () => {
    const { fetch, calls } = heldFetch<string>()
    const shared = resourceAtom({ key: 'shared', scope: 'public', fetch, pollMs: 1_000 })
    const store = createStore()
    const stopA = store.sub(shared, () => {})
    const stopB = store.sub(shared, () => {})
    expect(fetch).toHaveBeenCalledTimes(1)
    stopA()
    expect(calls[0]?.signal.aborted).toBe(false)
    stopB()
    expect(calls[0]?.signal.aborted).toBe(true)
    calls[0]?.resolve('late')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(store.get(shared)).toMatchObject({ status: 'idle', data: undefined })
  })

  it('back off after errors and keep the last good data', async () => {
    let call = 0
    const fetch = vi.fn(async () => {
      call += 1
      if (call === 1) return 'good'
      throw new Error(`failure ${call}`)
    })
    const flaky = resourceAtom({ key: 'flaky', scope: 'public', fetch, pollMs: 1_000 })
    const store = createStore()
    const stop = store.sub(flaky, () => {})
    await vi.advanceTimersByTimeAsync(1_000)
    expect(store.get(flaky)).toMatchObject({ status: 'error', data: 'good' })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(fetch).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(fetch).toHaveBeenCalledTimes(4)
    expect(store.get(flaky).error).toEqual(new Error('failure 4'))
    stop()
  })

  it('poll only while pollWhile holds, keeping the last value, and fetch again on a refresh', async () => {
    const { fetch } = countingFetch()
    const untilTwo = resourceAtom({
      key: 'until-two',
      scope: 'public',
      fetch,
      pollMs: 1_000,
      pollWhile: (value) => (value.data ?? 0) < 2,
    })
    const store = createStore()
    const stop = store.sub(untilTwo, () => {})
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(store.get(untilTwo)).toMatchObject({ status: 'ready', data: 2 })
    store.set(untilTwo, 'refresh')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetch).toHaveBeenCalledTimes(3)
    stop()
  })

  it.each([
    [1_000, 0, 1_000],
    [1_000, 1, 2_000],
    [1_000, 3, 8_000],
    [1_000, 10, 30_000],
  ])('backoffDelay(%i, %i failures) = %i ms', (interval, failures, expected) => {
    expect(backoffDelay(interval, failures, 30_000)).toBe(expected)
  })
})

describe('session resources', () => {
  it('load nothing without a session', async () => {
    const { fetch } = countingFetch()
    const mine = resourceAtom({ key: 'none', scope: 'session', fetch })
    const store = createStore()
    store.set(tokenAtom, null)
    const stop = store.sub(mine, () => {})
    await vi.advanceTimersByTimeAsync(5_000)
    expect(fetch).not.toHaveBeenCalled()
    expect(store.get(mine).status).toBe('idle')
    stop()
  })

  it('are empty at once for the next user, and drop the answer that arrives for the previous one', async () => {
    const { fetch, calls } = heldFetch<string>()
    const balance = resourceAtom({ key: 'balance', scope: 'session', fetch, pollMs: 2_000 })
    const store = createStore()
    store.set(tokenAtom, 'token-a')
    const stop = store.sub(balance, () => {})
    calls[0]?.resolve('A: 9,000 USDT')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(balance).data).toBe('A: 9,000 USDT')

    await vi.advanceTimersByTimeAsync(2_000)
    const stale = calls[1]
    store.set(tokenAtom, 'token-b')
    expect(store.get(balance)).toMatchObject({ status: 'loading', data: undefined })
    expect(stale?.signal.aborted).toBe(true)
    stale?.resolve('A again')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(balance).data).toBeUndefined()

    calls[2]?.reject(new Error('B failed'))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(balance)).toMatchObject({ status: 'error', data: undefined })
    stop()
  })

  it('viewer resources load for visitors and start empty for each session', async () => {
    const { fetch, calls } = heldFetch<string>()
    const detail = resourceAtom({ key: 'detail', scope: 'viewer', fetch })
    const store = createStore()
    store.set(tokenAtom, null)
    const stop = store.sub(detail, () => {})
    calls[0]?.resolve('price, no balance')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(detail).data).toBe('price, no balance')
    store.set(tokenAtom, 'user-a')
    expect(store.get(detail)).toMatchObject({ status: 'loading', data: undefined })
    calls[1]?.resolve('price, balance of A')
    await vi.advanceTimersByTimeAsync(0)
    store.set(tokenAtom, 'user-b')
    expect(store.get(detail).data).toBeUndefined()
    expect(fetch).toHaveBeenCalledTimes(3)
    stop()
  })

  it('are kept under the identity they name (an operator), whatever the user does', async () => {
    const { fetch, calls } = heldFetch<string>()
    const operatorAtom = atom<string | null>('operator-a')
    const queue = resourceAtom({ key: 'queue', scope: 'session', identity: operatorAtom, fetch })
    const store = createStore()
    store.set(tokenAtom, null)
    const stop = store.sub(queue, () => {})
    calls[0]?.resolve('queue of A')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(queue).data).toBe('queue of A')
    store.set(tokenAtom, 'user')
    expect(store.get(queue).data).toBe('queue of A')
    store.set(operatorAtom, 'operator-b')
    expect(store.get(queue)).toMatchObject({ status: 'loading', data: undefined })
    store.set(operatorAtom, null)
    expect(store.get(queue).status).toBe('idle')
    expect(fetch).toHaveBeenCalledTimes(2)
    stop()
  })

  it('public resources survive a login change', async () => {
    const { fetch } = countingFetch()
    const products = resourceAtom({ key: 'products', scope: 'public', fetch })
    const store = createStore()
    const stop = store.sub(products, () => {})
    await vi.advanceTimersByTimeAsync(0)
    store.set(tokenAtom, 'someone')
    expect(store.get(products).data).toBe(1)
    expect(fetch).toHaveBeenCalledTimes(1)
    stop()
  })
})

describe('resource families', () => {
  it('give one atom per parameter while used, and remove entries nothing uses', async () => {
    const { fetch } = countingFetch()
    const byId = resourceFamily({ key: 'by-id', scope: 'public', fetch })
    expect(byId(7)).toBe(byId(7))
    const store = createStore()
    const stops = [1, 2, 3].map((id) => store.sub(byId(id), () => {}))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch.mock.calls.map(([param]) => param)).toEqual([1, 2, 3])
    for (const stop of stops) stop()
    expect(byId.size()).toBe(1)
  })

  it('refetch a language-dependent resource on a language change, showing the old text meanwhile', async () => {
    await activateLanguage('en', { persist: false })
    const { fetch, calls } = heldFetch<string>()
    const article = resourceFamily({ key: 'article', scope: 'public', fetch, refetchOn: ['language'] })
    const store = createStore()
    const stop = store.sub(article(4), () => {})
    calls[0]?.resolve('Hello')
    await vi.advanceTimersByTimeAsync(0)
    await activateLanguage('de', { persist: false })
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(store.get(article(4))).toMatchObject({ status: 'loading', data: 'Hello' })
    calls[1]?.resolve('Hallo')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(article(4))).toMatchObject({ status: 'ready', data: 'Hallo' })
    stop()
    await activateLanguage('en', { persist: false })
  })
})
