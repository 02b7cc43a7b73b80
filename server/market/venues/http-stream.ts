// An HTTP stream of JSON lines (OANDA's pricing stream) as a Socket: a GET through the global fetch whose body is
// read as it arrives and split on newlines, each non-empty line one message. Nothing can be sent on it (send and
// pong do nothing); a non-2xx answer is a failed handshake (the same "Unexpected server response: <status>" error
// ws reports, so recording stops on it the same way); the venue ending the body, or the body failing, closes it.
import type { RequestHeaders, Socket, SocketHandlers } from './transport'

const HANDSHAKE_TIMEOUT_MS = 10_000

export function openHttpStream(url: string, handlers: SocketHandlers, headers: RequestHeaders = {}): Socket {
  const controller = new AbortController()
  let ours = false
  let closed = false
  const finish = (code: number, reason: string) => {
    if (closed) return
    closed = true
    handlers.close(code, reason)
  }
  const handshake = setTimeout(() => controller.abort(new Error('handshake timed out')), HANDSHAKE_TIMEOUT_MS)
  void (async () => {
    try {
      const response = await fetch(url, { headers: { ...headers }, signal: controller.signal })
      clearTimeout(handshake)
      if (!response.ok || !response.body) {
        await response.body?.cancel()
        handlers.error(new Error(`Unexpected server response: ${response.status}`))
        finish(1006, '')
        return
      }
      handlers.open()
      const decoder = new TextDecoder()
      let buffer = ''
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true })
        let end = buffer.indexOf('\n')
        while (end >= 0) {
          const line = buffer.slice(0, end).trim()
          buffer = buffer.slice(end + 1)
          if (line !== '' && !closed) handlers.message(line)
          end = buffer.indexOf('\n')
        }
      }
      finish(ours ? 1000 : 1006, 'end of stream')
    } catch (error) {
      clearTimeout(handshake)
      if (!ours) handlers.error(error instanceof Error ? error : new Error(String(error)))
      finish(ours ? 1000 : 1006, '')
    }
  })()
  return {
    send() {},
    pong() {},
    close: () => {
      ours = true
      controller.abort()
    },
  }
}
