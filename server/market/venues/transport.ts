// What a venue adapter talks through: one WebSocket-like connection per stream endpoint (a WebSocket, or an HTTP
// stream of JSON lines for OANDA: each line is a message), plain GETs for REST, and a scheduler for every timer.
// The real implementations (ws-transport.ts, http-stream.ts) sit on the `ws` package, fetch and the system clock; tests swap in a replay of recorded frames and a fake clock (tests/support/server/venues), so
// reconnects, 24 h rotation and stalls run in milliseconds.

/** What a connection reports. `close` always comes last, also after `error` or a failed handshake. */
export interface SocketHandlers {
  open(): void
  /** A text frame, exactly as received. */
  message(text: string): void
  /** A protocol-level ping frame (Binance sends one every 20 s and wants its payload back in a pong). */
  ping(payload: string): void
  close(code: number, reason: string): void
  error(error: Error): void
}

export interface Socket {
  send(text: string): void
  pong(payload: string): void
  /** Closes from our side; `close` is still reported to the handlers. */
  close(): void
}

/** A REST answer: the status and the raw body (parsed by the adapter, recorded as received). */
export interface RestAnswer {
  status: number
  body: string
}

/** Request headers (OANDA's `Authorization: Bearer <token>`); never recorded. */
export type RequestHeaders = Readonly<Record<string, string>>

export interface Transport {
  /** ws:// and wss:// open a WebSocket; http:// and https:// an HTTP stream read line by line. */
  open(url: string, handlers: SocketHandlers, headers?: RequestHeaders): Socket
  get(url: string, headers?: RequestHeaders): Promise<RestAnswer>
}

export type TimerHandle = { readonly timer: unknown }

/** Time and timers: the receive clock of every frame, backoff, rotation and liveness all read this one. */
export interface Scheduler {
  /** Epoch ms. */
  now(): number
  setTimeout(run: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle | undefined): void
}

export const systemScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (run, ms) => ({ timer: setTimeout(run, ms) }),
  clearTimeout: (handle) => {
    if (handle) clearTimeout(handle.timer as ReturnType<typeof setTimeout>)
  },
}
