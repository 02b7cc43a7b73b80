// A fake server for the HTTP client: routes keyed by "METHOD /path", every request recorded.
import type { ErrorCode } from '@contract/api'

export interface RecordedRequest {
  method: string
  path: string
  /** The query parameters. */
  query: URLSearchParams
  headers: Headers
  body: unknown
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } })

export const ok = (data: unknown, msg = 'ok') => json({ status: 1, msg, data })
export const fail = (msg: string, code: ErrorCode) => json({ status: 0, msg, code, data: null })
export const noContent = () => new Response(null, { status: 204 })

export function mockApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const text = await request.clone().text()
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text === '' ? undefined : JSON.parse(text),
    }
    requests.push(recorded)
    const handler = routes[`${request.method} ${url.pathname}`]
    if (!handler) return new Response('not found', { status: 404 })
    return handler(recorded)
  }
  return { fetch, requests }
}

export const sampleUser = {
  id: 1042,
  username: 'ada@example.com',
  alert_count: 3,
  realname: '',
  idcard_num: '',
  country: '',
  address: '',
  basic_verify_status: 0,
  rzstatus: 0,
  basic_verify_reason: '',
  rz_reason: '',
  money: '10000.50',
  score: 100,
  demo: true,
  demo_account: false,
} as const
