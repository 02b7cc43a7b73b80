// The one HTTP client. It unwraps the {status, msg, data} envelope (postWithMessage also keeps the msg) and
// raises typed errors; it never navigates or toasts. The app shell subscribes with onHttpError() and decides
// (toast on ApiError, logout on 204). A call is the signed-in user's unless its `auth` names another identity (the
// operator console's bearer session), whose failures go to that identity and never to the user's shell.

import type { Envelope, ErrorCode, headers } from '@contract/api'
import { t } from '@lingui/core/macro'
import type { KyInstance } from 'ky'
import { getLanguage as getAppLanguage } from '@/shared/i18n/i18n'
import { HTTP_TIMEOUT_MS } from './constants'
import { readStoredToken } from './session'

/** The server answered status 0: msg is localized for the user, code is machine-readable. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly msg: string,
    readonly code: ErrorCode | null,
  ) {
    super(msg)
  }
}

/** A refusal because the item does not exist or is someone else's (the server does not say which). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'not_found'
}

/** HTTP 204 on an /api call: the token is missing, expired or revoked. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError'
  constructor() {
    super('Session expired')
  }
}

/** No usable answer: offline, timeout, DNS, a non-2xx status or a body that is not an envelope. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

const headerNames = { token: 'UserToken', lang: 'UserLang' } as const satisfies typeof headers

export type HttpError = ApiError | SessionExpiredError | NetworkError

export interface HttpErrorEvent {
  error: HttpError
  method: string
  path: string
}
type HttpErrorListener = (event: HttpErrorEvent) => void

const listeners = new Set<HttpErrorListener>()

/** The shell's channel: every failed call is reported here (except aborts and `quiet` calls). */
export function onHttpError(listener: HttpErrorListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** An identity other than the signed-in user: an operator's session, sent as `Authorization: Bearer`. */
export interface BearerAuth {
  /** The session token; null sends the call without one (a sign-in). */
  token: () => string | null
  /** HTTP 401 to a call that carried a token: the session is over (expired, idle or revoked). */
  onExpired: () => void
}

export interface RequestOptions {
  signal?: AbortSignal
  /**
   * Whose call this is, when not the signed-in user's: no UserToken is sent, the server's envelope is read whatever
   * the HTTP status (a refusal with 401 or 403 carries its msg), and failures are not reported to the shell.
   */
  auth?: BearerAuth
  searchParams?: Record<string, string | number>
  /** Do not report failures to the shell (the caller shows them itself). */
  quiet?: boolean
  /** Extra request headers (e.g. Idempotency-Key on money-moving calls). */
  headers?: Record<string, string>
}

/** A successful answer with the server's `msg` (localized for the user; may be empty) next to its data. */
export interface Answer<T> {
  data: T
  msg: string
}

export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  /** A post whose success message is shown to the user (spec: success toasts show the server's msg). */
  postWithMessage<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>
  /** A file the server hands only to its caller (an ID image, a CSV export), as a Blob. */
  blob(path: string, options?: RequestOptions): Promise<Blob>
}

export interface HttpConfig {
  baseUrl?: string
  getToken?: () => string | null
  getLanguage?: () => string
  fetch?: typeof fetch
  timeout?: number
}

/** The server's origin: same origin unless VITE_API_BASE says otherwise (the price record's plain fetches use it). */
export function defaultBaseUrl(): string {
  // The server's renderer (src/ssr.tsx) has no location; it makes no calls either.
  return import.meta.env.VITE_API_BASE ?? globalThis.location?.origin ?? 'http://localhost'
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value && 'msg' in value
}

/**
 * ky, loaded with the first call rather than with the app: the first screen paints from the server's HTML before
 * any call, and its JavaScript budget has no room for the client.
 */
let kyModule: Promise<typeof import('ky')> | undefined
const loadKy = () => {
  kyModule ??= import('ky')
  return kyModule
}

/** ky's errors, known by name (its module is loaded with the first call, so they are not imported here). */
function isKyError(error: unknown, name: 'HTTPError' | 'TimeoutError'): error is Error & { response?: Response } {
  return error instanceof Error && error.name === name
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof ApiError || error instanceof SessionExpiredError || error instanceof NetworkError) return error
  if (isKyError(error, 'HTTPError') && error.response)
    return new NetworkError(error.message, error.response.status, { cause: error })
  if (isKyError(error, 'TimeoutError')) return new NetworkError('Request timed out', null, { cause: error })
  return new NetworkError(error instanceof Error ? error.message : String(error), null, { cause: error })
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError')
}

export function createHttp(config: HttpConfig = {}): HttpClient {
  const { getToken = readStoredToken, getLanguage = getAppLanguage } = config
  let client: Promise<KyInstance> | undefined
  const kyClient = () => {
    client ??= loadKy().then(({ default: ky }) =>
      ky.create({
        prefixUrl: config.baseUrl ?? defaultBaseUrl(),
        timeout: config.timeout ?? HTTP_TIMEOUT_MS,
        retry: 0,
        ...(config.fetch ? { fetch: config.fetch } : {}),
        hooks: {
          beforeRequest: [(request) => void request.headers.set(headerNames.lang, getLanguage())],
        },
      }),
    )
    return client
  }

  /** Sends the call as its identity; an operator's answer of 401 ends that operator's session. */
  async function send(method: 'get' | 'post', path: string, body: unknown, options: RequestOptions) {
    const { signal, searchParams, headers, auth } = options
    const token = auth ? auth.token() : getToken()
    const identity: Record<string, string> = {}
    if (token) identity[auth ? 'Authorization' : headerNames.token] = auth ? `Bearer ${token}` : token
    const response = await (await kyClient())(path.replace(/^\/+/, ''), {
      method,
      signal,
      searchParams,
      headers: { ...identity, ...headers },
      throwHttpErrors: auth === undefined,
      ...(body === undefined ? {} : { json: body }),
    })
    if (auth && token && response.status === 401) auth.onExpired()
    return response
  }

  /** Runs a call; its failure, as a typed error, goes to the shell unless the call is quiet or not the user's. */
  async function attempt<T>(method: 'get' | 'post', path: string, options: RequestOptions, run: () => Promise<T>) {
    try {
      return await run()
    } catch (error) {
      if (isAbort(error, options.signal)) throw error
      const httpError = toHttpError(error)
      if (!options.quiet && !options.auth)
        for (const listener of listeners) listener({ error: httpError, method, path })
      throw httpError
    }
  }

  function request<T>(method: 'get' | 'post', path: string, body: unknown, options: RequestOptions) {
    return attempt(method, path, options, async (): Promise<Answer<T>> => {
      const response = await send(method, path, body, options)
      if (response.status === 204) throw new SessionExpiredError()
      const envelope: unknown = await response.json().catch(() => null)
      if (!isEnvelope(envelope)) throw new NetworkError(t`Unexpected server response`, response.status)
      if (envelope.status !== 1) throw new ApiError(envelope.msg, envelope.status === 0 ? envelope.code : null)
      return { data: envelope.data as T, msg: envelope.msg }
    })
  }

  return {
    get: async <T>(path: string, options: RequestOptions = {}) =>
      (await request<T>('get', path, undefined, options)).data,
    post: async <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
      (await request<T>('post', path, body, options)).data,
    postWithMessage: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
      request<T>('post', path, body, options),
    blob: (path: string, options: RequestOptions = {}) =>
      attempt('get', path, options, async () => {
        const response = await send('get', path, undefined, options)
        if (!response.ok) throw new NetworkError(`HTTP ${response.status}`, response.status)
        return response.blob()
      }),
  }
}

/** The app's client: same origin unless VITE_API_BASE says otherwise. */
export const http = createHttp()
