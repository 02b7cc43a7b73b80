// The one action helper: busy while in flight, a second call dropped, the result or null, and a failure reported to
// the shell once (by the HTTP client), never thrown at the screen.
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { actionAtom } from '@/shared/lib/action'
import { ApiError, createHttp, type HttpErrorEvent, onHttpError } from '@/shared/lib/http'
import { fail, mockApi, ok } from '../../support/client/api-mock'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('action atoms', () => {
  it('are busy while in flight, drop a second call and resolve to the result', async () => {
    let finish: (value: string) => void = () => {}
    const run = vi.fn((_name: string) => new Promise<string>((resolve) => (finish = resolve)))
    const onSuccess = vi.fn()
    const rename = actionAtom({ run, onSuccess })
    const store = createStore()
    const first = store.set(rename, 'Ada')
    expect(store.get(rename)).toBe(true)
    expect(await store.set(rename, 'Ada')).toBeNull()
    expect(run).toHaveBeenCalledTimes(1)
    finish('renamed')
    expect(await first).toBe('renamed')
    expect(store.get(rename)).toBe(false)
    expect(onSuccess).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), 'renamed', 'Ada')
  })

  it('report a failure once (the HTTP client to the shell) and resolve to null', async () => {
    const events: HttpErrorEvent[] = []
    stops.push(onHttpError((event) => events.push(event)))
    const api = mockApi({
      'POST /api/password': () => fail('Wrong password', 'validation'),
      'POST /api/nickname': () => ok(null, 'Saved'),
    })
    const http = createHttp({ baseUrl: 'http://api.test', fetch: api.fetch, getToken: () => 'tok' })
    const onFailure = vi.fn()
    const change = actionAtom({ run: (pwd: string) => http.post('/api/password', { pwd }), onFailure })
    const store = createStore()
    expect(await store.set(change, 'secret')).toBeNull()
    expect(store.get(change)).toBe(false)
    expect(events).toHaveLength(1)
    expect(events[0]?.error).toBeInstanceOf(ApiError)
    expect(onFailure).toHaveBeenCalledTimes(1)
    const save = actionAtom({ run: (name: string) => http.postWithMessage('/api/nickname', { name }) })
    expect(await store.set(save, 'Ada')).toEqual({ data: null, msg: 'Saved' })
    expect(events).toHaveLength(1)
  })
})
