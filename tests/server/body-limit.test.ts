import { afterEach, describe, expect, it } from 'vitest'
import type { Envelope } from '../../contract/api'
import { createHarness, type Harness } from '../support/server/harness'
import { createSignedInUser } from '../support/server/wallet'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const KB = 1024

async function post(
  app: Harness['app'],
  path: string,
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
  return { res, envelope: (await res.json()) as Envelope<unknown> }
}

/** A body of `size` bytes that is valid JSON: a login with a long password. */
const loginOf = (size: number) => {
  const head = '{"name":"a@example.com","pwd":"'
  return `${head}${'x'.repeat(size - head.length - 2)}"}`
}

/** A chunked body of 2 MB in 1 KB chunks; `pulled` counts the chunks the server asked for. */
function chunkedBody() {
  const chunk = new TextEncoder().encode('x'.repeat(KB))
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled++
      if (counter.pulled > 2 * KB) controller.close()
      else controller.enqueue(chunk)
    },
  })
  return { stream, counter }
}

describe('JSON body limit', () => {
  it('refuses a body whose Content-Length is over 64 KB without reading it, in the caller language', async () => {
    h = await createHarness()
    const { stream, counter } = chunkedBody()
    const { res, envelope } = await post(h.app, '/main/login', stream, {
      'Content-Length': String(100 * KB * KB),
      UserLang: 'de',
    })
    expect(res.status).toBe(200)
    expect(envelope).toEqual({ status: 0, code: 'payload_too_large', msg: 'Die Anfrage ist zu groß.', data: null })
    expect(res.headers.get('Connection')).toBe('close')
    expect(counter.pulled).toBeLessThanOrEqual(1)
  })

  it('cuts a chunked body off as soon as it passes the limit', async () => {
    h = await createHarness()
    const { stream, counter } = chunkedBody()
    const { envelope } = await post(h.app, '/main/register', stream)
    expect(envelope).toMatchObject({ status: 0, code: 'payload_too_large' })
    expect(counter.pulled).toBeLessThan(64 + 8)
  })

  it('reads a body within the limit as before', async () => {
    h = await createHarness()
    const { envelope } = await post(h.app, '/main/login', loginOf(60 * KB))
    expect(envelope).toMatchObject({ status: 0 })
    expect(envelope).not.toMatchObject({ code: 'payload_too_large' })
    const over = await post(h.app, '/main/login', loginOf(65 * KB))
    expect(over.envelope).toMatchObject({ code: 'payload_too_large' })
  })

  it('covers signed-in and operator calls too, and follows TERN_JSON_BODY_LIMIT', async () => {
    h = await createHarness({ TERN_JSON_BODY_LIMIT: '2048', TERN_ADMIN_TOKEN: 'body-limit-admin-token' })
    const { token } = await createSignedInUser(h)
    const big = JSON.stringify({ filler: 'x'.repeat(3 * KB) })
    const calls = [
      post(h.app, '/api/withdraw', big, { UserToken: token }),
      post(h.app, '/api/focus_add', big, { UserToken: token }),
      post(h.app, '/admin/deposits/1/reject', big, { Authorization: 'Bearer body-limit-admin-token' }),
      post(h.app, '/main/contents', big),
    ]
    for (const { envelope } of await Promise.all(calls)) {
      expect(envelope).toMatchObject({ status: 0, code: 'payload_too_large' })
    }
  })

  it('leaves image uploads their own, larger limit', async () => {
    h = await createHarness()
    const { token } = await createSignedInUser(h)
    const image = JSON.stringify({ image: `data:image/png;base64,${'A'.repeat(200 * KB)}` })
    const { envelope } = await post(h.app, '/api/stream_upload', image, { UserToken: token })
    expect(envelope).toMatchObject({ status: 0, code: 'upload_invalid' })
  })
})
