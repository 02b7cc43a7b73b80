import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  createHttp,
  type HttpErrorEvent,
  NetworkError,
  onHttpError,
  SessionExpiredError,
} from '@/shared/lib/http'
import { fail, mockApi, noContent, ok } from '../support/client/api-mock'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function client(routes: Parameters<typeof mockApi>[0], token: string | null = 'tok-123') {
  const api = mockApi(routes)
  const http = createHttp({
    baseUrl: 'http://api.test',
    fetch: api.fetch,
    getToken: () => token,
    getLanguage: () => 'th',
  })
  return { http, requests: api.requests }
}

function captureEvents() {
  const events: HttpErrorEvent[] = []
  stops.push(onHttpError((event) => events.push(event)))
  return events
}

describe('http client', () => {
  it('sends UserToken and UserLang and unwraps the envelope', async () => {
    const { http, requests } = client({ 'GET /api/userinfo': () => ok({ id: 7 }) })
    await expect(http.get('/api/userinfo')).resolves.toEqual({ id: 7 })
    expect(requests[0]?.headers.get('UserToken')).toBe('tok-123')
    expect(requests[0]?.headers.get('UserLang')).toBe('th')
  })

  it('omits UserToken when no token is stored and posts JSON bodies', async () => {
    const { http, requests } = client({ 'POST /main/login': () => ok({ token: 'new', expires_at: 'x' }) }, null)
    await http.post('/main/login', { name: 'a@b.c', pwd: 'secret' })
    expect(requests[0]?.headers.has('UserToken')).toBe(false)
    expect(requests[0]?.body).toEqual({ name: 'a@b.c', pwd: 'secret' })
  })

  it('keeps the success msg next to the data on request, for success toasts', async () => {
    const { http } = client({
      'POST /api/coin_cancel': () => ok({ oid: 7 }, 'Order cancelled'),
      'POST /api/delbank': () => ok(null, ''),
    })
    await expect(http.postWithMessage('/api/coin_cancel', { oid: 7 })).resolves.toEqual({
      data: { oid: 7 },
      msg: 'Order cancelled',
    })
    await expect(http.postWithMessage('/api/delbank', { id: 1 })).resolves.toEqual({ data: null, msg: '' })
    await expect(http.post('/api/coin_cancel', { oid: 7 })).resolves.toEqual({ oid: 7 })
  })

  it('raises ApiError with msg and code on status 0 and reports it to the shell', async () => {
    const events = captureEvents()
    const { http } = client({ 'POST /main/login': () => fail('Wrong account or password', 'login_failed') })
    const error = await http.post('/main/login', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ msg: 'Wrong account or password', code: 'login_failed' })
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ method: 'post', path: '/main/login' })
    expect(events[0]?.error).toBe(error)
  })

  it('raises SessionExpiredError on HTTP 204', async () => {
    const events = captureEvents()
    const { http } = client({ 'GET /api/userinfo': () => noContent() })
    await expect(http.get('/api/userinfo')).rejects.toBeInstanceOf(SessionExpiredError)
    expect(events[0]?.error).toBeInstanceOf(SessionExpiredError)
  })

  it('raises NetworkError on a non-2xx answer and on a failed fetch', async () => {
    const { http } = client({ 'GET /main/banners': () => new Response('boom', { status: 502 }) })
    const error = await http.get('/main/banners').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ httpStatus: 502 })
    const offline = createHttp({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    await expect(offline.get('/main/banners')).rejects.toBeInstanceOf(NetworkError)
  })

  it('does not report quiet calls or aborted requests', async () => {
    const events = captureEvents()
    const { http } = client({ 'POST /api/logout': () => noContent() })
    await expect(http.post('/api/logout', undefined, { quiet: true })).rejects.toBeInstanceOf(SessionExpiredError)
    const controller = new AbortController()
    let started: () => void = () => {}
    const fetchStarted = new Promise<void>((resolve) => (started = resolve))
    const slow = createHttp({
      baseUrl: 'http://api.test',
      fetch: () =>
        new Promise<Response>((_resolve, reject) => {
          started()
          controller.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    })
    const pending = slow.get('/api/userinfo', { signal: controller.signal })
    await fetchStarted
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(events).toEqual([])
  })

  it('calls as another identity with a bearer auth: its token, its refusals, its expiry, not the shell’s', async () => {
    const events = captureEvents()
    const { http, requests } = client({
      'GET /admin/queues': () => ok({ deposits: 1 }),
      'GET /admin/house': () =>
        new Response(JSON.stringify({ status: 0, msg: 'Session over', code: 'unauthorized', data: null }), {
          status: 401,
        }),
      'GET /admin/audit.csv': () => new Response('id,action', { status: 200 }),
    })
    let token: string | null = 'op-1'
    const onExpired = vi.fn()
    const auth = { token: () => token, onExpired }
    await expect(http.get('/admin/queues', { auth })).resolves.toEqual({ deposits: 1 })
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer op-1')
    expect(requests[0]?.headers.has('UserToken')).toBe(false)
    expect(requests[0]?.headers.get('UserLang')).toBe('th')
    await expect(http.blob('/admin/audit.csv', { auth }).then((blob) => blob.text())).resolves.toBe('id,action')
    const refusal = await http.get('/admin/house', { auth }).catch((caught: unknown) => caught)
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({ msg: 'Session over', code: 'unauthorized' })
    expect(onExpired).toHaveBeenCalledTimes(1)
    // Without a session (a sign-in refused with 401) nothing expires.
    token = null
    await expect(http.get('/admin/house', { auth })).rejects.toBeInstanceOf(ApiError)
    expect(requests[3]?.headers.has('Authorization')).toBe(false)
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(events).toEqual([])
  })

  it('uses the stored token and app language by default', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ok(null))
    vi.stubGlobal('fetch', fetch)
    localStorage.setItem('tern.token', 'stored-token')
    const http = createHttp({ baseUrl: 'http://api.test' })
    await http.get('/api/userinfo')
    const request = fetch.mock.calls[0]?.at(0)
    expect(request).toBeInstanceOf(Request)
    expect(request instanceof Request && request.headers.get('UserToken')).toBe('stored-token')
    expect(request instanceof Request && request.headers.get('UserLang')).toBe('en')
  })
})
