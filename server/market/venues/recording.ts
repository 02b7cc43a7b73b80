// Recording mode (TERN_FEED_RECORD=<dir>): a transport that passes everything through and appends every raw frame
// and REST answer, with our receive time, to <dir>/<venue>-<start>.ndjson. The lines are the replay fixtures'
// format (tests/fixtures/venues/README.md): {t, conn, open|recv|ping|sent|close} and {t, rest, status, body}.
// An error answer (HTTP 401, 403, 429 or 5xx, on REST or on a WebSocket handshake) stops the recording instead
// of saving the error as a fixture; the feed itself carries on.
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs'
import { join } from 'node:path'
import type { RequestHeaders, RestAnswer, Scheduler, Socket, SocketHandlers, Transport } from './transport'

/** True for the answers a recording must not keep: auth failures, rate limits and server errors. */
export function isRecordingStopper(status: number): boolean {
  return status === 401 || status === 403 || status === 429 || status >= 500
}

/** The HTTP status of a failed WebSocket handshake, from ws's error message. */
function handshakeStatus(error: Error): number | undefined {
  const match = /Unexpected server response: (\d{3})/.exec(error.message)
  return match ? Number(match[1]) : undefined
}

export class RecordingTransport implements Transport {
  private readonly out: WriteStream
  private readonly finished: Promise<void>
  private connections = 0
  stopped: string | undefined

  constructor(
    private readonly inner: Transport,
    private readonly scheduler: Scheduler,
    dir: string,
    venue: string,
  ) {
    mkdirSync(dir, { recursive: true })
    const stamp = new Date(scheduler.now()).toISOString().replace(/[:.]/g, '-')
    this.out = createWriteStream(join(dir, `${venue}-${stamp}.ndjson`), { flags: 'a' })
    this.finished = new Promise((resolve) => this.out.once('close', () => resolve()))
    // A recording that cannot be written stops; the feed does not.
    this.out.on('error', (error) => this.stop(error.message))
  }

  private write(line: Record<string, unknown>): void {
    if (this.stopped === undefined) this.out.write(`${JSON.stringify({ t: this.scheduler.now(), ...line })}\n`)
  }

  private stop(reason: string): void {
    if (this.stopped !== undefined) return
    this.stopped = reason
    console.error(`[tern] feed recording stopped: ${reason}`)
    this.out.end()
  }

  open(url: string, handlers: SocketHandlers, headers?: RequestHeaders): Socket {
    this.connections += 1
    const conn = this.connections
    const socket = this.inner.open(
      url,
      {
        open: () => {
          this.write({ conn, open: url })
          handlers.open()
        },
        message: (text) => {
          this.write({ conn, recv: text })
          handlers.message(text)
        },
        ping: (payload) => {
          this.write({ conn, ping: payload })
          handlers.ping(payload)
        },
        close: (code, reason) => {
          this.write({ conn, close: code })
          handlers.close(code, reason)
        },
        error: (error) => {
          const status = handshakeStatus(error)
          if (status !== undefined && isRecordingStopper(status)) this.stop(`HTTP ${status} opening ${url}`)
          handlers.error(error)
        },
      },
      headers,
    )
    return {
      send: (text) => {
        this.write({ conn, sent: text })
        socket.send(text)
      },
      pong: (payload) => socket.pong(payload),
      close: () => socket.close(),
    }
  }

  /** Headers pass through and are not recorded (OANDA's token stays out of the fixture). */
  async get(url: string, headers?: RequestHeaders): Promise<RestAnswer> {
    const answer = await this.inner.get(url, headers)
    if (isRecordingStopper(answer.status)) this.stop(`HTTP ${answer.status} from ${url}`)
    else this.write({ rest: url, status: answer.status, body: answer.body })
    return answer
  }

  /** Ends the recording; resolves once the file is complete. */
  close(): Promise<void> {
    if (this.stopped === undefined) {
      this.stopped = 'closed'
      this.out.end()
    }
    return this.finished
  }
}
