import type { Hono } from 'hono'
import type { Envelope, LoginResult } from '../../../contract/api'
import type { AppEnv } from '../../../server/http/types'

export interface CallOptions {
  method?: 'GET' | 'POST'
  /** Serialized as JSON unless it is already a string (to send malformed bodies). */
  body?: unknown
  token?: string
  lang?: string
  headers?: Record<string, string>
}

export interface CallResult<T> {
  status: number
  envelope: Envelope<T> | null
  headers: Headers
}

export async function call<T = unknown>(app: Hono<AppEnv>, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers }
  if (options.token !== undefined) headers.UserToken = options.token
  if (options.lang !== undefined) headers.UserLang = options.lang
  const body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  const res = await app.request(path, { method, headers, body: method === 'GET' ? undefined : body })
  const text = await res.text()
  const envelope = text ? (JSON.parse(text) as Envelope<T>) : null
  return { status: res.status, envelope, headers: res.headers } satisfies CallResult<T>
}

/** The data of a successful envelope; fails the test with the server's message otherwise. */
export function dataOf<T>(result: CallResult<T>): T {
  const envelope = result.envelope
  if (envelope?.status !== 1) throw new Error(`Expected success, got ${JSON.stringify(envelope)}`)
  return envelope.data
}

export async function register(app: Hono<AppEnv>, name: string, pwd = 'secret-pw'): Promise<LoginResult> {
  return dataOf(await call<LoginResult>(app, '/main/register', { body: { name, pwd } }))
}
