import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { atomWithPoller, backoffDelay, definePoller, type Resource } from '@/shared/lib/poller'

let visibility: DocumentVisibilityState = 'visible'
let keySeq = 0
const nextKey = () => `test-${++keySeq}`

function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A fetcher whose calls resolve one by one with 1, 2, 3 ... and record their abort signals. */
function countingFetch() {
  const signals: AbortSignal[] = []
  const fetch = vi.fn(async (signal: AbortSignal) => {
    signals.push(signal)
    return signals.length
  })
  return { fetch, signals }
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
})

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState')
})

describe('poller', () => {
  it('fetches on subscribe and then every interval, keeping the latest data', async () => {
    const { fetch } = countingFetch()
    const poller = definePoller({ key: nextKey(), fetch, interval: 1_000 })
    const seen: Resource<number>[] = []
    const stop = poller.subscribe((resource) => seen.push(resource))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(poller.getSnapshot()).toMatchObject({ status: 'success', data: 1 })
    await vi.advanceTimersByTimeAsync(1_000)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(poller.getSnapshot().data).toBe(3)
    expect(seen.map((resource) => resource.status)).toEqual(['idle', 'loading', 'success', 'success', 'success'])
    stop()
  })

  it('pauses while hidden and refreshes at once when visible again', async () => {
    const { fetch } = countingFetch()
    const poller = definePoller({ key: nextKey(), fetch, interval: 1_000 })
    const stop = poller.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(poller.getSnapshot().data).toBe(2)
    stop()
  })

  it('pauses while offline and refreshes when back online', async () => {
    const { fetch } = countingFetch()
    let online = true
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    const poller = definePoller({ key: nextKey(), fetch, interval: 1_000 })
    const stop = poller.subscribe(() => {})
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

  it('shares one in-flight request between two subscribers of the same key', async () => {
    let release: (value: string) => void = () => {}
    const fetch = vi.fn(() => new Promise<string>((resolve) => (release = resolve)))
    const key = nextKey()
    const first = definePoller({ key, fetch, interval: 1_000 })
    const second = definePoller({ key, fetch: vi.fn(async () => 'other'), interval: 5_000 })
    expect(second).toBe(first)
    const a: Resource<string>[] = []
    const b: Resource<string>[] = []
    const stopA = first.subscribe((resource) => a.push(resource))
    const stopB = second.subscribe((resource) => b.push(resource))
    void first.refresh()
    expect(fetch).toHaveBeenCalledTimes(1)
    release('shared')
    await vi.advanceTimersByTimeAsync(0)
    expect(a.at(-1)?.data).toBe('shared')
    expect(b.at(-1)?.data).toBe('shared')
    stopA()
    stopB()
  })

  it('stops and aborts the request in flight when the last subscriber leaves', async () => {
    const signals: AbortSignal[] = []
    const fetch = vi.fn((signal: AbortSignal) => {
      signals.push(signal)
      return new Promise<number>(() => {})
    })
    const poller = definePoller({ key: nextKey(), fetch, interval: 1_000 })
    const stopA = poller.subscribe(() => {})
    const stopB = poller.subscribe(() => {})
    stopA()
    expect(signals[0]?.aborted).toBe(false)
    stopB()
    expect(signals[0]?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(poller.getSnapshot().status).toBe('idle')
  })

  it('backs off after errors and keeps the last good data', async () => {
    let call = 0
    const fetch = vi.fn(async () => {
      call += 1
      if (call === 1) return 'good'
      throw new Error(`failure ${call}`)
    })
    const poller = definePoller({ key: nextKey(), fetch, interval: 1_000, maxBackoff: 8_000 })
    const stop = poller.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(poller.getSnapshot()).toMatchObject({ status: 'error', data: 'good' })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(fetch).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(fetch).toHaveBeenCalledTimes(4)
    expect(poller.getSnapshot().error).toEqual(new Error('failure 4'))
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

  it('runs from a jotai atom: mounting subscribes, unmounting stops', async () => {
    const { fetch, signals } = countingFetch()
    const poller = definePoller({ key: nextKey(), fetch, interval: 2_000 })
    const resourceAtom = atomWithPoller(poller)
    const store = createStore()
    const unmount = store.sub(resourceAtom, () => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get(resourceAtom)).toMatchObject({ status: 'success', data: 1 })
    unmount()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(signals).toHaveLength(1)
  })
})
