import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '@/shared/lib/http'
import { moneyActionAtom } from '@/shared/lib/money-action'
import { tokenAtom } from '@/shared/lib/session'

interface Order {
  amount: string
}

function held() {
  const calls: { request: Order; key: string; resolve: (v: string) => void; reject: (e: unknown) => void }[] = []
  const run = vi.fn(
    (request: Order, key: string) =>
      new Promise<string>((resolve, reject) => calls.push({ request, key, resolve, reject })),
  )
  return { run, calls }
}

describe('money actions', () => {
  it('are busy while in flight and drop a second submit', async () => {
    const { run, calls } = held()
    const place = moneyActionAtom({ run })
    const store = createStore()
    const first = store.set(place, { amount: '10' })
    expect(store.get(place)).toBe(true)
    expect(await store.set(place, { amount: '10' })).toBeNull()
    expect(run).toHaveBeenCalledTimes(1)
    calls[0]?.resolve('placed')
    expect(await first).toBe('placed')
    expect(store.get(place)).toBe(false)
  })

  it('reuse the key to retry the same request after a network failure, and only then', async () => {
    const { run, calls } = held()
    const onSuccess = vi.fn()
    const place = moneyActionAtom({ run, onSuccess })
    const store = createStore()
    store.set(tokenAtom, 'user-a')

    const attempt = store.set(place, { amount: '10' })
    calls[0]?.reject(new NetworkError('offline'))
    expect(await attempt).toBeNull()
    const retry = store.set(place, { amount: '10' })
    calls[1]?.resolve('placed once')
    expect(await retry).toBe('placed once')
    expect(calls[1]?.key).toBe(calls[0]?.key)
    expect(onSuccess).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), 'placed once', { amount: '10' })

    const next = store.set(place, { amount: '10' })
    calls[2]?.resolve('second order')
    await next
    expect(calls[2]?.key).not.toBe(calls[0]?.key)
  })

  it('start a new key after a refusal, a changed request or another session', async () => {
    const { run, calls } = held()
    const place = moneyActionAtom({ run })
    const store = createStore()
    store.set(tokenAtom, 'user-a')
    const settle = async (index: number, error: unknown) => {
      calls[index]?.reject(error)
      await Promise.resolve()
    }
    let attempt = store.set(place, { amount: '10' })
    await settle(0, new ApiError('Insufficient balance', 'insufficient_balance'))
    await attempt
    attempt = store.set(place, { amount: '10' })
    await settle(1, new NetworkError('offline'))
    await attempt
    attempt = store.set(place, { amount: '11' })
    await settle(2, new NetworkError('offline'))
    await attempt
    store.set(tokenAtom, 'user-b')
    attempt = store.set(place, { amount: '11' })
    await settle(3, new NetworkError('offline'))
    await attempt
    const keys = calls.map((call) => call.key)
    expect(new Set(keys).size).toBe(4)
  })
})
