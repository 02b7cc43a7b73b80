// The console's own HTTP client: /admin calls with the operator's session as a bearer token (never the user's
// UserToken). It unwraps the envelope and raises typed errors; HTTP 401 means the operator session is over, and
// the console layout listens for that to return to /console/login.
import type { Envelope, ErrorCode } from '@contract/api'
import ky from 'ky'
import { getLanguage } from '@/shared/i18n/i18n'
import { HTTP_TIMEOUT_MS } from '@/shared/lib/constants'
import { readOperatorSession } from './session'

/** The server refused the call (status 0): msg is localized, code is machine-readable. */
export class ConsoleError extends Error {
  override readonly name = 'ConsoleError'
  constructor(
    readonly msg: string,
    readonly code: ErrorCode | null,
    readonly httpStatus: number,
  ) {
    super(msg)
  }
}

const expiryListeners = new Set<() => void>()

/** Called whenever the server answers 401 to a call made with a session (expired, idle or revoked). */
export function onOperatorSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener)
  return () => expiryListeners.delete(listener)
}

function apiBase(): string {
  return import.meta.env.VITE_API_BASE ?? globalThis.location.origin
}

const client = ky.create({
  prefixUrl: apiBase(),
  timeout: HTTP_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        const session = readOperatorSession()
        if (session) request.headers.set('Authorization', `Bearer ${session.token}`)
        request.headers.set('UserLang', getLanguage())
      },
    ],
  },
})

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value && 'msg' in value
}

interface CallOptions {
  signal?: AbortSignal
  searchParams?: Record<string, string | number>
}

async function call<T>(method: 'get' | 'post', path: string, body: unknown, options: CallOptions): Promise<T> {
  const response = await client(path.replace(/^\/+/, ''), {
    method,
    signal: options.signal,
    searchParams: options.searchParams,
    ...(body === undefined ? {} : { json: body }),
  })
  const envelope: unknown = await response.json().catch(() => null)
  if (response.status === 401 && readOperatorSession() !== null) for (const listener of expiryListeners) listener()
  if (!isEnvelope(envelope)) throw new ConsoleError(`HTTP ${response.status}`, null, response.status)
  if (envelope.status !== 1) {
    throw new ConsoleError(envelope.msg, envelope.status === 0 ? envelope.code : null, response.status)
  }
  return envelope.data as T
}

export const consoleHttp = {
  get: <T>(path: string, options: CallOptions = {}) => call<T>('get', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options: CallOptions = {}) => call<T>('post', path, body, options),
  /** A file the server only hands to an operator (ID images, deposit proofs, the audit CSV), as a Blob. */
  async blob(path: string, signal?: AbortSignal): Promise<Blob> {
    const response = await client(path.replace(/^\/+/, ''), { signal })
    if (response.status === 401 && readOperatorSession() !== null) for (const listener of expiryListeners) listener()
    if (!response.ok) throw new ConsoleError(`HTTP ${response.status}`, null, response.status)
    return response.blob()
  },
}
